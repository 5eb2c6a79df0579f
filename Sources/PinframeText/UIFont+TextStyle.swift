import Foundation
import PinframeGraphics

extension UIFont {
  /// A Dynamic Type text style, as `UIFont.TextStyle`, with UIKit's raw strings.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's raw string, such as `UICTFontTextStyleBody`.
    public let rawValue: String

    /// Creates a style from its raw string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Large title: 34 pt at the default size.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// Title 1: 28 pt.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title 2: 22 pt.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title 3: 20 pt.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline: 17 pt semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadline: 15 pt.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body: 17 pt.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout: 16 pt.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnote: 13 pt.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption 1: 12 pt.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption 2: 11 pt.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// Every style with a size table.
    public static let allStyles: [TextStyle] = [
      .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout,
      .footnote, .caption1, .caption2,
    ]

    /// Point sizes per content size category, extra small … accessibility XXXL
    /// (uikit-surface.md §2.1, iOS 13.3).
    private static let sizes: [TextStyle: [CGFloat]] = [
      .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The style's point size in a category; `UIContentSizeCategory/unspecified` counts as
    /// `UIContentSizeCategory/large`, and a style without a table as body.
    public func pointSize(for category: UIContentSizeCategory) -> CGFloat {
      let table = Self.sizes[self] ?? Self.sizes[.body] ?? []
      let categories = UIContentSizeCategory.allCases.filter { $0 != .unspecified }
      let index = categories.firstIndex(of: category == .unspecified ? .large : category) ?? 3
      return index < table.count ? table[index] : 17
    }

    /// The style's leading as a fraction of its size: Apple's line spacing for the style at the
    /// default (large) size, less the line height, divided by the size — body: (22 − 20.287) / 17.
    ///
    /// Other sizes keep the fraction (an approximation: iOS tunes each size). The line spacings
    /// (large title … caption 2): 41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13.
    var leadingFactor: CGFloat {
      let spacing: [TextStyle: CGFloat] = [
        .largeTitle: 41, .title1: 34, .title2: 28, .title3: 25, .headline: 22, .body: 22,
        .callout: 21, .subheadline: 20, .footnote: 18, .caption1: 16, .caption2: 13,
      ]
      let size = pointSize(for: .large)
      guard let line = spacing[self], size > 0 else { return 0 }
      return max(line - size * 2444 / 2048, 0) / size
    }

    /// The style's weight: semibold for headline, regular for the others.
    var weight: Weight { self == .headline ? .semibold : .regular }
  }

  /// The font of a text style at the current content size category
  /// (`UITraitCollection.current`; large when unspecified).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of a text style at the content size category of `traitCollection` (the
  /// current traits when `nil`; large when unspecified).
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category = (traitCollection ?? .current).preferredContentSizeCategory
    return UIFont(
      size: style.pointSize(for: category), weight: style.weight, isItalic: false,
      design: .proportional, textStyle: style)
  }
}
