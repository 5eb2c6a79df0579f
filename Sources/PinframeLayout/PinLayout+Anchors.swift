import Foundation

// Corners, side middles and the centre: relative to the superview (with an offset) and pinned
// to the anchors of other views.
extension PinLayout {
  /// Pins the top-left corner `offset` points inside the superview's top-left corner.
  @inlinable @discardableResult
  public func topLeft(_ offset: CGFloat = 0) -> PinLayout {
    recordTopLeft(offset)
    return self
  }

  /// Pins the top-left corner to an anchor of another view.
  @inlinable @discardableResult
  public func topLeft(to anchor: Anchor) -> PinLayout {
    recordTopLeft(to: anchor)
    return self
  }

  /// Pins the top-start corner (top-left in LTR) `offset` points inside the superview's one.
  @inlinable @discardableResult
  public func topStart(_ offset: CGFloat = 0) -> PinLayout {
    recordTopStart(offset)
    return self
  }

  /// Pins the top-start corner (top-left in LTR, top-right in RTL) to an anchor of another view.
  @inlinable @discardableResult
  public func topStart(to anchor: Anchor) -> PinLayout {
    recordTopStart(to: anchor)
    return self
  }

  /// Pins the middle of the top edge `topOffset` points below the middle of the superview's top edge.
  @inlinable @discardableResult
  public func topCenter(_ topOffset: CGFloat = 0) -> PinLayout {
    recordTopCenter(topOffset)
    return self
  }

  /// Pins the middle of the top edge to an anchor of another view.
  @inlinable @discardableResult
  public func topCenter(to anchor: Anchor) -> PinLayout {
    recordTopCenter(to: anchor)
    return self
  }

  /// Pins the top-right corner `offset` points inside the superview's top-right corner.
  @inlinable @discardableResult
  public func topRight(_ offset: CGFloat = 0) -> PinLayout {
    recordTopRight(offset)
    return self
  }

  /// Pins the top-right corner to an anchor of another view.
  @inlinable @discardableResult
  public func topRight(to anchor: Anchor) -> PinLayout {
    recordTopRight(to: anchor)
    return self
  }

  /// Pins the top-end corner (top-right in LTR) `offset` points inside the superview's one.
  @inlinable @discardableResult
  public func topEnd(_ offset: CGFloat = 0) -> PinLayout {
    recordTopEnd(offset)
    return self
  }

  /// Pins the top-end corner (top-right in LTR, top-left in RTL) to an anchor of another view.
  @inlinable @discardableResult
  public func topEnd(to anchor: Anchor) -> PinLayout {
    recordTopEnd(to: anchor)
    return self
  }

  /// Pins the middle of the left edge `leftOffset` points right of the middle of the superview's left edge.
  @inlinable @discardableResult
  public func centerLeft(_ leftOffset: CGFloat = 0) -> PinLayout {
    recordCenterLeft(leftOffset)
    return self
  }

  /// Pins the middle of the left edge to an anchor of another view.
  @inlinable @discardableResult
  public func centerLeft(to anchor: Anchor) -> PinLayout {
    recordCenterLeft(to: anchor)
    return self
  }

  /// Pins the middle of the start edge `startOffset` points inside the middle of the superview's start edge.
  @inlinable @discardableResult
  public func centerStart(_ startOffset: CGFloat = 0) -> PinLayout {
    recordCenterStart(startOffset)
    return self
  }

  /// Pins the middle of the start edge to an anchor of another view.
  @inlinable @discardableResult
  public func centerStart(to anchor: Anchor) -> PinLayout {
    recordCenterStart(to: anchor)
    return self
  }

  /// Pins the centre on the superview's centre, moved by `offset` on both axes.
  @inlinable @discardableResult
  public func center(_ offset: CGFloat = 0) -> PinLayout {
    recordCenter(offset)
    return self
  }

  /// Pins the centre to an anchor of another view.
  @inlinable @discardableResult
  public func center(to anchor: Anchor) -> PinLayout {
    recordCenter(to: anchor)
    return self
  }

  /// Pins the middle of the right edge `rightOffset` points left of the middle of the superview's right edge.
  @inlinable @discardableResult
  public func centerRight(_ rightOffset: CGFloat = 0) -> PinLayout {
    recordCenterRight(rightOffset)
    return self
  }

  /// Pins the middle of the right edge to an anchor of another view.
  @inlinable @discardableResult
  public func centerRight(to anchor: Anchor) -> PinLayout {
    recordCenterRight(to: anchor)
    return self
  }

  /// Pins the middle of the end edge `endOffset` points inside the middle of the superview's end edge.
  @inlinable @discardableResult
  public func centerEnd(_ endOffset: CGFloat = 0) -> PinLayout {
    recordCenterEnd(endOffset)
    return self
  }

  /// Pins the middle of the end edge to an anchor of another view.
  @inlinable @discardableResult
  public func centerEnd(to anchor: Anchor) -> PinLayout {
    recordCenterEnd(to: anchor)
    return self
  }

  /// Pins the bottom-left corner `offset` points inside the superview's bottom-left corner.
  @inlinable @discardableResult
  public func bottomLeft(_ offset: CGFloat = 0) -> PinLayout {
    recordBottomLeft(offset)
    return self
  }

  /// Pins the bottom-left corner to an anchor of another view.
  @inlinable @discardableResult
  public func bottomLeft(to anchor: Anchor) -> PinLayout {
    recordBottomLeft(to: anchor)
    return self
  }

  /// Pins the bottom-start corner (bottom-left in LTR) `offset` points inside the superview's one.
  @inlinable @discardableResult
  public func bottomStart(_ offset: CGFloat = 0) -> PinLayout {
    recordBottomStart(offset)
    return self
  }

  /// Pins the bottom-start corner (bottom-left in LTR) to an anchor of another view.
  @inlinable @discardableResult
  public func bottomStart(to anchor: Anchor) -> PinLayout {
    recordBottomStart(to: anchor)
    return self
  }

  /// Pins the middle of the bottom edge `bottomOffset` points above the middle of the superview's bottom edge.
  @inlinable @discardableResult
  public func bottomCenter(_ bottomOffset: CGFloat = 0) -> PinLayout {
    recordBottomCenter(bottomOffset)
    return self
  }

  /// Pins the middle of the bottom edge to an anchor of another view.
  @inlinable @discardableResult
  public func bottomCenter(to anchor: Anchor) -> PinLayout {
    recordBottomCenter(to: anchor)
    return self
  }

  /// Pins the bottom-right corner `offset` points inside the superview's bottom-right corner.
  @inlinable @discardableResult
  public func bottomRight(_ offset: CGFloat = 0) -> PinLayout {
    recordBottomRight(offset)
    return self
  }

  /// Pins the bottom-right corner to an anchor of another view.
  @inlinable @discardableResult
  public func bottomRight(to anchor: Anchor) -> PinLayout {
    recordBottomRight(to: anchor)
    return self
  }

  /// Pins the bottom-end corner (bottom-right in LTR) `offset` points inside the superview's one.
  @inlinable @discardableResult
  public func bottomEnd(_ offset: CGFloat = 0) -> PinLayout {
    recordBottomEnd(offset)
    return self
  }

  /// Pins the bottom-end corner (bottom-right in LTR) to an anchor of another view.
  @inlinable @discardableResult
  public func bottomEnd(to anchor: Anchor) -> PinLayout {
    recordBottomEnd(to: anchor)
    return self
  }
}
