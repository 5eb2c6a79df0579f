import Foundation
import PinframeViews

/// Which side of its reference views a relative method puts the view on.
enum RelativeSide {
  /// `above(of:)`: the bottom edge on the topmost top edge.
  case above
  /// `below(of:)`: the top edge on the bottommost bottom edge.
  case below
  /// `left(of:)`: the right edge on the leftmost left edge.
  case left
  /// `right(of:)`: the left edge on the rightmost right edge.
  case right

  /// The axis of the pinned edge.
  var axis: Axis { self == .above || self == .below ? .vertical : .horizontal }

  /// The edge of the layouted view that is pinned.
  var pinnedLine: AxisLine { self == .below || self == .right ? .leading : .trailing }

  /// The reference views' line the pinned edge goes to.
  var referenceLine: AxisLine { pinnedLine == .leading ? .trailing : .leading }

  /// The anchor of each reference view used: on the reference line, at the alignment (the
  /// leading one without alignment).
  @inline(__always)
  func anchor(aligned: AxisLine?) -> Anchor.Kind {
    axis == .vertical
      ? Anchor.Kind(row: referenceLine, column: aligned ?? .leading)
      : Anchor.Kind(row: aligned ?? .leading, column: referenceLine)
  }
}

// The engine behind above/below/left/right/before/after and their fallback forms.
extension ChainState {
  /// Pins the view on `side` of `views`, aligned on the other axis by `aligned` (`nil`: no
  /// alignment).
  ///
  /// An empty list warns (PinLayout's "At least one view must be visible"), unless `fallback`
  /// names a line of the superview to pin the same edge to. Without a superview nothing
  /// happens.
  mutating func relative(
    _ side: RelativeSide, of views: [View], aligned: AxisLine?, fallback: AxisLine?,
    _ context: Context
  ) {
    views.withUnsafeBufferPointer { buffer in
      relative(side, of: buffer, aligned: aligned, fallback: fallback, context.listing(buffer))
    }
  }

  private mutating func relative(
    _ side: RelativeSide, of views: UnsafeBufferPointer<View>, aligned: AxisLine?,
    fallback: AxisLine?, _ context: Context
  ) {
    guard layoutSuperview != nil else { return }
    guard !views.isEmpty else {
      pinToSuperview(side, fallback: fallback, context)
      return
    }
    guard let summary = summary(of: views, at: side.anchor(aligned: aligned), context) else {
      return
    }
    pin(side, of: summary, aligned: aligned, context)
  }

  /// The relative engine for one reference view, without building a collection; the context
  /// is made only for warnings.
  @inline(__always)
  mutating func relative(
    _ side: RelativeSide, of view: View, aligned: AxisLine?, _ context: @autoclosure () -> Context
  ) {
    if !storeQuietly(side, of: view, aligned: aligned) {
      relativeWithWarnings(side, of: view, aligned: aligned, context())
    }
  }

  /// Stores the rule quietly in the common case: a sibling reference (no conversion) whose
  /// lines store without warning.
  ///
  /// Inlined into each method. Returns `false` when the full rule must run (the lines it
  /// stored are stored again, silently).
  @inline(__always)
  private mutating func storeQuietly(_ side: RelativeSide, of view: View, aligned: AxisLine?)
    -> Bool
  {
    guard isSibling(view) else { return false }
    let point = side.anchor(aligned: aligned).point(in: view.pinRect(keepTransform: keepTransform))
    let pinned = side.axis == .vertical ? point.y : point.x
    guard storeQuietly(pinned, at: side.pinnedLine, of: side.axis) else { return false }
    guard let aligned else { return true }
    let alignmentAxis: Axis = side.axis == .vertical ? .horizontal : .vertical
    return storeQuietly(side.axis == .vertical ? point.x : point.y, at: aligned, of: alignmentAxis)
  }

  @inline(never)
  private mutating func relativeWithWarnings(
    _ side: RelativeSide, of view: View, aligned: AxisLine?, _ context: Context
  ) {
    guard let layoutSuperview,
      let point = point(of: view, at: side.anchor(aligned: aligned), in: layoutSuperview, context)
    else { return }
    pin(side, of: PointSummary(point), aligned: aligned, context)
  }

  private mutating func pin(
    _ side: RelativeSide, of summary: PointSummary, aligned: AxisLine?, _ context: Context
  ) {
    setLine(
      side.pinnedLine, of: side.axis, to: summary.value(at: side.referenceLine, on: side.axis),
      context)
    if let aligned {
      let alignmentAxis: Axis = side.axis == .vertical ? .horizontal : .vertical
      setLine(
        aligned, of: alignmentAxis, to: summary.value(at: aligned, on: alignmentAxis), context)
    }
  }

  /// An empty list of reference views: pins the edge to the superview's `fallback` line, or
  /// warns as PinLayout does without one.
  private mutating func pinToSuperview(
    _ side: RelativeSide, fallback: AxisLine?, _ context: Context
  ) {
    guard let fallback, let length = superviewLength(side.axis) else {
      return warnWontBeApplied(
        "At least one view must be visible (i.e. UIView.isHidden != true)", context)
    }
    let coordinate: CGFloat
    switch fallback {
    case .leading: coordinate = 0
    case .center: coordinate = length / 2
    case .trailing: coordinate = length
    }
    setLine(side.pinnedLine, of: side.axis, to: coordinate, context)
  }

  /// A horizontal alignment as a line of the horizontal axis (`nil` for `.none`).
  @inline(__always)
  mutating func line(_ align: HorizontalAlign) -> AxisLine? {
    switch align {
    case .left: return .leading
    case .center: return .center
    case .right: return .trailing
    case .none: return nil
    case .start: return startLine
    case .end: return endLine
    }
  }

  /// A vertical alignment as a line of the vertical axis (`nil` for `.none`).
  @inline(__always)
  mutating func line(_ align: VerticalAlign) -> AxisLine? {
    switch align {
    case .top: return .leading
    case .center: return .center
    case .bottom: return .trailing
    case .none: return nil
    }
  }
}

extension PointSummary {
  /// The smallest (leading), average (center) or largest (trailing) coordinate on `axis`.
  func value(at line: AxisLine, on axis: Axis) -> CGFloat {
    switch (line, axis) {
    case (.leading, .horizontal): return minX
    case (.center, .horizontal): return averageX
    case (.trailing, .horizontal): return maxX
    case (.leading, .vertical): return minY
    case (.center, .vertical): return averageY
    case (.trailing, .vertical): return maxY
    }
  }
}

extension Anchor.Kind {
  /// The anchor on a row (top, centre, bottom) and a column (left, centre, right).
  init(row: AxisLine, column: AxisLine) {
    switch (row, column) {
    case (.leading, .leading): self = .topLeft
    case (.leading, .center): self = .topCenter
    case (.leading, .trailing): self = .topRight
    case (.center, .leading): self = .centerLeft
    case (.center, .center): self = .center
    case (.center, .trailing): self = .centerRight
    case (.trailing, .leading): self = .bottomLeft
    case (.trailing, .center): self = .bottomCenter
    case (.trailing, .trailing): self = .bottomRight
    }
  }
}
