/// The text size the user chose (Dynamic Type), as `UIContentSizeCategory`, with UIKit's raw
/// strings.
///
/// Categories are ordered from ``extraSmall`` to ``accessibilityExtraExtraExtraLarge``;
/// ``unspecified`` sorts before every other. The default on iOS is ``large``.
public enum UIContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Not specified (UIKit's raw value, as observed).
  case unspecified = "_UICTContentSizeCategoryUnspecified"
  /// Extra small.
  case extraSmall = "UICTContentSizeCategoryXS"
  /// Small.
  case small = "UICTContentSizeCategoryS"
  /// Medium.
  case medium = "UICTContentSizeCategoryM"
  /// Large: the default.
  case large = "UICTContentSizeCategoryL"
  /// Extra large.
  case extraLarge = "UICTContentSizeCategoryXL"
  /// Extra extra large.
  case extraExtraLarge = "UICTContentSizeCategoryXXL"
  /// Extra extra extra large: the largest size outside the accessibility sizes.
  case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
  /// Accessibility medium.
  case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
  /// Accessibility large.
  case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
  /// Accessibility extra large.
  case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
  /// Accessibility extra extra large.
  case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
  /// Accessibility extra extra extra large: the largest size.
  case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

  /// Whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool {
    self >= .accessibilityMedium
  }

  /// Whether `lhs` is a smaller text size than `rhs`.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.rank < rhs.rank
  }

  /// The position in the order of sizes: ``unspecified`` 0, ``extraSmall`` 1, and so on.
  private var rank: Int {
    Self.allCases.firstIndex(of: self) ?? 0
  }
}
