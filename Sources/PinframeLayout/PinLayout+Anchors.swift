import Foundation

// Corners, side middles and the centre: relative to the superview (with an offset) and pinned
// to the anchors of other views.
extension PinLayout {
  /// Pins the top-left corner `offset` points inside the superview's top-left corner.
  @discardableResult
  public func topLeft(_ offset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .leading, offset, .leading, offset, Context("topLeft", .offset(offset)))
  }

  /// Pins the top-left corner to an anchor of another view.
  @discardableResult
  public func topLeft(to anchor: Anchor) -> PinLayout {
    pin(
      .leading, .leading, to: anchor,
      Context("topLeft", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the top-start corner (top-left in LTR) `offset` points inside the superview's one.
  @discardableResult
  public func topStart(_ offset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .leading, offset, startLine, offset, Context("topStart", .offset(offset)))
  }

  /// Pins the top-start corner (top-left in LTR, top-right in RTL) to an anchor of another view.
  @discardableResult
  public func topStart(to anchor: Anchor) -> PinLayout {
    pin(
      .leading, startLine, to: anchor,
      Context("topStart", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the middle of the top edge `topOffset` points below the middle of the superview's top edge.
  @discardableResult
  public func topCenter(_ topOffset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .leading, topOffset, .center, 0, Context("topCenter", .offset(topOffset)))
  }

  /// Pins the middle of the top edge to an anchor of another view.
  @discardableResult
  public func topCenter(to anchor: Anchor) -> PinLayout {
    pin(
      .leading, .center, to: anchor,
      Context("topCenter", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the top-right corner `offset` points inside the superview's top-right corner.
  @discardableResult
  public func topRight(_ offset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .leading, offset, .trailing, offset, Context("topRight", .offset(offset)))
  }

  /// Pins the top-right corner to an anchor of another view.
  @discardableResult
  public func topRight(to anchor: Anchor) -> PinLayout {
    pin(
      .leading, .trailing, to: anchor,
      Context("topRight", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the top-end corner (top-right in LTR) `offset` points inside the superview's one.
  @discardableResult
  public func topEnd(_ offset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .leading, offset, endLine, offset, Context("topEnd", .offset(offset)))
  }

  /// Pins the top-end corner (top-right in LTR, top-left in RTL) to an anchor of another view.
  @discardableResult
  public func topEnd(to anchor: Anchor) -> PinLayout {
    pin(
      .leading, endLine, to: anchor,
      Context("topEnd", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the middle of the left edge `leftOffset` points right of the middle of the superview's left edge.
  @discardableResult
  public func centerLeft(_ leftOffset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .center, 0, .leading, leftOffset, Context("centerLeft", .offset(leftOffset)))
  }

  /// Pins the middle of the left edge to an anchor of another view.
  @discardableResult
  public func centerLeft(to anchor: Anchor) -> PinLayout {
    pin(
      .center, .leading, to: anchor,
      Context("centerLeft", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the middle of the start edge `startOffset` points inside the middle of the superview's start edge.
  @discardableResult
  public func centerStart(_ startOffset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .center, 0, startLine, startOffset, Context("centerStart", .offset(startOffset)))
  }

  /// Pins the middle of the start edge to an anchor of another view.
  @discardableResult
  public func centerStart(to anchor: Anchor) -> PinLayout {
    pin(
      .center, startLine, to: anchor,
      Context("centerStart", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the centre on the superview's centre, moved by `offset` on both axes.
  @discardableResult
  public func center(_ offset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .center, offset, .center, offset, Context("center", .offset(offset)))
  }

  /// Pins the centre to an anchor of another view.
  @discardableResult
  public func center(to anchor: Anchor) -> PinLayout {
    pin(
      .center, .center, to: anchor,
      Context("center", .reference(anchor.kind.name, ViewReference(anchor.view)))
    )
  }

  /// Pins the middle of the right edge `rightOffset` points left of the middle of the superview's right edge.
  @discardableResult
  public func centerRight(_ rightOffset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .center, 0, .trailing, rightOffset, Context("centerRight", .offset(rightOffset)))
  }

  /// Pins the middle of the right edge to an anchor of another view.
  @discardableResult
  public func centerRight(to anchor: Anchor) -> PinLayout {
    pin(
      .center, .trailing, to: anchor,
      Context("centerRight", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the middle of the end edge `endOffset` points inside the middle of the superview's end edge.
  @discardableResult
  public func centerEnd(_ endOffset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .center, 0, endLine, endOffset, Context("centerEnd", .offset(endOffset)))
  }

  /// Pins the middle of the end edge to an anchor of another view.
  @discardableResult
  public func centerEnd(to anchor: Anchor) -> PinLayout {
    pin(
      .center, endLine, to: anchor,
      Context("centerEnd", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the bottom-left corner `offset` points inside the superview's bottom-left corner.
  @discardableResult
  public func bottomLeft(_ offset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .trailing, offset, .leading, offset, Context("bottomLeft", .offset(offset)))
  }

  /// Pins the bottom-left corner to an anchor of another view.
  @discardableResult
  public func bottomLeft(to anchor: Anchor) -> PinLayout {
    pin(
      .trailing, .leading, to: anchor,
      Context("bottomLeft", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the bottom-start corner (bottom-left in LTR) `offset` points inside the superview's one.
  @discardableResult
  public func bottomStart(_ offset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .trailing, offset, startLine, offset, Context("bottomStart", .offset(offset)))
  }

  /// Pins the bottom-start corner (bottom-left in LTR) to an anchor of another view.
  @discardableResult
  public func bottomStart(to anchor: Anchor) -> PinLayout {
    pin(
      .trailing, startLine, to: anchor,
      Context("bottomStart", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the middle of the bottom edge `bottomOffset` points above the middle of the superview's bottom edge.
  @discardableResult
  public func bottomCenter(_ bottomOffset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .trailing, bottomOffset, .center, 0, Context("bottomCenter", .offset(bottomOffset)))
  }

  /// Pins the middle of the bottom edge to an anchor of another view.
  @discardableResult
  public func bottomCenter(to anchor: Anchor) -> PinLayout {
    pin(
      .trailing, .center, to: anchor,
      Context("bottomCenter", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the bottom-right corner `offset` points inside the superview's bottom-right corner.
  @discardableResult
  public func bottomRight(_ offset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .trailing, offset, .trailing, offset, Context("bottomRight", .offset(offset)))
  }

  /// Pins the bottom-right corner to an anchor of another view.
  @discardableResult
  public func bottomRight(to anchor: Anchor) -> PinLayout {
    pin(
      .trailing, .trailing, to: anchor,
      Context("bottomRight", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins the bottom-end corner (bottom-right in LTR) `offset` points inside the superview's one.
  @discardableResult
  public func bottomEnd(_ offset: CGFloat = 0) -> PinLayout {
    pinPoint(
      .trailing, offset, endLine, offset, Context("bottomEnd", .offset(offset)))
  }

  /// Pins the bottom-end corner (bottom-right in LTR) to an anchor of another view.
  @discardableResult
  public func bottomEnd(to anchor: Anchor) -> PinLayout {
    pin(
      .trailing, endLine, to: anchor,
      Context("bottomEnd", .reference(anchor.kind.name, ViewReference(anchor.view))))
  }

  /// Pins a point of the view relative to the superview; every form but `topLeft` needs a
  /// superview, and without one nothing is pinned.
  private func pinPoint(
    _ vertical: AxisLine, _ verticalOffset: CGFloat, _ horizontal: AxisLine,
    _ horizontalOffset: CGFloat, _ context: Context
  ) -> PinLayout {
    guard (vertical == .leading && horizontal == .leading) || superviewRect != nil else {
      return self
    }
    pin(vertical, of: .vertical, offset: verticalOffset, context)
    return pin(horizontal, of: .horizontal, offset: horizontalOffset, context)
  }

  private func pin(
    _ vertical: AxisLine, _ horizontal: AxisLine, to anchor: Anchor, _ context: Context
  ) -> PinLayout {
    if let point = point(of: anchor, context) {
      setPoint(point, vertical: vertical, horizontal: horizontal, context)
    }
    return self
  }
}
