import Foundation

extension ViewImageConfig {
  /// The presets by name, as layout specs and the command line name devices: every phone,
  /// iPad and TV of ``ViewImageConfig``, in the order of its declarations.
  public static let deviceNames: [String] = [
    "iPhoneSe", "iPhone8", "iPhone8Plus", "iPhoneX", "iPhoneXsMax", "iPhoneXr", "iPhone11",
    "iPhone11Pro", "iPhone11ProMax", "iPhone12", "iPhone12Pro", "iPhone12ProMax", "iPhone12Mini",
    "iPhone13", "iPhone13Mini", "iPhone13Pro", "iPhone13ProMax", "iPhone14", "iPhone14Plus",
    "iPhone14Pro", "iPhone14ProMax", "iPhone15", "iPhone15Plus", "iPhone15Pro", "iPhone15ProMax",
    "iPhone16", "iPhone16Plus", "iPhone16Pro", "iPhone16ProMax", "iPhone16e", "iPadMini",
    "iPad9_7", "iPad10_2", "iPadPro10_5", "iPadPro11", "iPadPro12_9", "tv", "tv4K",
  ]

  /// The preset `name` (one of ``deviceNames``) in portrait or landscape (full screen for an
  /// iPad; TVs have one orientation), or `nil` for an unknown name.
  public static func named(_ name: String, landscape: Bool) -> ViewImageConfig? {
    let phone: Orientation = landscape ? .landscape : .portrait
    let tablet: TabletOrientation =
      landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    switch name {
    case "iPhoneSe": return iPhoneSe(phone)
    case "iPhone8": return iPhone8(phone)
    case "iPhone8Plus": return iPhone8Plus(phone)
    case "iPhoneX": return iPhoneX(phone)
    case "iPhoneXsMax": return iPhoneXsMax(phone)
    case "iPhoneXr": return iPhoneXr(phone)
    case "iPhone11": return iPhone11(phone)
    case "iPhone11Pro": return iPhone11Pro(phone)
    case "iPhone11ProMax": return iPhone11ProMax(phone)
    case "iPhone12": return iPhone12(phone)
    case "iPhone12Pro": return iPhone12Pro(phone)
    case "iPhone12ProMax": return iPhone12ProMax(phone)
    case "iPhone12Mini": return iPhone12Mini(phone)
    case "iPhone13": return iPhone13(phone)
    case "iPhone13Mini": return iPhone13Mini(phone)
    case "iPhone13Pro": return iPhone13Pro(phone)
    case "iPhone13ProMax": return iPhone13ProMax(phone)
    case "iPhone14": return iPhone14(phone)
    case "iPhone14Plus": return iPhone14Plus(phone)
    case "iPhone14Pro": return iPhone14Pro(phone)
    case "iPhone14ProMax": return iPhone14ProMax(phone)
    case "iPhone15": return iPhone15(phone)
    case "iPhone15Plus": return iPhone15Plus(phone)
    case "iPhone15Pro": return iPhone15Pro(phone)
    case "iPhone15ProMax": return iPhone15ProMax(phone)
    case "iPhone16": return iPhone16(phone)
    case "iPhone16Plus": return iPhone16Plus(phone)
    case "iPhone16Pro": return iPhone16Pro(phone)
    case "iPhone16ProMax": return iPhone16ProMax(phone)
    case "iPhone16e": return iPhone16e(phone)
    case "iPadMini": return iPadMini(tablet)
    case "iPad9_7": return iPad9_7(tablet)
    case "iPad10_2": return iPad10_2(tablet)
    case "iPadPro10_5": return iPadPro10_5(tablet)
    case "iPadPro11": return iPadPro11(tablet)
    case "iPadPro12_9": return iPadPro12_9(tablet)
    case "tv": return tv
    case "tv4K": return tv4K
    default: return nil
    }
  }
}
