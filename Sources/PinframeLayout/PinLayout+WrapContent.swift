import Foundation
import PinframeGraphics
import PinframeViews

// wrapContent: sizes the view around its subviews, immediately, and moves the subviews to
// leave exactly the padding around them.
extension PinLayout {
  /// Sizes the view to wrap all its subviews tightly and moves them to its top-left corner.
  @discardableResult
  public func wrapContent() -> PinLayout {
    wrapContent(.all, padding: .zero, Context("wrapContent"))
  }

  /// Sizes the view to wrap all its subviews with `padding` points around them.
  @discardableResult
  public func wrapContent(padding: CGFloat) -> PinLayout {
    wrapContent(.all, padding: Self.insets(padding), wrapContext(nil, .value(padding)))
  }

  /// Sizes the view to wrap all its subviews with `padding` around them.
  @discardableResult
  public func wrapContent(padding: PEdgeInsets) -> PinLayout {
    wrapContent(.all, padding: padding, wrapContext(nil, .insets(padding)))
  }

  /// Sizes the view's width, height or both to wrap all its subviews tightly.
  @discardableResult
  public func wrapContent(_ type: WrapType) -> PinLayout {
    wrapContent(type, padding: .zero, wrapContext(type, nil))
  }

  /// Sizes the view's width, height or both to wrap all its subviews with `padding` points
  /// around them.
  @discardableResult
  public func wrapContent(_ type: WrapType, padding: CGFloat) -> PinLayout {
    wrapContent(type, padding: Self.insets(padding), wrapContext(type, .value(padding)))
  }

  /// Sizes the view's width, height or both to wrap all its subviews with `padding` around them.
  @discardableResult
  public func wrapContent(_ type: WrapType, padding: PEdgeInsets) -> PinLayout {
    wrapContent(type, padding: padding, wrapContext(type, .insets(padding)))
  }

  private static func insets(_ padding: CGFloat) -> EdgeInsets {
    EdgeInsets(top: padding, left: padding, bottom: padding, right: padding)
  }

  private func wrapContext(_ type: WrapType?, _ padding: WrapPadding?) -> Context {
    Context("wrapContent", .wrap(type, padding: padding))
  }

  /// Sets the wrapped size through the normal width/height rules (when not negative) and
  /// moves every subview, hidden ones included, by the same offset, rounded on write.
  private func wrapContent(_ type: WrapType, padding: EdgeInsets, _ context: Context)
    -> PinLayout
  {
    let subviews = view.subviews
    guard let first = subviews.first else { return self }
    var bounds = first.pinRect(keepTransform: keepTransform).standardized
    for subview in subviews.dropFirst() {
      bounds = bounds.union(subview.pinRect(keepTransform: keepTransform).standardized)
    }
    var offset = CGPoint.zero
    if type != .vertically {
      let width = bounds.width + padding.left + padding.right
      if width >= 0 { setDimension(width, of: .horizontal, context) }
      offset.x = padding.left - bounds.minX
    }
    if type != .horizontally {
      let height = bounds.height + padding.top + padding.bottom
      if height >= 0 { setDimension(height, of: .vertical, context) }
      offset.y = padding.top - bounds.minY
    }
    guard offset.x != 0 || offset.y != 0 else { return self }
    for subview in subviews {
      let values = subview.animatableValues
      let rect = values.pinRect(keepTransform: keepTransform)
      subview.setPinRect(
        rect.offsetBy(dx: offset.x, dy: offset.y), keepTransform: keepTransform,
        scale: runtime.scale, current: values)
    }
    return self
  }
}
