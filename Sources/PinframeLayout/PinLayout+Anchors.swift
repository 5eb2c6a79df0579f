import Foundation

// Corners, side middles and the centre: relative to the superview (with an offset) and pinned
// to the anchors of other views.
extension PinLayout {
  /// Pins the top-left corner `offset` points inside the superview's top-left corner.
  @inlinable @discardableResult
  public consuming func topLeft(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordTopLeft(offset)
    return self
  }

  /// Pins the top-left corner to an anchor of another view.
  @inlinable @discardableResult
  public consuming func topLeft(to anchor: Anchor) -> PinLayout {
    state.pointee.recordTopLeft(to: anchor)
    return self
  }

  /// Pins the top-start corner (top-left in LTR) `offset` points inside the superview's one.
  @inlinable @discardableResult
  public consuming func topStart(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordTopStart(offset)
    return self
  }

  /// Pins the top-start corner (top-left in LTR, top-right in RTL) to an anchor of another view.
  @inlinable @discardableResult
  public consuming func topStart(to anchor: Anchor) -> PinLayout {
    state.pointee.recordTopStart(to: anchor)
    return self
  }

  /// Pins the middle of the top edge `topOffset` points below the middle of the superview's top edge.
  @inlinable @discardableResult
  public consuming func topCenter(_ topOffset: CGFloat = 0) -> PinLayout {
    state.pointee.recordTopCenter(topOffset)
    return self
  }

  /// Pins the middle of the top edge to an anchor of another view.
  @inlinable @discardableResult
  public consuming func topCenter(to anchor: Anchor) -> PinLayout {
    state.pointee.recordTopCenter(to: anchor)
    return self
  }

  /// Pins the top-right corner `offset` points inside the superview's top-right corner.
  @inlinable @discardableResult
  public consuming func topRight(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordTopRight(offset)
    return self
  }

  /// Pins the top-right corner to an anchor of another view.
  @inlinable @discardableResult
  public consuming func topRight(to anchor: Anchor) -> PinLayout {
    state.pointee.recordTopRight(to: anchor)
    return self
  }

  /// Pins the top-end corner (top-right in LTR) `offset` points inside the superview's one.
  @inlinable @discardableResult
  public consuming func topEnd(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordTopEnd(offset)
    return self
  }

  /// Pins the top-end corner (top-right in LTR, top-left in RTL) to an anchor of another view.
  @inlinable @discardableResult
  public consuming func topEnd(to anchor: Anchor) -> PinLayout {
    state.pointee.recordTopEnd(to: anchor)
    return self
  }

  /// Pins the middle of the left edge `leftOffset` points right of the middle of the superview's left edge.
  @inlinable @discardableResult
  public consuming func centerLeft(_ leftOffset: CGFloat = 0) -> PinLayout {
    state.pointee.recordCenterLeft(leftOffset)
    return self
  }

  /// Pins the middle of the left edge to an anchor of another view.
  @inlinable @discardableResult
  public consuming func centerLeft(to anchor: Anchor) -> PinLayout {
    state.pointee.recordCenterLeft(to: anchor)
    return self
  }

  /// Pins the middle of the start edge `startOffset` points inside the middle of the superview's start edge.
  @inlinable @discardableResult
  public consuming func centerStart(_ startOffset: CGFloat = 0) -> PinLayout {
    state.pointee.recordCenterStart(startOffset)
    return self
  }

  /// Pins the middle of the start edge to an anchor of another view.
  @inlinable @discardableResult
  public consuming func centerStart(to anchor: Anchor) -> PinLayout {
    state.pointee.recordCenterStart(to: anchor)
    return self
  }

  /// Pins the centre on the superview's centre, moved by `offset` on both axes.
  @inlinable @discardableResult
  public consuming func center(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordCenter(offset)
    return self
  }

  /// Pins the centre to an anchor of another view.
  @inlinable @discardableResult
  public consuming func center(to anchor: Anchor) -> PinLayout {
    state.pointee.recordCenter(to: anchor)
    return self
  }

  /// Pins the middle of the right edge `rightOffset` points left of the middle of the superview's right edge.
  @inlinable @discardableResult
  public consuming func centerRight(_ rightOffset: CGFloat = 0) -> PinLayout {
    state.pointee.recordCenterRight(rightOffset)
    return self
  }

  /// Pins the middle of the right edge to an anchor of another view.
  @inlinable @discardableResult
  public consuming func centerRight(to anchor: Anchor) -> PinLayout {
    state.pointee.recordCenterRight(to: anchor)
    return self
  }

  /// Pins the middle of the end edge `endOffset` points inside the middle of the superview's end edge.
  @inlinable @discardableResult
  public consuming func centerEnd(_ endOffset: CGFloat = 0) -> PinLayout {
    state.pointee.recordCenterEnd(endOffset)
    return self
  }

  /// Pins the middle of the end edge to an anchor of another view.
  @inlinable @discardableResult
  public consuming func centerEnd(to anchor: Anchor) -> PinLayout {
    state.pointee.recordCenterEnd(to: anchor)
    return self
  }

  /// Pins the bottom-left corner `offset` points inside the superview's bottom-left corner.
  @inlinable @discardableResult
  public consuming func bottomLeft(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordBottomLeft(offset)
    return self
  }

  /// Pins the bottom-left corner to an anchor of another view.
  @inlinable @discardableResult
  public consuming func bottomLeft(to anchor: Anchor) -> PinLayout {
    state.pointee.recordBottomLeft(to: anchor)
    return self
  }

  /// Pins the bottom-start corner (bottom-left in LTR) `offset` points inside the superview's one.
  @inlinable @discardableResult
  public consuming func bottomStart(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordBottomStart(offset)
    return self
  }

  /// Pins the bottom-start corner (bottom-left in LTR) to an anchor of another view.
  @inlinable @discardableResult
  public consuming func bottomStart(to anchor: Anchor) -> PinLayout {
    state.pointee.recordBottomStart(to: anchor)
    return self
  }

  /// Pins the middle of the bottom edge `bottomOffset` points above the middle of the superview's bottom edge.
  @inlinable @discardableResult
  public consuming func bottomCenter(_ bottomOffset: CGFloat = 0) -> PinLayout {
    state.pointee.recordBottomCenter(bottomOffset)
    return self
  }

  /// Pins the middle of the bottom edge to an anchor of another view.
  @inlinable @discardableResult
  public consuming func bottomCenter(to anchor: Anchor) -> PinLayout {
    state.pointee.recordBottomCenter(to: anchor)
    return self
  }

  /// Pins the bottom-right corner `offset` points inside the superview's bottom-right corner.
  @inlinable @discardableResult
  public consuming func bottomRight(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordBottomRight(offset)
    return self
  }

  /// Pins the bottom-right corner to an anchor of another view.
  @inlinable @discardableResult
  public consuming func bottomRight(to anchor: Anchor) -> PinLayout {
    state.pointee.recordBottomRight(to: anchor)
    return self
  }

  /// Pins the bottom-end corner (bottom-right in LTR) `offset` points inside the superview's one.
  @inlinable @discardableResult
  public consuming func bottomEnd(_ offset: CGFloat = 0) -> PinLayout {
    state.pointee.recordBottomEnd(offset)
    return self
  }

  /// Pins the bottom-end corner (bottom-right in LTR) to an anchor of another view.
  @inlinable @discardableResult
  public consuming func bottomEnd(to anchor: Anchor) -> PinLayout {
    state.pointee.recordBottomEnd(to: anchor)
    return self
  }
}
