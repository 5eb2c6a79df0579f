import Foundation
import PinframeGraphics
import PinframeViews

extension UIScrollView {
  /// How the safe area adds to a scroll view's content inset, as
  /// `UIScrollView.ContentInsetAdjustmentBehavior` (UIKit's raw values).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
    /// As ``scrollableAxes``, and top and bottom always when the scroll view is the view of a
    /// controller a navigation or tab bar controller shows.
    case automatic = 0
    /// The safe area is added on an axis that scrolls: its content is larger than the bounds,
    /// or it always bounces.
    case scrollableAxes = 1
    /// The content inset alone.
    case never = 2
    /// The safe area is added on every edge.
    case always = 3
  }

  /// The content inset with the safe area the adjustment behavior adds, as UIKit's.
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    let inset = contentInset
    let (vertical, horizontal): (Bool, Bool)
    switch contentInsetAdjustmentBehavior {
    case .never: (vertical, horizontal) = (false, false)
    case .always: (vertical, horizontal) = (true, true)
    case .scrollableAxes:
      vertical = scrollsVertically
      horizontal = scrollsHorizontally
    case .automatic:
      vertical = scrollsVertically || isShownByBarController
      horizontal = scrollsHorizontally
    }
    return EdgeInsets(
      top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
      bottom: inset.bottom + (vertical ? safe.bottom : 0),
      right: inset.right + (horizontal ? safe.right : 0))
  }

  /// Whether the content is taller than the bounds or the view always bounces vertically.
  private var scrollsVertically: Bool {
    alwaysBounceVertical || contentSize.height > bounds.height
  }

  /// Whether the content is wider than the bounds or the view always bounces horizontally.
  private var scrollsHorizontally: Bool {
    alwaysBounceHorizontal || contentSize.width > bounds.width
  }

  /// Whether the scroll view is the view of a controller whose parent is a navigation or tab
  /// bar controller: `.automatic` then adds the top and bottom safe area whatever the content.
  private var isShownByBarController: Bool {
    guard let controller = controllerHooks as? UIViewController else { return false }
    return controller.parent is UINavigationController || controller.parent is UITabBarController
  }

  /// `offset` kept where the content can scroll: from minus the adjusted top-left inset to the
  /// content's end plus the bottom-right inset less the bounds.
  func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let inset = adjustedContentInset
    let maxX = max(contentSize.width + inset.right - bounds.width, -inset.left)
    let maxY = max(contentSize.height + inset.bottom - bounds.height, -inset.top)
    return CGPoint(
      x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
  }

  /// Calls ``adjustedContentInsetDidChange()`` when the adjusted inset changed.
  func adjustedInsetsMayHaveChanged() {
    let current = adjustedContentInset
    guard current != reportedAdjustedInset else { return }
    reportedAdjustedInset = current
    adjustedContentInsetDidChange()
  }
}
