import Foundation
import PinframeGraphics
import PinframeViews

// wrapContent: sizes the view around its subviews, immediately, and moves the subviews to
// leave exactly the padding around them.
extension ChainState {
  @usableFromInline
  mutating func recordWrapContent() {
    wrapContent(.all, padding: .zero, Context("wrapContent"))
  }

  @usableFromInline
  mutating func recordWrapContent(padding: CGFloat) {
    wrapContent(.all, padding: Self.insets(padding), wrapContext(nil, .value(padding)))
  }

  @usableFromInline
  mutating func recordWrapContent(padding: PEdgeInsets) {
    wrapContent(.all, padding: padding, wrapContext(nil, .insets(padding)))
  }

  @usableFromInline
  mutating func recordWrapContent(_ type: WrapType) {
    wrapContent(type, padding: .zero, wrapContext(type, nil))
  }

  @usableFromInline
  mutating func recordWrapContent(_ type: WrapType, padding: CGFloat) {
    wrapContent(type, padding: Self.insets(padding), wrapContext(type, .value(padding)))
  }

  @usableFromInline
  mutating func recordWrapContent(_ type: WrapType, padding: PEdgeInsets) {
    wrapContent(type, padding: padding, wrapContext(type, .insets(padding)))
  }

  private static func insets(_ padding: CGFloat) -> EdgeInsets {
    EdgeInsets(top: padding, left: padding, bottom: padding, right: padding)
  }

  private mutating func wrapContext(_ type: WrapType?, _ padding: WrapPadding?) -> Context {
    Context("wrapContent", .wrap(type, padding: padding))
  }

  /// Sets the wrapped size through the normal width/height rules (when not negative) and
  /// moves every subview, hidden ones included, by the same offset, rounded on write.
  private mutating func wrapContent(_ type: WrapType, padding: EdgeInsets, _ context: Context) {
    let subviews = view.subviews
    guard let first = subviews.first else { return }
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
    guard offset.x != 0 || offset.y != 0 else { return }
    for subview in subviews {
      let (center, bounds) = (subview.animatableValues.center, subview.animatableValues.bounds)
      let rect = subview.pinRect(keepTransform: keepTransform)
      subview.setPinRect(
        rect.offsetBy(dx: offset.x, dy: offset.y), keepTransform: keepTransform,
        scale: scale, center: center, bounds: bounds)
    }
  }
}
