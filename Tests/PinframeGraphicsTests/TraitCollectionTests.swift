import Foundation
import PinframeGraphics
import Testing

@Suite("UITraitCollection")
struct TraitCollectionTests {
  @Test("merging takes each trait from the last collection that specifies it")
  func merging() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: 3, userInterfaceStyle: .light),
      UITraitCollection(horizontalSizeClass: .compact, preferredContentSizeCategory: .medium),
      UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(displayScale: 2, horizontalSizeClass: .unspecified),
    ])
    #expect(
      merged
        == UITraitCollection(
          displayScale: 2, userInterfaceStyle: .dark, horizontalSizeClass: .compact,
          preferredContentSizeCategory: .medium))
    #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
    #expect(merged.verticalSizeClass == .unspecified)
    #expect(merged.userInterfaceIdiom == .unspecified)
  }

  @Test("containsTraits compares only the traits the argument specifies")
  func containsTraits() {
    let phone = UITraitCollection(
      displayScale: 3, userInterfaceStyle: .dark, horizontalSizeClass: .compact,
      verticalSizeClass: .regular, userInterfaceIdiom: .phone)
    #expect(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    #expect(
      phone.containsTraits(in: UITraitCollection(displayScale: 3, userInterfaceIdiom: .phone)))
    #expect(!phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    #expect(!phone.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
    #expect(phone.containsTraits(in: UITraitCollection()))
    #expect(phone.containsTraits(in: nil))
  }

  @Test("colour appearance differs when the style or the level does")
  func colorAppearance() {
    let dark = UITraitCollection(displayScale: 2, userInterfaceStyle: .dark)
    #expect(
      !dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(
      dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    #expect(
      dark.hasDifferentColorAppearance(
        comparedTo: UITraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated)))
    #expect(dark.hasDifferentColorAppearance(comparedTo: nil))
  }

  @Test("modifyingTraits and init(mutations:) set traits; unspecified values leave them")
  func mutations() {
    let base = UITraitCollection(displayScale: 2, userInterfaceStyle: .light)
    let modified = base.modifyingTraits {
      $0.userInterfaceStyle = .dark
      $0.preferredContentSizeCategory = .accessibilityLarge
    }
    #expect(
      modified
        == UITraitCollection(
          displayScale: 2, userInterfaceStyle: .dark,
          preferredContentSizeCategory: .accessibilityLarge))
    #expect(
      UITraitCollection { $0.verticalSizeClass = .compact }
        == UITraitCollection(verticalSizeClass: .compact))
    var overrides = UITraitOverrides()
    #expect(overrides.isEmpty)
    overrides.displayScale = .infinity
    #expect(overrides.isEmpty)
    overrides.userInterfaceLevel = .elevated
    #expect(!overrides.isEmpty)
  }

  @Test("a display scale that is negative or not finite is unspecified")
  func invalidScale() {
    #expect(UITraitCollection(displayScale: .nan).displayScale == 0)
    #expect(UITraitCollection(displayScale: -2) == UITraitCollection())
    #expect(UITraitCollection(displayScale: 3).displayScale == 3)
  }

  @Test("content size categories keep UIKit's raw strings and order")
  func contentSizeCategories() {
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(UIContentSizeCategory.extraExtraExtraLarge.rawValue == "UICTContentSizeCategoryXXXL")
    #expect(
      UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
        == "UICTContentSizeCategoryAccessibilityXXXL")
    #expect(UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS") == .extraSmall)
    #expect(UIContentSizeCategory(rawValue: "large") == nil)
    #expect(UIContentSizeCategory.allCases.sorted() == UIContentSizeCategory.allCases)
    #expect(UIContentSizeCategory.medium < .large)
    #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
    #expect(UIContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  @Test("trait values keep UIKit's raw values")
  func rawValues() {
    #expect(UIUserInterfaceStyle.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(UIUserInterfaceLevel.allCases.map(\.rawValue) == [-1, 0, 1])
    #expect(UITraitEnvironmentLayoutDirection.allCases.map(\.rawValue) == [-1, 0, 1])
    #expect(UIUserInterfaceSizeClass.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(UIUserInterfaceIdiom.allCases.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
  }

  @Test("current is the innermost performAsCurrent collection; setting it there is scoped")
  func current() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let outside = UITraitCollection.current
    dark.performAsCurrent {
      #expect(UITraitCollection.current == dark)
      UITraitCollection.current = UITraitCollection(displayScale: 2)
      #expect(UITraitCollection.current == UITraitCollection(displayScale: 2))
      let inner = UITraitCollection(userInterfaceLevel: .elevated).performAsCurrent {
        UITraitCollection.current
      }
      #expect(inner == UITraitCollection(userInterfaceLevel: .elevated))
    }
    #expect(UITraitCollection.current == outside)
  }

  @Test("the description lists the specified traits")
  func description() {
    #expect(UITraitCollection().description == "<UITraitCollection>")
    #expect(
      UITraitCollection(displayScale: 2, userInterfaceStyle: .dark, horizontalSizeClass: .compact)
        .description
        == "<UITraitCollection; displayScale = 2.0; userInterfaceStyle = dark; "
        + "horizontalSizeClass = compact>")
  }
}
