// The values of UIKit's traits, with UIKit's raw values. Each has an `unspecified` case: a trait
// collection leaves such a trait for other collections to supply when collections are merged.

/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CaseIterable {
  /// Not specified; dynamic colours resolve as in light appearance.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}

/// The visual level of content, as `UIUserInterfaceLevel`: elevated content (sheets,
/// popovers) has lighter dark backgrounds.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable, CaseIterable {
  /// Not specified.
  case unspecified = -1
  /// The main window's content.
  case base = 0
  /// Content above the main window's, such as a sheet.
  case elevated = 1
}

/// The layout direction of a trait collection, as `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable, CaseIterable {
  /// Not specified.
  case unspecified = -1
  /// Left to right, as in English.
  case leftToRight = 0
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft = 1
}

/// A coarse measure of available space in one direction, as `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable {
  /// Not specified.
  case unspecified = 0
  /// Constrained space, such as an iPhone's width in portrait.
  case compact = 1
  /// Ample space, such as an iPad's width.
  case regular = 2
}

/// The kind of device the interface is designed for, as `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable {
  /// Not specified.
  case unspecified = -1
  /// iPhone and iPod touch.
  case phone = 0
  /// iPad.
  case pad = 1
  /// Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// Mac (Catalyst with the Mac idiom).
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// A trait value with an `unspecified` case.
@usableFromInline protocol UITraitValue: Equatable {
  /// The value that leaves the trait unspecified.
  static var unspecified: Self { get }
}

extension UITraitValue {
  /// The value, or `nil` when it is ``unspecified``.
  @inlinable var specified: Self? { self == .unspecified ? nil : self }
}

extension UIUserInterfaceStyle: UITraitValue {}
extension UIUserInterfaceLevel: UITraitValue {}
extension UITraitEnvironmentLayoutDirection: UITraitValue {}
extension UIUserInterfaceSizeClass: UITraitValue {}
extension UIUserInterfaceIdiom: UITraitValue {}
extension UIContentSizeCategory: UITraitValue {}
