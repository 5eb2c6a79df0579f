import Foundation
import PinframeGraphics

// iPad presets, as swift-snapshot-testing's: a plain preset is landscape, full screen; an
// `Orientation` (`.iPadPro11(.portrait)`) is full screen; split views narrow the width; the
// safe area is (20, 0, 0, 0) everywhere but on the 11-inch iPad Pro (24, 0, 20, 0); traits are
// size classes and the pad idiom (regular/regular, compact width in narrow splits). Scale 2.
extension ViewImageConfig {
  /// iPad mini, iPad 9.7-inch (`iPad9_7`): landscape, full screen.
  public static let iPadMini = iPadMini(.landscape(splitView: .full))

  /// iPad mini, iPad 9.7-inch (`iPad9_7`) in `orientation`, full screen:
  /// `.iPadMini(.portrait)` is `.iPadMini(.portrait(splitView: .full))`.
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(orientation.fullScreen)
  }

  /// iPad mini, iPad 9.7-inch (`iPad9_7`) in `orientation`.
  public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
    .tablet(
      orientation, landscapeWidths: (1024, 694, 507, 320), landscapeHeight: 768,
      portraitWidths: (768, 438, 320), portraitHeight: 1024,
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeHalfIsCompact: true)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// iPad 10.2-inch: landscape, full screen.
  public static let iPad10_2 = iPad10_2(.landscape(splitView: .full))

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// iPad 10.2-inch in `orientation`, full screen: `.iPad10_2(.portrait)` is
  /// `.iPad10_2(.portrait(splitView: .full))`.
  public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
    iPad10_2(orientation.fullScreen)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// iPad 10.2-inch in `orientation`.
  public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
    .tablet(
      orientation, landscapeWidths: (1080, 750, 535, 320), landscapeHeight: 810,
      portraitWidths: (810, 480, 320), portraitHeight: 1080,
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeHalfIsCompact: true)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// iPad Pro 10.5-inch: landscape, full screen.
  public static let iPadPro10_5 = iPadPro10_5(.landscape(splitView: .full))

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// iPad Pro 10.5-inch in `orientation`, full screen: `.iPadPro10_5(.portrait)` is
  /// `.iPadPro10_5(.portrait(splitView: .full))`.
  public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro10_5(orientation.fullScreen)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// iPad Pro 10.5-inch in `orientation`.
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
    .tablet(
      orientation, landscapeWidths: (1112, 782, 551, 320), landscapeHeight: 834,
      portraitWidths: (834, 504, 320), portraitHeight: 1112,
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeHalfIsCompact: true)
  }

  /// iPad Pro 11-inch: landscape, full screen.
  public static let iPadPro11 = iPadPro11(.landscape(splitView: .full))

  /// iPad Pro 11-inch in `orientation`, full screen: `.iPadPro11(.portrait)` is
  /// `.iPadPro11(.portrait(splitView: .full))`.
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro11(orientation.fullScreen)
  }

  /// iPad Pro 11-inch in `orientation`.
  public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
    .tablet(
      orientation, landscapeWidths: (1194, 809, 592, 375), landscapeHeight: 834,
      portraitWidths: (834, 504, 320), portraitHeight: 1194,
      safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscapeHalfIsCompact: true)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// iPad Pro 12.9-inch: landscape, full screen.
  public static let iPadPro12_9 = iPadPro12_9(.landscape(splitView: .full))

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// iPad Pro 12.9-inch in `orientation`, full screen: `.iPadPro12_9(.portrait)` is
  /// `.iPadPro12_9(.portrait(splitView: .full))`.
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro12_9(orientation.fullScreen)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// iPad Pro 12.9-inch in `orientation`.
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
    .tablet(
      orientation, landscapeWidths: (1366, 981, 678, 375), landscapeHeight: 1024,
      portraitWidths: (1024, 639, 375), portraitHeight: 1366,
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeHalfIsCompact: false)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The iPad 9.7-inch: the iPad mini's screen, as in swift-snapshot-testing.
  public static let iPad9_7 = iPadMini

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The iPad 9.7-inch in `orientation`, full screen.
  public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(orientation)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The iPad 9.7-inch in `orientation`.
  public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
    iPadMini(orientation)
  }

  /// Apple TV (1080p): 1920 × 1080 pt, safe area (60, 90, 60, 90), no traits.
  public static let tv = ViewImageConfig(
    safeArea: EdgeInsets(top: 60, left: 90, bottom: 60, right: 90),
    size: CGSize(width: 1920, height: 1080), traits: UITraitCollection(), scale: 1)

  /// Apple TV 4K: 3840 × 2160 pt, safe area (120, 180, 120, 180), no traits.
  public static let tv4K = ViewImageConfig(
    safeArea: EdgeInsets(top: 120, left: 180, bottom: 120, right: 180),
    size: CGSize(width: 3840, height: 2160), traits: UITraitCollection(), scale: 1)

  /// A tablet's config in `orientation`.
  static func tablet(
    _ orientation: TabletOrientation,
    landscapeWidths: (full: CGFloat, twoThirds: CGFloat, half: CGFloat, third: CGFloat),
    landscapeHeight: CGFloat,
    portraitWidths: (full: CGFloat, twoThirds: CGFloat, third: CGFloat), portraitHeight: CGFloat,
    safeArea: EdgeInsets, landscapeHalfIsCompact: Bool
  ) -> ViewImageConfig {
    let size: CGSize
    let isCompact: Bool
    switch orientation {
    case .landscape(let split):
      let width: CGFloat
      switch split {
      case .full: (width, isCompact) = (landscapeWidths.full, false)
      case .twoThirds: (width, isCompact) = (landscapeWidths.twoThirds, false)
      case .oneHalf: (width, isCompact) = (landscapeWidths.half, landscapeHalfIsCompact)
      case .oneThird: (width, isCompact) = (landscapeWidths.third, true)
      }
      size = CGSize(width: width, height: landscapeHeight)
    case .portrait(let split):
      let width: CGFloat
      switch split {
      case .full: (width, isCompact) = (portraitWidths.full, false)
      case .twoThirds: (width, isCompact) = (portraitWidths.twoThirds, true)
      case .oneThird: (width, isCompact) = (portraitWidths.third, true)
      }
      size = CGSize(width: width, height: portraitHeight)
    }
    let traits = UITraitCollection(
      horizontalSizeClass: isCompact ? .compact : .regular, verticalSizeClass: .regular,
      userInterfaceIdiom: .pad)
    return ViewImageConfig(safeArea: safeArea, size: size, traits: traits, scale: 2)
  }
}

extension ViewImageConfig.Orientation {
  /// The tablet orientation of a full-screen app in this orientation.
  var fullScreen: ViewImageConfig.TabletOrientation {
    switch self {
    case .landscape: .landscape(splitView: .full)
    case .portrait: .portrait(splitView: .full)
    }
  }
}
