import Foundation
import PinframeGraphics

// Edges relative to the superview (offsets, percentages, insets), edges of other views, and the
// multi-edge shortcuts.
extension PinLayout {
  /// Pins the top edge `offset` points below the superview's top edge.
  @discardableResult
  public func top(_ offset: CGFloat = 0) -> PinLayout {
    pin(.leading, of: .vertical, offset: offset, Context("top", .offset(offset)))
  }

  /// Pins the top edge a percentage of the superview's height below its top edge.
  @discardableResult
  public func top(_ percent: Percent) -> PinLayout {
    pin(.leading, of: .vertical, percent: percent, Context("top", .percent(percent)))
  }

  /// Pins the top edge `insets.top` points below the superview's top edge.
  @discardableResult
  public func top(_ insets: PEdgeInsets) -> PinLayout {
    pin(.leading, of: .vertical, offset: insets.top, Context("top", .insets(insets)))
  }

  /// Pins the left edge `offset` points right of the superview's left edge.
  @discardableResult
  public func left(_ offset: CGFloat = 0) -> PinLayout {
    pin(.leading, of: .horizontal, offset: offset, Context("left", .offset(offset)))
  }

  /// Pins the left edge a percentage of the superview's width right of its left edge.
  @discardableResult
  public func left(_ percent: Percent) -> PinLayout {
    pin(.leading, of: .horizontal, percent: percent, Context("left", .percent(percent)))
  }

  /// Pins the left edge `insets.left` points right of the superview's left edge.
  @discardableResult
  public func left(_ insets: PEdgeInsets) -> PinLayout {
    pin(.leading, of: .horizontal, offset: insets.left, Context("left", .insets(insets)))
  }

  /// Pins the bottom edge `offset` points above the superview's bottom edge.
  @discardableResult
  public func bottom(_ offset: CGFloat = 0) -> PinLayout {
    pin(.trailing, of: .vertical, offset: offset, Context("bottom", .offset(offset)))
  }

  /// Pins the bottom edge a percentage of the superview's height above its bottom edge.
  @discardableResult
  public func bottom(_ percent: Percent) -> PinLayout {
    pin(.trailing, of: .vertical, percent: percent, Context("bottom", .percent(percent)))
  }

  /// Pins the bottom edge `insets.bottom` points above the superview's bottom edge.
  @discardableResult
  public func bottom(_ insets: PEdgeInsets) -> PinLayout {
    pin(.trailing, of: .vertical, offset: insets.bottom, Context("bottom", .insets(insets)))
  }

  /// Pins the right edge `offset` points left of the superview's right edge.
  @discardableResult
  public func right(_ offset: CGFloat = 0) -> PinLayout {
    pin(.trailing, of: .horizontal, offset: offset, Context("right", .offset(offset)))
  }

  /// Pins the right edge a percentage of the superview's width left of its right edge.
  @discardableResult
  public func right(_ percent: Percent) -> PinLayout {
    pin(.trailing, of: .horizontal, percent: percent, Context("right", .percent(percent)))
  }

  /// Pins the right edge `insets.right` points left of the superview's right edge.
  @discardableResult
  public func right(_ insets: PEdgeInsets) -> PinLayout {
    pin(.trailing, of: .horizontal, offset: insets.right, Context("right", .insets(insets)))
  }

  /// Pins the start edge (left in LTR, right in RTL) `offset` points from the superview's one.
  @discardableResult
  public func start(_ offset: CGFloat = 0) -> PinLayout {
    pin(startLine, of: .horizontal, offset: offset, Context("start", .offset(offset)))
  }

  /// Pins the start edge a percentage of the superview's width from the superview's one.
  @discardableResult
  public func start(_ percent: Percent) -> PinLayout {
    pin(startLine, of: .horizontal, percent: percent, Context("start", .percent(percent)))
  }

  /// Pins the start edge `insets.left` (LTR) or `insets.right` (RTL) points from the
  /// superview's start edge.
  @discardableResult
  public func start(_ insets: PEdgeInsets) -> PinLayout {
    let offset = isLTR ? insets.left : insets.right
    return pin(startLine, of: .horizontal, offset: offset, Context("start", .insets(insets)))
  }

  /// Pins the end edge (right in LTR, left in RTL) `offset` points from the superview's one.
  @discardableResult
  public func end(_ offset: CGFloat = 0) -> PinLayout {
    pin(endLine, of: .horizontal, offset: offset, Context("end", .offset(offset)))
  }

  /// Pins the end edge a percentage of the superview's width from the superview's one.
  @discardableResult
  public func end(_ percent: Percent) -> PinLayout {
    pin(endLine, of: .horizontal, percent: percent, Context("end", .percent(percent)))
  }

  /// Pins the end edge `insets.right` (LTR) or `insets.left` (RTL) points from the superview's
  /// end edge.
  @discardableResult
  public func end(_ insets: PEdgeInsets) -> PinLayout {
    let offset = isLTR ? insets.right : insets.left
    return pin(endLine, of: .horizontal, offset: offset, Context("end", .insets(insets)))
  }

  /// Centres the view horizontally in the superview, moved right by `offset`.
  @discardableResult
  public func hCenter(_ offset: CGFloat = 0) -> PinLayout {
    pin(.center, of: .horizontal, offset: offset, Context("hCenter", .offset(offset)))
  }

  /// Centres the view horizontally in the superview, moved right by a percentage of its width.
  @discardableResult
  public func hCenter(_ percent: Percent) -> PinLayout {
    pin(.center, of: .horizontal, percent: percent, Context("hCenter", .percent(percent)))
  }

  /// Centres the view vertically in the superview, moved down by `offset`.
  @discardableResult
  public func vCenter(_ offset: CGFloat = 0) -> PinLayout {
    pin(.center, of: .vertical, offset: offset, Context("vCenter", .offset(offset)))
  }

  /// Centres the view vertically in the superview, moved down by a percentage of its height.
  @discardableResult
  public func vCenter(_ percent: Percent) -> PinLayout {
    pin(.center, of: .vertical, percent: percent, Context("vCenter", .percent(percent)))
  }

  /// The line `start` pins on the horizontal axis: leading in LTR, trailing in RTL.
  var startLine: AxisLine { isLTR ? .leading : .trailing }
  /// The line `end` pins on the horizontal axis: trailing in LTR, leading in RTL.
  var endLine: AxisLine { isLTR ? .trailing : .leading }

  /// Pins a line `offset` points from the superview's matching line (inwards for the trailing
  /// edge); the trailing edge and the centre need a superview.
  @discardableResult
  func pin(_ line: AxisLine, of axis: Axis, offset: CGFloat, _ context: Context) -> PinLayout {
    guard line != .leading else {
      setLine(line, of: axis, to: offset, context)
      return self
    }
    guard let length = superviewLength(axis) else { return self }
    setLine(line, of: axis, to: line == .center ? length / 2 + offset : length - offset, context)
    return self
  }

  /// Pins a line a percentage of the superview's length from the superview's matching line.
  @discardableResult
  func pin(_ line: AxisLine, of axis: Axis, percent: Percent, _ context: Context) -> PinLayout {
    guard let length = superviewLength(axis) else { return self }
    return pin(line, of: axis, offset: percent.of(length), context)
  }
}

// MARK: - Multi-edge shortcuts

extension PinLayout {
  /// Pins the four edges `margin` points inside the superview's edges.
  @discardableResult
  public func all(_ margin: CGFloat = 0) -> PinLayout {
    let context = Context("all", .offset(margin))
    return pinEdges(
      top: margin, left: margin, bottom: margin, right: margin, context, vertically: true,
      horizontally: true)
  }

  /// Pins the four edges inside the superview's edges by `insets`.
  @discardableResult
  public func all(_ insets: PEdgeInsets) -> PinLayout {
    pinEdges(insets, Context("all", .insets(insets)), vertically: true, horizontally: true)
  }

  /// Pins the left and right edges `margin` points inside the superview's edges.
  @discardableResult
  public func horizontally(_ margin: CGFloat = 0) -> PinLayout {
    pinEdges(
      top: 0, left: margin, bottom: 0, right: margin, Context("horizontally", .offset(margin)),
      vertically: false, horizontally: true)
  }

  /// Pins the left and right edges a percentage of the superview's width inside its edges.
  @discardableResult
  public func horizontally(_ percent: Percent) -> PinLayout {
    let context = Context("horizontally", .percent(percent))
    pin(.leading, of: .horizontal, percent: percent, context.coordinate("left"))
    return pin(.trailing, of: .horizontal, percent: percent, context.coordinate("right"))
  }

  /// Pins the left and right edges inside the superview's edges by `insets.left` and
  /// `insets.right`.
  @discardableResult
  public func horizontally(_ insets: PEdgeInsets) -> PinLayout {
    pinEdges(
      insets, Context("horizontally", .insets(insets)), vertically: false, horizontally: true)
  }

  /// Pins the top and bottom edges `margin` points inside the superview's edges.
  @discardableResult
  public func vertically(_ margin: CGFloat = 0) -> PinLayout {
    pinEdges(
      top: margin, left: 0, bottom: margin, right: 0, Context("vertically", .offset(margin)),
      vertically: true, horizontally: false)
  }

  /// Pins the top and bottom edges a percentage of the superview's height inside its edges.
  @discardableResult
  public func vertically(_ percent: Percent) -> PinLayout {
    let context = Context("vertically", .percent(percent))
    pin(.leading, of: .vertical, percent: percent, context.coordinate("top"))
    return pin(.trailing, of: .vertical, percent: percent, context.coordinate("bottom"))
  }

  /// Pins the top and bottom edges inside the superview's edges by `insets.top` and
  /// `insets.bottom`.
  @discardableResult
  public func vertically(_ insets: PEdgeInsets) -> PinLayout {
    pinEdges(insets, Context("vertically", .insets(insets)), vertically: true, horizontally: false)
  }

  private func pinEdges(
    _ insets: PEdgeInsets, _ context: Context, vertically: Bool, horizontally: Bool
  ) -> PinLayout {
    pinEdges(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right, context,
      vertically: vertically, horizontally: horizontally)
  }

  /// Pins the chosen pairs of edges inside the superview, in PinLayout's order: top, bottom,
  /// left, right.
  private func pinEdges(
    top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat, _ context: Context,
    vertically: Bool, horizontally: Bool
  ) -> PinLayout {
    if vertically {
      pin(.leading, of: .vertical, offset: top, context.coordinate("top"))
      pin(.trailing, of: .vertical, offset: bottom, context.coordinate("bottom"))
    }
    if horizontally {
      pin(.leading, of: .horizontal, offset: left, context.coordinate("left"))
      pin(.trailing, of: .horizontal, offset: right, context.coordinate("right"))
    }
    return self
  }
}

// MARK: - Edges of other views

extension PinLayout {
  /// Pins the top edge to an edge of another view, at any depth of any hierarchy.
  @discardableResult
  public func top(to edge: VerticalEdge) -> PinLayout {
    pin(.leading, to: edge, Context("top", .reference(edge.kind.name, ViewReference(edge.view))))
  }

  /// Pins the vertical centre to an edge of another view.
  @discardableResult
  public func vCenter(to edge: VerticalEdge) -> PinLayout {
    pin(.center, to: edge, Context("vCenter", .reference(edge.kind.name, ViewReference(edge.view))))
  }

  /// Pins the bottom edge to an edge of another view.
  @discardableResult
  public func bottom(to edge: VerticalEdge) -> PinLayout {
    pin(
      .trailing, to: edge, Context("bottom", .reference(edge.kind.name, ViewReference(edge.view))))
  }

  /// Pins the left edge to an edge of another view.
  @discardableResult
  public func left(to edge: HorizontalEdge) -> PinLayout {
    pin(.leading, to: edge, Context("left", .reference(edge.kind.name, ViewReference(edge.view))))
  }

  /// Pins the horizontal centre to an edge of another view.
  @discardableResult
  public func hCenter(to edge: HorizontalEdge) -> PinLayout {
    pin(.center, to: edge, Context("hCenter", .reference(edge.kind.name, ViewReference(edge.view))))
  }

  /// Pins the right edge to an edge of another view.
  @discardableResult
  public func right(to edge: HorizontalEdge) -> PinLayout {
    pin(.trailing, to: edge, Context("right", .reference(edge.kind.name, ViewReference(edge.view))))
  }

  /// Pins the start edge (left in LTR, right in RTL) to an edge of another view.
  @discardableResult
  public func start(to edge: HorizontalEdge) -> PinLayout {
    pin(startLine, to: edge, Context("start", .reference(edge.kind.name, ViewReference(edge.view))))
  }

  /// Pins the end edge (right in LTR, left in RTL) to an edge of another view.
  @discardableResult
  public func end(to edge: HorizontalEdge) -> PinLayout {
    pin(endLine, to: edge, Context("end", .reference(edge.kind.name, ViewReference(edge.view))))
  }

  private func pin(_ line: AxisLine, to edge: VerticalEdge, _ context: Context) -> PinLayout {
    if let y = coordinate(of: edge, context) { setLine(line, of: .vertical, to: y, context) }
    return self
  }

  private func pin(_ line: AxisLine, to edge: HorizontalEdge, _ context: Context) -> PinLayout {
    if let x = coordinate(of: edge, context) { setLine(line, of: .horizontal, to: x, context) }
    return self
  }
}
