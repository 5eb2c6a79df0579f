import Foundation
import PinframeViews

// Width, height and size (values, percentages, other views), and their minimum and maximum.
extension ChainState {
  @usableFromInline
  mutating func recordWidth(_ width: CGFloat) {
    setDimension(width, of: .horizontal, Context("width", .number(width)))
  }

  @usableFromInline
  mutating func recordWidth(_ percent: Percent) {
    setDimension(percent, of: .horizontal, Context("width", .percent(percent)))
  }

  @usableFromInline
  mutating func recordWidth(of view: View) {
    let width = view.pinRect(keepTransform: keepTransform).width
    setDimension(width, of: .horizontal, Context("width", .view(ViewReference(view))))
  }

  @usableFromInline
  mutating func recordHeight(_ height: CGFloat) {
    setDimension(height, of: .vertical, Context("height", .number(height)))
  }

  @usableFromInline
  mutating func recordHeight(_ percent: Percent) {
    setDimension(percent, of: .vertical, Context("height", .percent(percent)))
  }

  @usableFromInline
  mutating func recordHeight(of view: View) {
    let height = view.pinRect(keepTransform: keepTransform).height
    setDimension(height, of: .vertical, Context("height", .view(ViewReference(view))))
  }

  @usableFromInline
  mutating func recordSize(_ size: CGSize) {
    setSize(size, Context("size", .size(size)))
  }

  @usableFromInline
  mutating func recordSize(_ sideLength: CGFloat) {
    setSize(
      CGSize(width: sideLength, height: sideLength), Context("size", .sideLength(sideLength)))
  }

  @usableFromInline
  mutating func recordSize(_ percent: Percent) {
    guard let rect = superviewRect else { return }
    let size = CGSize(width: percent.of(rect.width), height: percent.of(rect.height))
    setSize(size, Context("size", .percent(percent)))
  }

  @usableFromInline
  mutating func recordSize(of view: View) {
    setSize(
      view.pinRect(keepTransform: keepTransform).size, Context("size", .view(ViewReference(view))))
  }

  @usableFromInline
  mutating func recordMinWidth(_ width: CGFloat) {
    setLimit(width, isMaximum: false, of: .horizontal, Context("minWidth", .number(width)))
  }

  @usableFromInline
  mutating func recordMinWidth(_ percent: Percent) {
    setLimit(percent, isMaximum: false, of: .horizontal, Context("minWidth", .percent(percent)))
  }

  @usableFromInline
  mutating func recordMaxWidth(_ width: CGFloat) {
    setLimit(width, isMaximum: true, of: .horizontal, Context("maxWidth", .number(width)))
  }

  @usableFromInline
  mutating func recordMaxWidth(_ percent: Percent) {
    setLimit(percent, isMaximum: true, of: .horizontal, Context("maxWidth", .percent(percent)))
  }

  @usableFromInline
  mutating func recordMinHeight(_ height: CGFloat) {
    setLimit(height, isMaximum: false, of: .vertical, Context("minHeight", .number(height)))
  }

  @usableFromInline
  mutating func recordMinHeight(_ percent: Percent) {
    setLimit(percent, isMaximum: false, of: .vertical, Context("minHeight", .percent(percent)))
  }

  @usableFromInline
  mutating func recordMaxHeight(_ height: CGFloat) {
    setLimit(height, isMaximum: true, of: .vertical, Context("maxHeight", .number(height)))
  }

  @usableFromInline
  mutating func recordMaxHeight(_ percent: Percent) {
    setLimit(percent, isMaximum: true, of: .vertical, Context("maxHeight", .percent(percent)))
  }

  private mutating func setSize(_ size: CGSize, _ context: Context) {
    setDimension(size.width, of: .horizontal, context.dimension("width"))
    setDimension(size.height, of: .vertical, context.dimension("height"))
  }

  private mutating func setDimension(_ percent: Percent, of axis: Axis, _ context: Context) {
    guard let length = superviewLength(axis) else { return }
    setDimension(percent.of(length), of: axis, context)
  }

  private mutating func setLimit(
    _ percent: Percent, isMaximum: Bool, of axis: Axis, _ context: Context
  ) {
    guard let length = superviewLength(axis) else { return }
    setLimit(percent.of(length), isMaximum: isMaximum, of: axis, context)
  }
}
