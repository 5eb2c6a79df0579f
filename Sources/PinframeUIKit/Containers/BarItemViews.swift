import Foundation
import PinframeGraphics
import PinframeViews

/// Keeps a bar's item views across layout passes: a bar lays its items out again at every
/// pass, and replacing its subviews each time would ask for yet another pass.
@MainActor
enum BarItemViews {
  /// The views to keep in `bar`: `current` with `fresh`'s frames when both show the same
  /// things (same kinds, texts, colours, images), else `fresh`, which replace them.
  static func replace(_ current: [View], with fresh: [View], in bar: View) -> [View] {
    if current.count == fresh.count, zip(current, fresh).allSatisfy(same) {
      for (view, placed) in zip(current, fresh) where view.frame != placed.frame {
        view.frame = placed.frame
      }
      return current
    }
    for view in current { view.removeFromSuperview() }
    for view in fresh { bar.addSubview(view) }
    return fresh
  }

  /// Whether two item views show the same thing.
  private static func same(_ a: View, _ b: View) -> Bool {
    guard type(of: a) == type(of: b) else { return false }
    if let a = a as? UILabel, let b = b as? UILabel {
      return a.text == b.text && a.textColor == b.textColor && a.font == b.font
        && a.backgroundColor == b.backgroundColor
    }
    if let a = a as? UIImageView, let b = b as? UIImageView {
      return a.image?.cgImage === b.image?.cgImage && a.tintColor == b.tintColor
    }
    if a is BackChevronView { return a.tintColor == b.tintColor }
    return a === b
  }
}
