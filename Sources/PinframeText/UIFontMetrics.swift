import Foundation
import PinframeGraphics

/// Scales fonts and values with Dynamic Type, as UIKit's `UIFontMetrics`: by the ratio of the
/// text style's size in the content size category to its size at the default (large).
public struct UIFontMetrics: Sendable, Hashable {
  /// The text style whose sizes give the ratio.
  public let textStyle: UIFont.TextStyle

  /// The metrics of a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `font` scaled for the current content size category.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, compatibleWith: nil)
  }

  /// `font` scaled for the content size category of `traitCollection` (current when `nil`).
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
  }

  /// `value` scaled for the current content size category.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for the content size category of `traitCollection` (current when `nil`).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    let category = (traitCollection ?? .current).preferredContentSizeCategory
    return value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
  }
}
