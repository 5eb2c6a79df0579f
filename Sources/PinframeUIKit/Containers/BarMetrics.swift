import Foundation
import PinframeGraphics
import PinframeViews

/// The sizes of UIKit's bars (uikit-surface.md §8.3; iOS 13–18, before iOS 26's floating bars).
enum BarMetrics {
  /// A navigation bar's row: 44 pt on a phone in portrait, 32 in compact height, 50 on an iPad.
  static func navigationBarHeight(_ traits: UITraitCollection) -> CGFloat {
    if traits.userInterfaceIdiom == .pad { return 50 }
    return traits.verticalSizeClass == .compact ? 32 : 44
  }

  /// What a large title adds below the row: 52 pt (none in compact height).
  static func largeTitleHeight(_ traits: UITraitCollection) -> CGFloat {
    traits.verticalSizeClass == .compact ? 0 : 52
  }

  /// A tab bar above the bottom safe area: 49 pt, 32 in compact height.
  static func tabBarHeight(_ traits: UITraitCollection) -> CGFloat {
    traits.verticalSizeClass == .compact ? 32 : 49
  }

  /// The margin of bar items from the bar's edges: 16 pt (20 in regular width).
  static func margin(_ traits: UITraitCollection) -> CGFloat {
    traits.horizontalSizeClass == .regular ? 20 : 16
  }
}
