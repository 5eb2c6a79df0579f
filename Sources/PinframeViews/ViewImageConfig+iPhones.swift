import Foundation
import PinframeGraphics

// iPhone presets: swift-snapshot-testing's sizes, safe areas and traits for the devices it has
// (iPhone SE to iPhone 13 Pro Max), and the published values of later phones. Portrait: compact
// width, regular height; landscape: regular width on the wide phones (414, 428, 430, 440 pt),
// compact otherwise; compact height. Text size `.medium`, as swift-snapshot-testing's iPhones.
extension ViewImageConfig {
  /// iPhone SE (1st generation), 5s: 320 × 568 pt at 2×, portrait.
  public static let iPhoneSe = iPhoneSe(.portrait)

  /// iPhone SE (1st generation), 5s: 320 × 568 pt at 2× in `orientation`.
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 320, height: 568, scale: 2,
      portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 8, 7, 6s and SE (2nd and 3rd generation): 375 × 667 pt at 2×, portrait.
  public static let iPhone8 = iPhone8(.portrait)

  /// iPhone 8, 7, 6s and SE (2nd and 3rd generation): 375 × 667 pt at 2× in `orientation`.
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 375, height: 667, scale: 2,
      portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 8 Plus, 7 Plus: 414 × 736 pt at 3×, portrait.
  public static let iPhone8Plus = iPhone8Plus(.portrait)

  /// iPhone 8 Plus, 7 Plus: 414 × 736 pt at 3× in `orientation`.
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 414, height: 736, scale: 3,
      portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
      landscapeIsRegularWidth: true)
  }

  /// iPhone X, XS: 375 × 812 pt at 3×, portrait.
  public static let iPhoneX = iPhoneX(.portrait)

  /// iPhone X, XS: 375 × 812 pt at 3× in `orientation`.
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 375, height: 812, scale: 3,
      portraitSafeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 24, right: 44),
      landscapeIsRegularWidth: false)
  }

  /// iPhone XS Max: 414 × 896 pt at 3×, portrait.
  public static let iPhoneXsMax = iPhoneXsMax(.portrait)

  /// iPhone XS Max: 414 × 896 pt at 3× in `orientation`.
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 414, height: 896, scale: 3,
      portraitSafeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 24, right: 44),
      landscapeIsRegularWidth: true)
  }

  /// iPhone XR: 414 × 896 pt at 2×, portrait.
  public static let iPhoneXr = iPhoneXr(.portrait)

  /// iPhone XR: 414 × 896 pt at 2× in `orientation`.
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 414, height: 896, scale: 2,
      portraitSafeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 24, right: 44),
      landscapeIsRegularWidth: true)
  }

  /// iPhone 11 (the top inset of iOS 14 and later): 414 × 896 pt at 2×, portrait.
  public static let iPhone11 = iPhone11(.portrait)

  /// iPhone 11 (the top inset of iOS 14 and later): 414 × 896 pt at 2× in `orientation`.
  public static func iPhone11(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 414, height: 896, scale: 2,
      portraitSafeArea: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
      landscapeIsRegularWidth: true)
  }

  /// iPhone 11 Pro: 375 × 812 pt at 3×, portrait.
  public static let iPhone11Pro = iPhone11Pro(.portrait)

  /// iPhone 11 Pro: 375 × 812 pt at 3× in `orientation`.
  public static func iPhone11Pro(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 375, height: 812, scale: 3,
      portraitSafeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 11 Pro Max: 414 × 896 pt at 3×, portrait.
  public static let iPhone11ProMax = iPhone11ProMax(.portrait)

  /// iPhone 11 Pro Max: 414 × 896 pt at 3× in `orientation`.
  public static func iPhone11ProMax(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 414, height: 896, scale: 3,
      portraitSafeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
      landscapeIsRegularWidth: true)
  }

  /// iPhone 12: 390 × 844 pt at 3×, portrait.
  public static let iPhone12 = iPhone12(.portrait)

  /// iPhone 12: 390 × 844 pt at 3× in `orientation`.
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 390, height: 844, scale: 3,
      portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 12 Pro (the iPhone 12's screen): 390 × 844 pt at 3×, portrait.
  public static let iPhone12Pro = iPhone12Pro(.portrait)

  /// iPhone 12 Pro (the iPhone 12's screen): 390 × 844 pt at 3× in `orientation`.
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 390, height: 844, scale: 3,
      portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 12 Pro Max: 428 × 926 pt at 3×, portrait.
  public static let iPhone12ProMax = iPhone12ProMax(.portrait)

  /// iPhone 12 Pro Max: 428 × 926 pt at 3× in `orientation`.
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 428, height: 926, scale: 3,
      portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      landscapeIsRegularWidth: true)
  }

  /// iPhone 12 mini (the iPhone 13 mini's screen): 375 × 812 pt at 3×, portrait.
  public static let iPhone12Mini = iPhone12Mini(.portrait)

  /// iPhone 12 mini (the iPhone 13 mini's screen): 375 × 812 pt at 3× in `orientation`.
  public static func iPhone12Mini(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 375, height: 812, scale: 3,
      portraitSafeArea: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 13: 390 × 844 pt at 3×, portrait.
  public static let iPhone13 = iPhone13(.portrait)

  /// iPhone 13: 390 × 844 pt at 3× in `orientation`.
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 390, height: 844, scale: 3,
      portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 13 mini (with the iPhone 13's traits, as swift-snapshot-testing): 375 × 812 pt at 3×, portrait.
  public static let iPhone13Mini = iPhone13Mini(.portrait)

  /// iPhone 13 mini (with the iPhone 13's traits, as swift-snapshot-testing): 375 × 812 pt at 3× in `orientation`.
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 375, height: 812, scale: 3,
      portraitSafeArea: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 13 Pro (the iPhone 13's screen): 390 × 844 pt at 3×, portrait.
  public static let iPhone13Pro = iPhone13Pro(.portrait)

  /// iPhone 13 Pro (the iPhone 13's screen): 390 × 844 pt at 3× in `orientation`.
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 390, height: 844, scale: 3,
      portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 13 Pro Max: 428 × 926 pt at 3×, portrait.
  public static let iPhone13ProMax = iPhone13ProMax(.portrait)

  /// iPhone 13 Pro Max: 428 × 926 pt at 3× in `orientation`.
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 428, height: 926, scale: 3,
      portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      landscapeIsRegularWidth: true)
  }

  /// iPhone 14: 390 × 844 pt at 3×, portrait.
  public static let iPhone14 = iPhone14(.portrait)

  /// iPhone 14: 390 × 844 pt at 3× in `orientation`.
  public static func iPhone14(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 390, height: 844, scale: 3,
      portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 14 Plus: 428 × 926 pt at 3×, portrait.
  public static let iPhone14Plus = iPhone14Plus(.portrait)

  /// iPhone 14 Plus: 428 × 926 pt at 3× in `orientation`.
  public static func iPhone14Plus(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 428, height: 926, scale: 3,
      portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      landscapeIsRegularWidth: true)
  }

  /// iPhone 14 Pro (Dynamic Island): 393 × 852 pt at 3×, portrait.
  public static let iPhone14Pro = iPhone14Pro(.portrait)

  /// iPhone 14 Pro (Dynamic Island): 393 × 852 pt at 3× in `orientation`.
  public static func iPhone14Pro(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 393, height: 852, scale: 3,
      portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 14 Pro Max: 430 × 932 pt at 3×, portrait.
  public static let iPhone14ProMax = iPhone14ProMax(.portrait)

  /// iPhone 14 Pro Max: 430 × 932 pt at 3× in `orientation`.
  public static func iPhone14ProMax(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 430, height: 932, scale: 3,
      portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      landscapeIsRegularWidth: true)
  }

  /// iPhone 15: 393 × 852 pt at 3×, portrait.
  public static let iPhone15 = iPhone15(.portrait)

  /// iPhone 15: 393 × 852 pt at 3× in `orientation`.
  public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 393, height: 852, scale: 3,
      portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 15 Plus: 430 × 932 pt at 3×, portrait.
  public static let iPhone15Plus = iPhone15Plus(.portrait)

  /// iPhone 15 Plus: 430 × 932 pt at 3× in `orientation`.
  public static func iPhone15Plus(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 430, height: 932, scale: 3,
      portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      landscapeIsRegularWidth: true)
  }

  /// iPhone 15 Pro: 393 × 852 pt at 3×, portrait.
  public static let iPhone15Pro = iPhone15Pro(.portrait)

  /// iPhone 15 Pro: 393 × 852 pt at 3× in `orientation`.
  public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 393, height: 852, scale: 3,
      portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 15 Pro Max: 430 × 932 pt at 3×, portrait.
  public static let iPhone15ProMax = iPhone15ProMax(.portrait)

  /// iPhone 15 Pro Max: 430 × 932 pt at 3× in `orientation`.
  public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 430, height: 932, scale: 3,
      portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      landscapeIsRegularWidth: true)
  }

  /// iPhone 16: 393 × 852 pt at 3×, portrait.
  public static let iPhone16 = iPhone16(.portrait)

  /// iPhone 16: 393 × 852 pt at 3× in `orientation`.
  public static func iPhone16(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 393, height: 852, scale: 3,
      portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 16 Plus: 430 × 932 pt at 3×, portrait.
  public static let iPhone16Plus = iPhone16Plus(.portrait)

  /// iPhone 16 Plus: 430 × 932 pt at 3× in `orientation`.
  public static func iPhone16Plus(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 430, height: 932, scale: 3,
      portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      landscapeIsRegularWidth: true)
  }

  /// iPhone 16 Pro: 402 × 874 pt at 3×, portrait.
  public static let iPhone16Pro = iPhone16Pro(.portrait)

  /// iPhone 16 Pro: 402 × 874 pt at 3× in `orientation`.
  public static func iPhone16Pro(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 402, height: 874, scale: 3,
      portraitSafeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
      landscapeIsRegularWidth: false)
  }

  /// iPhone 16 Pro Max: 440 × 956 pt at 3×, portrait.
  public static let iPhone16ProMax = iPhone16ProMax(.portrait)

  /// iPhone 16 Pro Max: 440 × 956 pt at 3× in `orientation`.
  public static func iPhone16ProMax(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 440, height: 956, scale: 3,
      portraitSafeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
      landscapeIsRegularWidth: true)
  }

  /// iPhone 16e: 390 × 844 pt at 3×, portrait.
  public static let iPhone16e = iPhone16e(.portrait)

  /// iPhone 16e: 390 × 844 pt at 3× in `orientation`.
  public static func iPhone16e(_ orientation: Orientation) -> ViewImageConfig {
    .phone(
      orientation, width: 390, height: 844, scale: 3,
      portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      landscapeIsRegularWidth: false)
  }

  /// A phone's config in `orientation`.
  static func phone(
    _ orientation: Orientation, width: CGFloat, height: CGFloat, scale: CGFloat,
    portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, landscapeIsRegularWidth: Bool
  ) -> ViewImageConfig {
    let isPortrait = orientation == .portrait
    let traits = UITraitCollection(
      layoutDirection: .leftToRight,
      horizontalSizeClass: isPortrait || !landscapeIsRegularWidth ? .compact : .regular,
      verticalSizeClass: isPortrait ? .regular : .compact, preferredContentSizeCategory: .medium,
      userInterfaceIdiom: .phone)
    return ViewImageConfig(
      safeArea: isPortrait ? portraitSafeArea : landscapeSafeArea,
      size: isPortrait
        ? CGSize(width: width, height: height) : CGSize(width: height, height: width),
      traits: traits, scale: scale)
  }
}
