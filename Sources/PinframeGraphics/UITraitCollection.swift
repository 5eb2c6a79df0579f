import Foundation

/// The traits of an interface environment, as UIKit's `UITraitCollection`: appearance, level,
/// display scale, layout direction, size classes, text size and idiom.
///
/// A value type: two collections with the same traits are equal. Each trait may be
/// unspecified (its `unspecified` case, or a display scale of 0); merging collections
/// (``init(traitsFrom:)``) takes every trait from the last collection that specifies it. Views
/// inherit their superview's collection and apply their own overrides on top.
public struct UITraitCollection: Sendable, Hashable {
  /// Device pixels per point: 1, 2 or 3 (0 when unspecified).
  public internal(set) var displayScale: CGFloat
  /// Light or dark appearance.
  public internal(set) var userInterfaceStyle: UIUserInterfaceStyle
  /// Base or elevated content.
  public internal(set) var userInterfaceLevel: UIUserInterfaceLevel
  /// The layout direction.
  public internal(set) var layoutDirection: UITraitEnvironmentLayoutDirection
  /// The horizontal size class.
  public internal(set) var horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class.
  public internal(set) var verticalSizeClass: UIUserInterfaceSizeClass
  /// The text size the user chose.
  public internal(set) var preferredContentSizeCategory: UIContentSizeCategory
  /// The kind of device.
  public internal(set) var userInterfaceIdiom: UIUserInterfaceIdiom

  /// Creates a collection; every trait left out is unspecified.
  ///
  /// UIKit's single-trait initializers are calls of this one:
  /// `UITraitCollection(userInterfaceStyle: .dark)`, `UITraitCollection(displayScale: 3)`.
  /// A display scale that is negative or not finite counts as unspecified (0).
  public init(
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
  static func validScale(_ scale: CGFloat) -> CGFloat {
    scale.isFinite && scale > 0 ? scale : 0
  }
}
