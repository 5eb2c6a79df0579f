import Foundation

/// Traits to set: a view's overrides for itself and its subtree (`view.traitOverrides`, as
/// UIKit 17's), and the argument of ``UITraitCollection/modifyingTraits(_:)``.
///
/// Every trait starts unspecified, which means "not overridden"; setting one back to its
/// `unspecified` value (0 for the display scale) removes the override.
public struct UITraitOverrides: Sendable, Hashable {
  /// The overridden traits; unspecified ones are not overridden.
  package var traits = UITraitCollection()

  /// Creates a set of overrides that overrides nothing.
  public init() {}

  /// Whether no trait is overridden.
  public var isEmpty: Bool { traits == UITraitCollection() }

  /// The display scale (0: not overridden; negative or non-finite values count as 0).
  public var displayScale: CGFloat {
    get { traits.displayScale }
    set { traits.displayScale = UITraitCollection.validScale(newValue) }
  }

  /// Light or dark appearance.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { traits.userInterfaceStyle }
    set { traits.userInterfaceStyle = newValue }
  }

  /// Base or elevated content.
  public var userInterfaceLevel: UIUserInterfaceLevel {
    get { traits.userInterfaceLevel }
    set { traits.userInterfaceLevel = newValue }
  }

  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { traits.layoutDirection }
    set { traits.layoutDirection = newValue }
  }

  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { traits.horizontalSizeClass }
    set { traits.horizontalSizeClass = newValue }
  }

  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { traits.verticalSizeClass }
    set { traits.verticalSizeClass = newValue }
  }

  /// The text size.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { traits.preferredContentSizeCategory }
    set { traits.preferredContentSizeCategory = newValue }
  }

  /// The kind of device.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { traits.userInterfaceIdiom }
    set { traits.userInterfaceIdiom = newValue }
  }
}
