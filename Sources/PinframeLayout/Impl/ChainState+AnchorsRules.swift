import Foundation

// Corners, side middles and the centre: relative to the superview (with an offset) and pinned
// to the anchors of other views.
extension ChainState {
  @usableFromInline
  mutating func recordTopLeft(_ offset: CGFloat) {
    pinPoint(
      .leading, offset, .leading, offset, Context("topLeft", .offset(offset)))
  }

  @usableFromInline
  mutating func recordTopLeft(to anchor: Anchor) {
    pin(
      .leading, .leading, to: anchor,
      Context("topLeft", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordTopStart(_ offset: CGFloat) {
    pinPoint(
      .leading, offset, startLine, offset, Context("topStart", .offset(offset)))
  }

  @usableFromInline
  mutating func recordTopStart(to anchor: Anchor) {
    pin(
      .leading, startLine, to: anchor,
      Context("topStart", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordTopCenter(_ topOffset: CGFloat) {
    pinPoint(
      .leading, topOffset, .center, 0, Context("topCenter", .offset(topOffset)))
  }

  @usableFromInline
  mutating func recordTopCenter(to anchor: Anchor) {
    pin(
      .leading, .center, to: anchor,
      Context("topCenter", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordTopRight(_ offset: CGFloat) {
    pinPoint(
      .leading, offset, .trailing, offset, Context("topRight", .offset(offset)))
  }

  @usableFromInline
  mutating func recordTopRight(to anchor: Anchor) {
    pin(
      .leading, .trailing, to: anchor,
      Context("topRight", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordTopEnd(_ offset: CGFloat) {
    pinPoint(
      .leading, offset, endLine, offset, Context("topEnd", .offset(offset)))
  }

  @usableFromInline
  mutating func recordTopEnd(to anchor: Anchor) {
    pin(
      .leading, endLine, to: anchor,
      Context("topEnd", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordCenterLeft(_ leftOffset: CGFloat) {
    pinPoint(
      .center, 0, .leading, leftOffset, Context("centerLeft", .offset(leftOffset)))
  }

  @usableFromInline
  mutating func recordCenterLeft(to anchor: Anchor) {
    pin(
      .center, .leading, to: anchor,
      Context("centerLeft", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordCenterStart(_ startOffset: CGFloat) {
    pinPoint(
      .center, 0, startLine, startOffset, Context("centerStart", .offset(startOffset)))
  }

  @usableFromInline
  mutating func recordCenterStart(to anchor: Anchor) {
    pin(
      .center, startLine, to: anchor,
      Context("centerStart", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordCenter(_ offset: CGFloat) {
    pinPoint(
      .center, offset, .center, offset, Context("center", .offset(offset)))
  }

  @usableFromInline
  mutating func recordCenter(to anchor: Anchor) {
    pin(
      .center, .center, to: anchor,
      Context("center", .reference(anchor.kind.name, ViewReference(anchor.view)))
    )
  }

  @usableFromInline
  mutating func recordCenterRight(_ rightOffset: CGFloat) {
    pinPoint(
      .center, 0, .trailing, rightOffset, Context("centerRight", .offset(rightOffset)))
  }

  @usableFromInline
  mutating func recordCenterRight(to anchor: Anchor) {
    pin(
      .center, .trailing, to: anchor,
      Context("centerRight", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordCenterEnd(_ endOffset: CGFloat) {
    pinPoint(
      .center, 0, endLine, endOffset, Context("centerEnd", .offset(endOffset)))
  }

  @usableFromInline
  mutating func recordCenterEnd(to anchor: Anchor) {
    pin(
      .center, endLine, to: anchor,
      Context("centerEnd", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordBottomLeft(_ offset: CGFloat) {
    pinPoint(
      .trailing, offset, .leading, offset, Context("bottomLeft", .offset(offset)))
  }

  @usableFromInline
  mutating func recordBottomLeft(to anchor: Anchor) {
    pin(
      .trailing, .leading, to: anchor,
      Context("bottomLeft", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordBottomStart(_ offset: CGFloat) {
    pinPoint(
      .trailing, offset, startLine, offset, Context("bottomStart", .offset(offset)))
  }

  @usableFromInline
  mutating func recordBottomStart(to anchor: Anchor) {
    pin(
      .trailing, startLine, to: anchor,
      Context("bottomStart", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordBottomCenter(_ bottomOffset: CGFloat) {
    pinPoint(
      .trailing, bottomOffset, .center, 0, Context("bottomCenter", .offset(bottomOffset)))
  }

  @usableFromInline
  mutating func recordBottomCenter(to anchor: Anchor) {
    pin(
      .trailing, .center, to: anchor,
      Context("bottomCenter", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordBottomRight(_ offset: CGFloat) {
    pinPoint(
      .trailing, offset, .trailing, offset, Context("bottomRight", .offset(offset)))
  }

  @usableFromInline
  mutating func recordBottomRight(to anchor: Anchor) {
    pin(
      .trailing, .trailing, to: anchor,
      Context("bottomRight", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  @usableFromInline
  mutating func recordBottomEnd(_ offset: CGFloat) {
    pinPoint(
      .trailing, offset, endLine, offset, Context("bottomEnd", .offset(offset)))
  }

  @usableFromInline
  mutating func recordBottomEnd(to anchor: Anchor) {
    pin(
      .trailing, endLine, to: anchor,
      Context("bottomEnd", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins a point of the view relative to the superview; every form but `topLeft` needs a
  /// superview, and without one nothing is pinned.
  private mutating func pinPoint(
    _ vertical: AxisLine, _ verticalOffset: CGFloat, _ horizontal: AxisLine,
    _ horizontalOffset: CGFloat, _ context: Context
  ) {
    guard (vertical == .leading && horizontal == .leading) || superviewRect != nil else {
      return
    }
    pin(vertical, of: .vertical, offset: verticalOffset, context)
    pin(horizontal, of: .horizontal, offset: horizontalOffset, context)
  }

  private mutating func pin(
    _ vertical: AxisLine, _ horizontal: AxisLine, to anchor: Anchor, _ context: Context
  ) {
    if let point = point(of: anchor, context) {
      setPoint(point, vertical: vertical, horizontal: horizontal, context)
    }
  }
}
