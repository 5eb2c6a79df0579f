import Foundation

/// Traits to set: a view's overrides for itself and its subtree (`view.traitOverrides`, as
/// UIKit 17's), and the argument of ``UITraitCollection/modifyingTraits(_:)``.
///
/// Every trait starts unspecified, which means "not overridden"; setting one back to its
/// `unspecified` value (0 for the display scale) removes the override.
public struct UITraitOverrides: Sendable, Hashable {
  /// The display scale (0: not overridden; negative or non-finite values count as 0).
  public var displayScale: CGFloat = 0 {
    didSet { displayScale = UITraitCollection.validScale(displayScale) }
  }
  /// Light or dark appearance.
  public var userInterfaceStyle = UIUserInterfaceStyle.unspecified
  /// Base or elevated content.
  public var userInterfaceLevel = UIUserInterfaceLevel.unspecified
  /// The layout direction.
  public var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
  /// The horizontal size class.
  public var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
  /// The vertical size class.
  public var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
  /// The text size.
  public var preferredContentSizeCategory = UIContentSizeCategory.unspecified
  /// The kind of device.
  public var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified

  /// Creates a set of overrides that overrides nothing.
  public init() {}

  /// Whether no trait is overridden.
  public var isEmpty: Bool { traits == UITraitCollection() }

  /// The overridden traits as a collection; unspecified ones are not overridden.
  @inlinable package var traits: UITraitCollection {
    UITraitCollection(
      displayScale: displayScale, userInterfaceStyle: userInterfaceStyle,
      userInterfaceLevel: userInterfaceLevel, layoutDirection: layoutDirection,
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      preferredContentSizeCategory: preferredContentSizeCategory,
      userInterfaceIdiom: userInterfaceIdiom)
  }
}
