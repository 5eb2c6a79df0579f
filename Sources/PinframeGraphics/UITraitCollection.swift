import Foundation

/// The traits of an interface environment, as UIKit's `UITraitCollection`: appearance, level,
/// display scale, layout direction, size classes, text size and idiom.
///
/// A value type: two collections with the same traits are equal. Each trait may be
/// unspecified (its `unspecified` case, or a display scale of 0); merging collections
/// (``init(traitsFrom:)``) takes every trait from the last collection that specifies it. Views
/// inherit their superview's collection and apply their own overrides on top.
///
/// Its initializer, equality and merging are inlinable: every `addSubview` compares a view's
/// traits with its new superview's.
public struct UITraitCollection: Sendable, Hashable {
  /// Device pixels per point: 1, 2 or 3 (0 when unspecified).
  public let displayScale: CGFloat
  /// Light or dark appearance.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// Base or elevated content.
  public let userInterfaceLevel: UIUserInterfaceLevel
  /// The layout direction.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// The horizontal size class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The text size the user chose.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// The kind of device.
  public let userInterfaceIdiom: UIUserInterfaceIdiom

  /// Creates a collection; every trait left out is unspecified.
  ///
  /// UIKit's single-trait initializers are calls of this one:
  /// `UITraitCollection(userInterfaceStyle: .dark)`, `UITraitCollection(displayScale: 3)`.
  /// A display scale that is negative or not finite counts as unspecified (0).
  @inlinable public init(
    displayScale: CGFloat = 0, userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
    userInterfaceLevel: UIUserInterfaceLevel = .unspecified,
    layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
    userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
  ) {
    self.displayScale = Self.validScale(displayScale)
    self.userInterfaceStyle = userInterfaceStyle
    self.userInterfaceLevel = userInterfaceLevel
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.userInterfaceIdiom = userInterfaceIdiom
  }

  /// `scale`, or 0 (unspecified) when it is negative or not finite.
  @inlinable static func validScale(_ scale: CGFloat) -> CGFloat {
    scale.isFinite && scale > 0 ? scale : 0
  }

  /// Whether the two collections have the same value for every trait.
  @inlinable public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.displayScale == rhs.displayScale && lhs.userInterfaceStyle == rhs.userInterfaceStyle
      && lhs.userInterfaceLevel == rhs.userInterfaceLevel
      && lhs.layoutDirection == rhs.layoutDirection
      && lhs.horizontalSizeClass == rhs.horizontalSizeClass
      && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
  }
}
