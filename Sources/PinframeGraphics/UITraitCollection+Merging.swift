import Foundation

extension UITraitCollection {
  /// Merges `traitCollections`: each trait comes from the last collection that specifies it,
  /// as UIKit's `init(traitsFrom:)`.
  public init(traitsFrom traitCollections: [UITraitCollection]) {
    self = traitCollections.reduce(UITraitCollection()) { $0.applying($1) }
  }

  /// Creates a collection with the traits `mutations` sets, as UIKit 17's `init(mutations:)`.
  public init(mutations: (inout UITraitOverrides) -> Void) {
    var traits = UITraitOverrides()
    mutations(&traits)
    self = traits.traits
  }

  /// A copy with the traits `mutations` sets replaced, as UIKit 17's `modifyingTraits(_:)`.
  public func modifyingTraits(_ mutations: (inout UITraitOverrides) -> Void) -> UITraitCollection {
    var traits = UITraitOverrides()
    mutations(&traits)
    return applying(traits.traits)
  }

  /// This collection with every trait `overrides` specifies taken from `overrides`.
  @inlinable package func applying(_ overrides: UITraitCollection) -> UITraitCollection {
    UITraitCollection(
      displayScale: overrides.displayScale != 0 ? overrides.displayScale : displayScale,
      userInterfaceStyle: overrides.userInterfaceStyle.specified ?? userInterfaceStyle,
      userInterfaceLevel: overrides.userInterfaceLevel.specified ?? userInterfaceLevel,
      layoutDirection: overrides.layoutDirection.specified ?? layoutDirection,
      horizontalSizeClass: overrides.horizontalSizeClass.specified ?? horizontalSizeClass,
      verticalSizeClass: overrides.verticalSizeClass.specified ?? verticalSizeClass,
      preferredContentSizeCategory: overrides.preferredContentSizeCategory.specified
        ?? preferredContentSizeCategory,
      userInterfaceIdiom: overrides.userInterfaceIdiom.specified ?? userInterfaceIdiom)
  }

  /// Whether every trait `traitCollection` specifies has the same value here, as UIKit's
  /// `containsTraits(in:)`; `true` for `nil` and for a collection that specifies nothing.
  public func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
    guard let traitCollection else { return true }
    return applying(traitCollection) == self
  }

  /// Whether dynamic colours may resolve differently under `traitCollection`: its appearance
  /// or level differs, as UIKit's `hasDifferentColorAppearance(comparedTo:)`; `true` for `nil`.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    guard let traitCollection else { return true }
    return userInterfaceStyle != traitCollection.userInterfaceStyle
      || userInterfaceLevel != traitCollection.userInterfaceLevel
  }
}
