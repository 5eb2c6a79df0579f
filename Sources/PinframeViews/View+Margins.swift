import Foundation
import PinframeGraphics

extension View {
  /// The insets of the area not covered by bars, notches or the home indicator.
  ///
  /// UIKit gets them from the device; in Pinframe a root view's safe area is set here (for
  /// example `root.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)`), and
  /// a descendant's follows UIKit's rule: per edge, the superview's inset less the view's
  /// distance from that edge (at least 0). Setting it on a descendant overrides the derived value.
  ///
  /// A change is reported to ``safeAreaInsetsDidChange()`` of each view whose insets it changes,
  /// in the next layout pass, as UIKit does.
  public var safeAreaInsets: EdgeInsets {
    get { (explicitSafeAreaInsets ?? derivedSafeAreaInsets).adding(controllerSafeAreaInsets) }
    set {
      explicitSafeAreaInsets = newValue
      if newValue != .zero { View.safeAreaWasSet = true }
      setNeedsLayout()
    }
  }

  /// Whether any view was ever given a non-zero safe area.
  ///
  /// Until then every safe area is zero, and layout passes skip comparing them. Set once, never
  /// cleared.
  static var safeAreaWasSet: Bool {
    get { SafeAreaTracking.wasSet }
    set { SafeAreaTracking.wasSet = newValue }
  }

  /// The safe area given the superview's: the explicit one, or the part of the bounds that
  /// overlaps the superview's unsafe area.
  func safeAreaInsets(superviewInsets: EdgeInsets) -> EdgeInsets {
    if let explicitSafeAreaInsets {
      return explicitSafeAreaInsets.adding(controllerSafeAreaInsets)
    }
    guard let parent = superview else { return controllerSafeAreaInsets }
    let derived = insets(overlapping: superviewInsets, of: parent)
    return derived.adding(controllerSafeAreaInsets)
  }

  /// The frame of the readable content area in the view's bounds space, as UIKit's
  /// `readableContentGuide.layoutFrame`: the layout-margins area, at most
  /// ``readableContentWidth`` wide and centred.
  public var readableContentFrame: CGRect {
    let area = bounds.inset(by: layoutMargins)
    guard area.width > View.readableContentWidth else { return area }
    let inset = (area.width - View.readableContentWidth) / 2
    return CGRect(
      x: area.minX + inset, y: area.minY, width: View.readableContentWidth, height: area.height)
  }

  /// The widest readable content area UIKit uses at the default text size: 672 points.
  public static let readableContentWidth: CGFloat = 672

  private var derivedSafeAreaInsets: EdgeInsets {
    guard let parent = superview else { return .zero }
    return insets(overlapping: parent.safeAreaInsets, of: parent)
  }

  /// UIKit's rule for the safe area (and for the superview margins a view preserves), per edge:
  /// the superview's inset less the view's distance from that edge of the superview (a view past
  /// the edge counts as at the edge), never negative; in the view's own coordinates.
  ///
  /// Only the superview's inset bands count: the part of a view outside its superview adds
  /// nothing.
  func insets(overlapping parentInsets: EdgeInsets, of parent: View) -> EdgeInsets {
    let whole = parent.convert(parent.bounds, to: self)
    let safe = parent.convert(parent.bounds.inset(by: parentInsets), to: self)
    return EdgeInsets(
      top: max(0, safe.minY - max(bounds.minY, whole.minY)),
      left: max(0, safe.minX - max(bounds.minX, whole.minX)),
      bottom: max(0, min(bounds.maxY, whole.maxY) - safe.maxY),
      right: max(0, min(bounds.maxX, whole.maxX) - safe.maxX))
  }
}

@MainActor
private enum SafeAreaTracking {
  static var wasSet = false
}
