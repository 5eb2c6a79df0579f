import Foundation
import PinframeGraphics
import PinframeViews

extension UIScrollView {
  /// The indicators' thickness and their distance from the view's edges and each other, in
  /// points (iOS 13–18: 3 pt bars, 3 pt from the edges; a documented approximation).
  static let indicatorThickness: CGFloat = 3
  static let indicatorMargin: CGFloat = 3
  static let indicatorMinimumLength: CGFloat = 36

  /// Draws the indicators in `rect` (the bounds being drawn) when the content is scrolling: the
  /// drawn offset differs from the model's (an animation frame), or after
  /// ``flashScrollIndicators()`` at the same offset.
  func drawIndicators(in rect: CGRect) {
    let scrolling = rect.origin != bounds.origin || flashedOffset == contentOffset
    guard scrolling, let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(indicatorColor.resolvedValue(with: traitCollection))
    let inset = adjustedContentInset
    if showsVerticalScrollIndicator, let bar = verticalIndicator(in: rect, inset: inset) {
      fillIndicator(bar, in: context)
    }
    if showsHorizontalScrollIndicator, let bar = horizontalIndicator(in: rect, inset: inset) {
      fillIndicator(bar, in: context)
    }
  }

  /// The colour of the indicators' style: grey at 35 % by default, black or white.
  private var indicatorColor: UIColor {
    switch indicatorStyle {
    case .default: UIColor(white: 0, alpha: 0.35)
    case .black: UIColor(white: 0, alpha: 0.5)
    case .white: UIColor(white: 1, alpha: 0.5)
    }
  }

  private func fillIndicator(_ bar: CGRect, in context: GraphicsContext) {
    let radius = Self.indicatorThickness / 2
    context.addPath(Path(roundedRect: bar, cornerWidth: radius, cornerHeight: radius))
    context.fillPath()
  }

  /// The vertical bar at the right edge, its length and place the visible share of the content.
  private func verticalIndicator(in rect: CGRect, inset: EdgeInsets) -> CGRect? {
    let extent = contentSize.height + inset.top + inset.bottom
    guard extent > rect.height, rect.height > 0 else { return nil }
    let insets = indicatorInsets(verticalScrollIndicatorInsets)
    let track = rect.height - insets.top - insets.bottom - 2 * Self.indicatorMargin
    let (start, length) = Self.bar(
      offset: rect.minY + inset.top, visible: rect.height, extent: extent, track: track)
    return CGRect(
      x: rect.maxX - insets.right - Self.indicatorMargin - Self.indicatorThickness,
      y: rect.minY + insets.top + Self.indicatorMargin + start, width: Self.indicatorThickness,
      height: length)
  }

  /// The horizontal bar at the bottom edge.
  private func horizontalIndicator(in rect: CGRect, inset: EdgeInsets) -> CGRect? {
    let extent = contentSize.width + inset.left + inset.right
    guard extent > rect.width, rect.width > 0 else { return nil }
    let insets = indicatorInsets(horizontalScrollIndicatorInsets)
    let track = rect.width - insets.left - insets.right - 2 * Self.indicatorMargin
    let (start, length) = Self.bar(
      offset: rect.minX + inset.left, visible: rect.width, extent: extent, track: track)
    return CGRect(
      x: rect.minX + insets.left + Self.indicatorMargin + start,
      y: rect.maxY - insets.bottom - Self.indicatorMargin - Self.indicatorThickness,
      width: length, height: Self.indicatorThickness)
  }

  /// `insets` with the safe area added when ``automaticallyAdjustsScrollIndicatorInsets``.
  private func indicatorInsets(_ insets: EdgeInsets) -> EdgeInsets {
    guard automaticallyAdjustsScrollIndicatorInsets else { return insets }
    let safe = safeAreaInsets
    return EdgeInsets(
      top: insets.top + safe.top, left: insets.left + safe.left,
      bottom: insets.bottom + safe.bottom, right: insets.right + safe.right)
  }

  /// Where a bar starts in its track and how long it is: the visible share of the content
  /// (at least 36 pt), placed by how far the content has scrolled.
  private static func bar(offset: CGFloat, visible: CGFloat, extent: CGFloat, track: CGFloat)
    -> (start: CGFloat, length: CGFloat)
  {
    guard track > 0 else { return (0, 0) }
    let length = min(max(track * visible / extent, indicatorMinimumLength), track)
    let progress = min(max(offset / (extent - visible), 0), 1)
    return ((track - length) * progress, length)
  }
}
