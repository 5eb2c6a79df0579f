import Foundation
import PinframeViews

// Width, height and size (values, percentages, other views), and their minimum and maximum.
extension PinLayout {
  /// Sets the width; a negative or non-finite width warns and is ignored.
  @inlinable @inline(__always) @discardableResult
  public consuming func width(_ width: CGFloat) -> PinLayout {
    if !state.pointee.horizontal.storeQuietly(size: width) { state.pointee.recordWidth(width) }
    return self
  }

  /// Sets the width to a percentage of the superview's width.
  @inlinable @discardableResult
  public consuming func width(_ percent: Percent) -> PinLayout {
    state.pointee.recordWidth(percent)
    return self
  }

  /// Sets the width to another view's width.
  @inlinable @discardableResult
  public consuming func width(of view: View) -> PinLayout {
    state.pointee.recordWidth(of: view)
    return self
  }

  /// Sets the height; a negative or non-finite height warns and is ignored.
  @inlinable @inline(__always) @discardableResult
  public consuming func height(_ height: CGFloat) -> PinLayout {
    if !state.pointee.vertical.storeQuietly(size: height) { state.pointee.recordHeight(height) }
    return self
  }

  /// Sets the height to a percentage of the superview's height.
  @inlinable @discardableResult
  public consuming func height(_ percent: Percent) -> PinLayout {
    state.pointee.recordHeight(percent)
    return self
  }

  /// Sets the height to another view's height.
  @inlinable @discardableResult
  public consuming func height(of view: View) -> PinLayout {
    state.pointee.recordHeight(of: view)
    return self
  }

  /// Sets the width and the height, each on its own: a conflicting width does not stop the
  /// height.
  @inlinable @discardableResult
  public consuming func size(_ size: CGSize) -> PinLayout {
    state.pointee.recordSize(size)
    return self
  }

  /// Sets the width and the height to `sideLength`.
  @inlinable @discardableResult
  public consuming func size(_ sideLength: CGFloat) -> PinLayout {
    state.pointee.recordSize(sideLength)
    return self
  }

  /// Sets the width and the height to a percentage of the superview's width and height.
  @inlinable @discardableResult
  public consuming func size(_ percent: Percent) -> PinLayout {
    state.pointee.recordSize(percent)
    return self
  }

  /// Sets the width and the height to another view's.
  @inlinable @discardableResult
  public consuming func size(of view: View) -> PinLayout {
    state.pointee.recordSize(of: view)
    return self
  }

  /// Sets the minimum width; it wins over every other width rule except `maxWidth`.
  @inlinable @discardableResult
  public consuming func minWidth(_ width: CGFloat) -> PinLayout {
    state.pointee.recordMinWidth(width)
    return self
  }

  /// Sets the minimum width to a percentage of the superview's width.
  @inlinable @discardableResult
  public consuming func minWidth(_ percent: Percent) -> PinLayout {
    state.pointee.recordMinWidth(percent)
    return self
  }

  /// Sets the maximum width; it wins over every other width rule.
  @inlinable @discardableResult
  public consuming func maxWidth(_ width: CGFloat) -> PinLayout {
    state.pointee.recordMaxWidth(width)
    return self
  }

  /// Sets the maximum width to a percentage of the superview's width.
  @inlinable @discardableResult
  public consuming func maxWidth(_ percent: Percent) -> PinLayout {
    state.pointee.recordMaxWidth(percent)
    return self
  }

  /// Sets the minimum height; it wins over every other height rule except `maxHeight`.
  @inlinable @discardableResult
  public consuming func minHeight(_ height: CGFloat) -> PinLayout {
    state.pointee.recordMinHeight(height)
    return self
  }

  /// Sets the minimum height to a percentage of the superview's height.
  @inlinable @discardableResult
  public consuming func minHeight(_ percent: Percent) -> PinLayout {
    state.pointee.recordMinHeight(percent)
    return self
  }

  /// Sets the maximum height; it wins over every other height rule.
  @inlinable @discardableResult
  public consuming func maxHeight(_ height: CGFloat) -> PinLayout {
    state.pointee.recordMaxHeight(height)
    return self
  }

  /// Sets the maximum height to a percentage of the superview's height.
  @inlinable @discardableResult
  public consuming func maxHeight(_ percent: Percent) -> PinLayout {
    state.pointee.recordMaxHeight(percent)
    return self
  }
}
