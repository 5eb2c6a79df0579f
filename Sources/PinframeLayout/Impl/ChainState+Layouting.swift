import Foundation
import PinframeGraphics
import PinframeViews

// Applying a chain: PinLayout's steps, in PinLayout's order.
extension ChainState {
  /// Applies the rules to the view.
  ///
  /// `view` is the layouted view as the chain holds it: writing through the state's unretained
  /// reference made the compiler retain and release the view around the writes.
  mutating func apply(_ view: View) {
    if justify != nil || align != nil { warnAboutAlignmentPreconditions() }
    let (center, bounds) = (view.animatableValues.center, view.animatableValues.bounds)
    let current = view.pinRect(keepTransform: keepTransform)
    // Its size is never negative (made of `bounds.width`, `bounds.height` or a bounding box), so
    // it is the width and height, which `CGRect` would take the magnitude of again.
    let currentSize = current.size
    if shouldPinEdges { convertPinnedEdges() }
    let size = computeSize(current: currentSize)
    var (x, width) = position(
      .horizontal, size: size.width, alignment: justify == nil ? .leading : justification,
      current: current.minX, currentLength: currentSize.width)
    var (y, height) = position(
      .vertical, size: size.height, alignment: alignment, current: current.minY,
      currentLength: currentSize.height)
    if !Self.isValidDimension(width) { width = currentSize.width }
    if !Self.isValidDimension(height) { height = currentSize.height }
    if !x.isFinite { x = current.minX }
    if !y.isFinite { y = current.minY }
    if AutoSizing.depth > 0 {
      let margins = EdgeInsets(
        top: vertical.leadingMargin, left: horizontal.leadingMargin,
        bottom: vertical.trailingMargin, right: horizontal.trailingMargin)
      return view.setAutoSizingRect(
        CGRect(x: x, y: y, width: width, height: height), margins: margins, scale: scale)
    }
    view.setPinRect(
      CGRect(x: x, y: y, width: width, height: height), keepTransform: keepTransform,
      scale: scale, center: center, bounds: bounds)
  }

  /// Where `justify`/`align` place the view between its two edges (`.none` is the leading one).
  private var justification: AxisLine {
    mutating get {
      switch justify ?? .left {
      case .left, .none: return .leading
      case .center: return .center
      case .right: return .trailing
      case .start: return isLTR ? .leading : .trailing
      case .end: return isLTR ? .trailing : .leading
      }
    }
  }

  private var alignment: AxisLine {
    mutating get {
      switch align ?? .top {
      case .top, .none: return .leading
      case .center: return .center
      case .bottom: return .trailing
      }
    }
  }

  static func isValidDimension(_ value: CGFloat) -> Bool {
    value.isFinite && value >= 0
  }

  /// The origin and length along `axis`, PinLayout's cases in order: both edges; an edge or the
  /// centre with a size; an edge or the centre alone; a size alone; nothing.
  private mutating func position(
    _ axis: Axis, size: CGFloat?, alignment: AxisLine, current: CGFloat, currentLength: CGFloat
  ) -> (CGFloat, CGFloat) {
    let slots = self[axis]
    let (before, after) = (slots.leadingMargin, slots.trailingMargin)
    switch (slots.leading, slots.trailing, slots.center) {
    case (let leading?, let trailing?, _):
      guard let size else {
        let origin = leading + before
        return (origin, trailing - after - origin)
      }
      switch alignment {
      case .leading: return (leading + before, size)
      case .center:
        return (leading + before + (trailing - leading - before - after - size) / 2, size)
      case .trailing: return (trailing - after - size, size)
      }
    case (let leading?, nil, _):
      return (leading + before, size ?? currentLength)
    case (nil, let trailing?, _):
      let length = size ?? currentLength
      return (trailing - after - length, length)
    case (nil, nil, let center?):
      let length = size ?? currentLength
      return (center - length / 2 + before - after, length)
    case (nil, nil, nil):
      return (current, size ?? currentLength)
    }
  }

  /// `pinEdges()`: turns an edge (or the centre) plus a size into two edges, so that margins
  /// shrink the view instead of moving it.
  @inline(never)
  private mutating func convertPinnedEdges() {
    guard
      horizontal.leading == nil || horizontal.trailing == nil || vertical.leading == nil
        || vertical.trailing == nil
    else {
      return warn(
        "pinEdges() won't be applied, top, left, bottom and right coordinates are already set.")
    }
    pinEdges(of: .horizontal)
    pinEdges(of: .vertical)
  }

  private mutating func pinEdges(of axis: Axis) {
    var slots = self[axis]
    guard let size = slots.clamped(slots.size), slots.leading == nil || slots.trailing == nil
    else { return }
    if let leading = slots.leading {
      slots.trailing = leading + size
    } else if let trailing = slots.trailing {
      slots.leading = trailing - size
    } else if let center = slots.center {
      slots.leading = center - size / 2
      slots.trailing = center + size / 2
      slots.center = nil
    } else {
      return
    }
    slots.size = nil
    self[axis] = slots
  }

  /// `justify` and `align` need both edges (or `pinEdges()` with a size and one line) and are
  /// ignored with a centre: PinLayout warns about both before laying out.
  private mutating func warnAboutAlignmentPreconditions() {
    if let justify { warnAboutAlignment(Context("justify", .option(justify.name)), .horizontal) }
    if let align { warnAboutAlignment(Context("align", .option(align.name)), .vertical) }
  }

  private mutating func warnAboutAlignment(_ context: Context, _ axis: Axis) {
    let slots = self[axis]
    let hasBothEdges = slots.leading != nil && slots.trailing != nil
    let pinsEdges =
      shouldPinEdges && slots.size != nil
      && (slots.leading != nil || slots.trailing != nil || slots.center != nil)
    if !hasBothEdges && !pinsEdges {
      let reason =
        axis == .horizontal
        ? "the left and right coordinates must be set to justify the view horizontally."
        : "the top and bottom coordinates must be set to align the view vertically."
      warnWontBeApplied(reason, context)
    }
    if slots.center != nil {
      let reason =
        axis == .horizontal
        ? "justification is not applied when hCenter has been set. By default the view will be "
          + "centered around the hCenter."
        : "alignment is not applied when vCenter has been set. By default the view will be "
          + "centered around the specified vCenter."
      warnWontBeApplied(reason, context)
    }
  }
}
