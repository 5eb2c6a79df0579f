import Foundation
import PinframeViews

// Width, height and size (values, percentages, other views), and their minimum and maximum.
extension PinLayout {
  /// Sets the width; a negative or non-finite width warns and is ignored.
  @discardableResult
  public func width(_ width: CGFloat) -> PinLayout {
    setDimension(width, of: .horizontal, Context("width", .number(width)))
    return self
  }

  /// Sets the width to a percentage of the superview's width.
  @discardableResult
  public func width(_ percent: Percent) -> PinLayout {
    setDimension(percent, of: .horizontal, Context("width", .percent(percent)))
  }

  /// Sets the width to another view's width.
  @discardableResult
  public func width(of view: View) -> PinLayout {
    let width = view.pinRect(keepTransform: keepTransform).width
    setDimension(width, of: .horizontal, Context("width", .view(ViewReference(view))))
    return self
  }

  /// Sets the height; a negative or non-finite height warns and is ignored.
  @discardableResult
  public func height(_ height: CGFloat) -> PinLayout {
    setDimension(height, of: .vertical, Context("height", .number(height)))
    return self
  }

  /// Sets the height to a percentage of the superview's height.
  @discardableResult
  public func height(_ percent: Percent) -> PinLayout {
    setDimension(percent, of: .vertical, Context("height", .percent(percent)))
  }

  /// Sets the height to another view's height.
  @discardableResult
  public func height(of view: View) -> PinLayout {
    let height = view.pinRect(keepTransform: keepTransform).height
    setDimension(height, of: .vertical, Context("height", .view(ViewReference(view))))
    return self
  }

  /// Sets the width and the height, each on its own: a conflicting width does not stop the
  /// height.
  @discardableResult
  public func size(_ size: CGSize) -> PinLayout {
    setSize(size, Context("size", .size(size)))
  }

  /// Sets the width and the height to `sideLength`.
  @discardableResult
  public func size(_ sideLength: CGFloat) -> PinLayout {
    setSize(
      CGSize(width: sideLength, height: sideLength), Context("size", .sideLength(sideLength)))
  }

  /// Sets the width and the height to a percentage of the superview's width and height.
  @discardableResult
  public func size(_ percent: Percent) -> PinLayout {
    guard let rect = superviewRect else { return self }
    let size = CGSize(width: percent.of(rect.width), height: percent.of(rect.height))
    return setSize(size, Context("size", .percent(percent)))
  }

  /// Sets the width and the height to another view's.
  @discardableResult
  public func size(of view: View) -> PinLayout {
    setSize(
      view.pinRect(keepTransform: keepTransform).size, Context("size", .view(ViewReference(view))))
  }

  /// Sets the minimum width; it wins over every other width rule except `maxWidth`.
  @discardableResult
  public func minWidth(_ width: CGFloat) -> PinLayout {
    setLimit(width, isMaximum: false, of: .horizontal, Context("minWidth", .number(width)))
    return self
  }

  /// Sets the minimum width to a percentage of the superview's width.
  @discardableResult
  public func minWidth(_ percent: Percent) -> PinLayout {
    setLimit(percent, isMaximum: false, of: .horizontal, Context("minWidth", .percent(percent)))
  }

  /// Sets the maximum width; it wins over every other width rule.
  @discardableResult
  public func maxWidth(_ width: CGFloat) -> PinLayout {
    setLimit(width, isMaximum: true, of: .horizontal, Context("maxWidth", .number(width)))
    return self
  }

  /// Sets the maximum width to a percentage of the superview's width.
  @discardableResult
  public func maxWidth(_ percent: Percent) -> PinLayout {
    setLimit(percent, isMaximum: true, of: .horizontal, Context("maxWidth", .percent(percent)))
  }

  /// Sets the minimum height; it wins over every other height rule except `maxHeight`.
  @discardableResult
  public func minHeight(_ height: CGFloat) -> PinLayout {
    setLimit(height, isMaximum: false, of: .vertical, Context("minHeight", .number(height)))
    return self
  }

  /// Sets the minimum height to a percentage of the superview's height.
  @discardableResult
  public func minHeight(_ percent: Percent) -> PinLayout {
    setLimit(percent, isMaximum: false, of: .vertical, Context("minHeight", .percent(percent)))
  }

  /// Sets the maximum height; it wins over every other height rule.
  @discardableResult
  public func maxHeight(_ height: CGFloat) -> PinLayout {
    setLimit(height, isMaximum: true, of: .vertical, Context("maxHeight", .number(height)))
    return self
  }

  /// Sets the maximum height to a percentage of the superview's height.
  @discardableResult
  public func maxHeight(_ percent: Percent) -> PinLayout {
    setLimit(percent, isMaximum: true, of: .vertical, Context("maxHeight", .percent(percent)))
  }

  private func setSize(_ size: CGSize, _ context: Context) -> PinLayout {
    setDimension(size.width, of: .horizontal, context.dimension("width"))
    setDimension(size.height, of: .vertical, context.dimension("height"))
    return self
  }

  private func setDimension(_ percent: Percent, of axis: Axis, _ context: Context) -> PinLayout {
    guard let length = superviewLength(axis) else { return self }
    setDimension(percent.of(length), of: axis, context)
    return self
  }

  private func setLimit(
    _ percent: Percent, isMaximum: Bool, of axis: Axis, _ context: Context
  ) -> PinLayout {
    guard let length = superviewLength(axis) else { return self }
    setLimit(percent.of(length), isMaximum: isMaximum, of: axis, context)
    return self
  }
}
