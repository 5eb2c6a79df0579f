import Foundation
import PinframeGraphics
import PinframeViews

// wrapContent: sizes the view around its subviews, immediately, and moves the subviews to
// leave exactly the padding around them.
extension PinLayout {
  /// Sizes the view to wrap all its subviews tightly and moves them to its top-left corner.
  @inlinable @discardableResult
  public consuming func wrapContent() -> PinLayout {
    state.pointee.recordWrapContent()
    return self
  }

  /// Sizes the view to wrap all its subviews with `padding` points around them.
  @inlinable @discardableResult
  public consuming func wrapContent(padding: CGFloat) -> PinLayout {
    state.pointee.recordWrapContent(padding: padding)
    return self
  }

  /// Sizes the view to wrap all its subviews with `padding` around them.
  @inlinable @discardableResult
  public consuming func wrapContent(padding: PEdgeInsets) -> PinLayout {
    state.pointee.recordWrapContent(padding: padding)
    return self
  }

  /// Sizes the view's width, height or both to wrap all its subviews tightly.
  @inlinable @discardableResult
  public consuming func wrapContent(_ type: WrapType) -> PinLayout {
    state.pointee.recordWrapContent(type)
    return self
  }

  /// Sizes the view's width, height or both to wrap all its subviews with `padding` points
  /// around them.
  @inlinable @discardableResult
  public consuming func wrapContent(_ type: WrapType, padding: CGFloat) -> PinLayout {
    state.pointee.recordWrapContent(type, padding: padding)
    return self
  }

  /// Sizes the view's width, height or both to wrap all its subviews with `padding` around them.
  @inlinable @discardableResult
  public consuming func wrapContent(_ type: WrapType, padding: PEdgeInsets) -> PinLayout {
    state.pointee.recordWrapContent(type, padding: padding)
    return self
  }
}
