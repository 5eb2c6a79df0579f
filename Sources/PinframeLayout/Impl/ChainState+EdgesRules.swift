import Foundation
import PinframeGraphics

// Edges relative to the superview (offsets, percentages, insets), edges of other views, and the
// multi-edge shortcuts.
extension ChainState {
  @usableFromInline
  mutating func recordTop(_ offset: CGFloat) {
    pin(.leading, of: .vertical, offset: offset, Context("top", .offset(offset)))
  }

  @usableFromInline
  mutating func recordTop(_ percent: Percent) {
    pin(.leading, of: .vertical, percent: percent, Context("top", .percent(percent)))
  }

  @usableFromInline
  mutating func recordTop(_ insets: PEdgeInsets) {
    pin(.leading, of: .vertical, offset: insets.top, Context("top", .insets(insets)))
  }

  @usableFromInline
  mutating func recordLeft(_ offset: CGFloat) {
    pin(.leading, of: .horizontal, offset: offset, Context("left", .offset(offset)))
  }

  @usableFromInline
  mutating func recordLeft(_ percent: Percent) {
    pin(.leading, of: .horizontal, percent: percent, Context("left", .percent(percent)))
  }

  @usableFromInline
  mutating func recordLeft(_ insets: PEdgeInsets) {
    pin(.leading, of: .horizontal, offset: insets.left, Context("left", .insets(insets)))
  }

  @usableFromInline
  mutating func recordBottom(_ offset: CGFloat) {
    pin(.trailing, of: .vertical, offset: offset, Context("bottom", .offset(offset)))
  }

  @usableFromInline
  mutating func recordBottom(_ percent: Percent) {
    pin(.trailing, of: .vertical, percent: percent, Context("bottom", .percent(percent)))
  }

  @usableFromInline
  mutating func recordBottom(_ insets: PEdgeInsets) {
    pin(.trailing, of: .vertical, offset: insets.bottom, Context("bottom", .insets(insets)))
  }

  @usableFromInline
  mutating func recordRight(_ offset: CGFloat) {
    pin(.trailing, of: .horizontal, offset: offset, Context("right", .offset(offset)))
  }

  @usableFromInline
  mutating func recordRight(_ percent: Percent) {
    pin(.trailing, of: .horizontal, percent: percent, Context("right", .percent(percent)))
  }

  @usableFromInline
  mutating func recordRight(_ insets: PEdgeInsets) {
    pin(.trailing, of: .horizontal, offset: insets.right, Context("right", .insets(insets)))
  }

  @usableFromInline
  mutating func recordStart(_ offset: CGFloat) {
    pin(startLine, of: .horizontal, offset: offset, Context("start", .offset(offset)))
  }

  @usableFromInline
  mutating func recordStart(_ percent: Percent) {
    pin(startLine, of: .horizontal, percent: percent, Context("start", .percent(percent)))
  }

  @usableFromInline
  mutating func recordStart(_ insets: PEdgeInsets) {
    let offset = isLTR ? insets.left : insets.right
    pin(startLine, of: .horizontal, offset: offset, Context("start", .insets(insets)))
  }

  @usableFromInline
  mutating func recordEnd(_ offset: CGFloat) {
    pin(endLine, of: .horizontal, offset: offset, Context("end", .offset(offset)))
  }

  @usableFromInline
  mutating func recordEnd(_ percent: Percent) {
    pin(endLine, of: .horizontal, percent: percent, Context("end", .percent(percent)))
  }

  @usableFromInline
  mutating func recordEnd(_ insets: PEdgeInsets) {
    let offset = isLTR ? insets.right : insets.left
    pin(endLine, of: .horizontal, offset: offset, Context("end", .insets(insets)))
  }

  @usableFromInline
  mutating func recordHCenter(_ offset: CGFloat) {
    pin(.center, of: .horizontal, offset: offset, Context("hCenter", .offset(offset)))
  }

  @usableFromInline
  mutating func recordHCenter(_ percent: Percent) {
    pin(.center, of: .horizontal, percent: percent, Context("hCenter", .percent(percent)))
  }

  @usableFromInline
  mutating func recordVCenter(_ offset: CGFloat) {
    pin(.center, of: .vertical, offset: offset, Context("vCenter", .offset(offset)))
  }

  @usableFromInline
  mutating func recordVCenter(_ percent: Percent) {
    pin(.center, of: .vertical, percent: percent, Context("vCenter", .percent(percent)))
  }

  /// The line `start` pins on the horizontal axis: leading in LTR, trailing in RTL.
  var startLine: AxisLine {
    mutating get { isLTR ? .leading : .trailing }
  }

  /// The line `end` pins on the horizontal axis: trailing in LTR, leading in RTL.
  var endLine: AxisLine {
    mutating get { isLTR ? .trailing : .leading }
  }

  /// Pins a line `offset` points from the superview's matching line (inwards for the trailing
  /// edge); the trailing edge and the centre need a superview.
  mutating func pin(_ line: AxisLine, of axis: Axis, offset: CGFloat, _ context: Context) {
    guard line != .leading else {
      setLine(line, of: axis, to: offset, context)
      return
    }
    guard let length = superviewLength(axis) else { return }
    setLine(line, of: axis, to: line == .center ? length / 2 + offset : length - offset, context)
  }

  /// Pins a line a percentage of the superview's length from the superview's matching line.
  mutating func pin(_ line: AxisLine, of axis: Axis, percent: Percent, _ context: Context) {
    guard let length = superviewLength(axis) else { return }
    pin(line, of: axis, offset: percent.of(length), context)
  }
}

extension ChainState {
  @usableFromInline
  mutating func recordAll(_ margin: CGFloat) {
    let context = Context("all", .offset(margin))
    pinEdges(
      top: margin, left: margin, bottom: margin, right: margin, context, vertically: true,
      horizontally: true)
  }

  @usableFromInline
  mutating func recordAll(_ insets: PEdgeInsets) {
    pinEdges(insets, Context("all", .insets(insets)), vertically: true, horizontally: true)
  }

  @usableFromInline
  mutating func recordHorizontally(_ margin: CGFloat) {
    pinEdges(
      top: 0, left: margin, bottom: 0, right: margin, Context("horizontally", .offset(margin)),
      vertically: false, horizontally: true)
  }

  @usableFromInline
  mutating func recordHorizontally(_ percent: Percent) {
    let context = Context("horizontally", .percent(percent))
    pin(.leading, of: .horizontal, percent: percent, context.coordinate("left"))
    pin(.trailing, of: .horizontal, percent: percent, context.coordinate("right"))
  }

  @usableFromInline
  mutating func recordHorizontally(_ insets: PEdgeInsets) {
    pinEdges(
      insets, Context("horizontally", .insets(insets)), vertically: false, horizontally: true)
  }

  @usableFromInline
  mutating func recordVertically(_ margin: CGFloat) {
    pinEdges(
      top: margin, left: 0, bottom: margin, right: 0, Context("vertically", .offset(margin)),
      vertically: true, horizontally: false)
  }

  @usableFromInline
  mutating func recordVertically(_ percent: Percent) {
    let context = Context("vertically", .percent(percent))
    pin(.leading, of: .vertical, percent: percent, context.coordinate("top"))
    pin(.trailing, of: .vertical, percent: percent, context.coordinate("bottom"))
  }

  @usableFromInline
  mutating func recordVertically(_ insets: PEdgeInsets) {
    pinEdges(insets, Context("vertically", .insets(insets)), vertically: true, horizontally: false)
  }

  private mutating func pinEdges(
    _ insets: PEdgeInsets, _ context: Context, vertically: Bool, horizontally: Bool
  ) {
    pinEdges(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right, context,
      vertically: vertically, horizontally: horizontally)
  }

  /// Pins the chosen pairs of edges inside the superview, in PinLayout's order: top, bottom,
  /// left, right.
  private mutating func pinEdges(
    top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat, _ context: Context,
    vertically: Bool, horizontally: Bool
  ) {
    if vertically {
      pin(.leading, of: .vertical, offset: top, context.coordinate("top"))
      pin(.trailing, of: .vertical, offset: bottom, context.coordinate("bottom"))
    }
    if horizontally {
      pin(.leading, of: .horizontal, offset: left, context.coordinate("left"))
      pin(.trailing, of: .horizontal, offset: right, context.coordinate("right"))
    }
  }
}

extension ChainState {
  @usableFromInline
  mutating func recordTop(to edge: VerticalEdge) {
    pin(.leading, to: edge, "top")
  }

  @usableFromInline
  mutating func recordVCenter(to edge: VerticalEdge) {
    pin(.center, to: edge, "vCenter")
  }

  @usableFromInline
  mutating func recordBottom(to edge: VerticalEdge) {
    pin(.trailing, to: edge, "bottom")
  }

  @usableFromInline
  mutating func recordLeft(to edge: HorizontalEdge) {
    pin(.leading, to: edge, "left")
  }

  @usableFromInline
  mutating func recordHCenter(to edge: HorizontalEdge) {
    pin(.center, to: edge, "hCenter")
  }

  @usableFromInline
  mutating func recordRight(to edge: HorizontalEdge) {
    pin(.trailing, to: edge, "right")
  }

  @usableFromInline
  mutating func recordStart(to edge: HorizontalEdge) {
    pin(startLine, to: edge, "start")
  }

  @usableFromInline
  mutating func recordEnd(to edge: HorizontalEdge) {
    pin(endLine, to: edge, "end")
  }

  /// Pins a line to another view's edge; `method` names the call in warnings.
  private mutating func pin(_ line: AxisLine, to edge: VerticalEdge, _ method: StaticString) {
    if isSibling(edge.view),
      storeQuietly(edge.coordinate(keepTransform: keepTransform), at: line, of: .vertical)
    {
      return
    }
    let context = Context(method, .reference(edge.kind.name, ViewReference(edge.view)))
    if let y = coordinate(of: edge, context) { setLine(line, of: .vertical, to: y, context) }
  }

  private mutating func pin(_ line: AxisLine, to edge: HorizontalEdge, _ method: StaticString) {
    if isSibling(edge.view),
      storeQuietly(edge.coordinate(keepTransform: keepTransform), at: line, of: .horizontal)
    {
      return
    }
    let context = Context(method, .reference(edge.kind.name, ViewReference(edge.view)))
    if let x = coordinate(of: edge, context) { setLine(line, of: .horizontal, to: x, context) }
  }
}
