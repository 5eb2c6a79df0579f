import Foundation
import PinframeViews

// Width, height and size (values, percentages, other views), and their minimum and maximum.
extension PinLayout {
  /// Sets the width; a negative or non-finite width warns and is ignored.
  @inlinable @discardableResult
  public func width(_ width: CGFloat) -> PinLayout {
    recordWidth(width)
    return self
  }

  /// Sets the width to a percentage of the superview's width.
  @inlinable @discardableResult
  public func width(_ percent: Percent) -> PinLayout {
    recordWidth(percent)
    return self
  }

  /// Sets the width to another view's width.
  @inlinable @discardableResult
  public func width(of view: View) -> PinLayout {
    recordWidth(of: view)
    return self
  }

  /// Sets the height; a negative or non-finite height warns and is ignored.
  @inlinable @discardableResult
  public func height(_ height: CGFloat) -> PinLayout {
    recordHeight(height)
    return self
  }

  /// Sets the height to a percentage of the superview's height.
  @inlinable @discardableResult
  public func height(_ percent: Percent) -> PinLayout {
    recordHeight(percent)
    return self
  }

  /// Sets the height to another view's height.
  @inlinable @discardableResult
  public func height(of view: View) -> PinLayout {
    recordHeight(of: view)
    return self
  }

  /// Sets the width and the height, each on its own: a conflicting width does not stop the
  /// height.
  @inlinable @discardableResult
  public func size(_ size: CGSize) -> PinLayout {
    recordSize(size)
    return self
  }

  /// Sets the width and the height to `sideLength`.
  @inlinable @discardableResult
  public func size(_ sideLength: CGFloat) -> PinLayout {
    recordSize(sideLength)
    return self
  }

  /// Sets the width and the height to a percentage of the superview's width and height.
  @inlinable @discardableResult
  public func size(_ percent: Percent) -> PinLayout {
    recordSize(percent)
    return self
  }

  /// Sets the width and the height to another view's.
  @inlinable @discardableResult
  public func size(of view: View) -> PinLayout {
    recordSize(of: view)
    return self
  }

  /// Sets the minimum width; it wins over every other width rule except `maxWidth`.
  @inlinable @discardableResult
  public func minWidth(_ width: CGFloat) -> PinLayout {
    recordMinWidth(width)
    return self
  }

  /// Sets the minimum width to a percentage of the superview's width.
  @inlinable @discardableResult
  public func minWidth(_ percent: Percent) -> PinLayout {
    recordMinWidth(percent)
    return self
  }

  /// Sets the maximum width; it wins over every other width rule.
  @inlinable @discardableResult
  public func maxWidth(_ width: CGFloat) -> PinLayout {
    recordMaxWidth(width)
    return self
  }

  /// Sets the maximum width to a percentage of the superview's width.
  @inlinable @discardableResult
  public func maxWidth(_ percent: Percent) -> PinLayout {
    recordMaxWidth(percent)
    return self
  }

  /// Sets the minimum height; it wins over every other height rule except `maxHeight`.
  @inlinable @discardableResult
  public func minHeight(_ height: CGFloat) -> PinLayout {
    recordMinHeight(height)
    return self
  }

  /// Sets the minimum height to a percentage of the superview's height.
  @inlinable @discardableResult
  public func minHeight(_ percent: Percent) -> PinLayout {
    recordMinHeight(percent)
    return self
  }

  /// Sets the maximum height; it wins over every other height rule.
  @inlinable @discardableResult
  public func maxHeight(_ height: CGFloat) -> PinLayout {
    recordMaxHeight(height)
    return self
  }

  /// Sets the maximum height to a percentage of the superview's height.
  @inlinable @discardableResult
  public func maxHeight(_ percent: Percent) -> PinLayout {
    recordMaxHeight(percent)
    return self
  }
}
