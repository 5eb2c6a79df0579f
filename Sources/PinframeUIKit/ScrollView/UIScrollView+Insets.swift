import Foundation
import PinframeGraphics
import PinframeViews

extension UIScrollView {
  /// How the safe area adds to a scroll view's content inset, as
  /// `UIScrollView.ContentInsetAdjustmentBehavior` (UIKit's raw values).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
    /// As ``scrollableAxes``, and top and bottom always for the scroll view of a controller a
    /// navigation or tab bar controller shows (the controller's view, or its first subview, as
    /// UIKit's backward-compatible rule while `automaticallyAdjustsScrollViewInsets` is on).
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
      vertical = alwaysBounceVertical || contentSize.height > bounds.height
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
    case .automatic:
      vertical =
        alwaysBounceVertical || contentSize.height > bounds.height
        || isBarControllerContentScrollView
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
    }
    return EdgeInsets(
      top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
      bottom: inset.bottom + (vertical ? safe.bottom : 0),
      right: inset.right + (horizontal ? safe.right : 0))
  }

  /// Whether the view is the scroll view UIKit adjusts for a controller in a navigation or tab
  /// bar controller (its ``UIViewController/contentScrollView``), while the controller's
  /// `automaticallyAdjustsScrollViewInsets` is on.
  var isBarControllerContentScrollView: Bool {
    let owner = controllerHooks != nil ? self : superview
    guard let controller = owner?.controllerHooks as? UIViewController,
      controller.contentScrollView === self
    else { return false }
    return controller.automaticallyAdjustsScrollViewInsets
      && (controller.navigationController != nil || controller.tabBarController != nil)
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
  ///
  /// When the part the safe area adds changed (the safe area, the behavior, or whether an axis
  /// scrolls), an offset at rest against the previous inset (its top-left corner at minus the
  /// inset) moves to rest against the new one, as UIKit moves a scroll view's content below
  /// the bars it adjusts for; a change of ``contentInset`` alone moves nothing.
  /// `previousContentInset` is the content inset the previous adjusted inset was made of, when
  /// it just changed.
  func adjustedInsetsMayHaveChanged(previousContentInset: EdgeInsets? = nil) {
    let current = adjustedContentInset
    guard current != reportedAdjustedInset else { return }
    let previous = reportedAdjustedInset
    reportedAdjustedInset = current
    let (inset, previousInset) = (contentInset, previousContentInset ?? contentInset)
    let addedBefore = EdgeInsets(
      top: previous.top - previousInset.top, left: previous.left - previousInset.left,
      bottom: previous.bottom - previousInset.bottom, right: previous.right - previousInset.right)
    let added = EdgeInsets(
      top: current.top - inset.top, left: current.left - inset.left,
      bottom: current.bottom - inset.bottom, right: current.right - inset.right)
    if added != addedBefore {
      var offset = contentOffset
      if offset.y == -previous.top { offset.y = -current.top }
      if offset.x == -previous.left { offset.x = -current.left }
      contentOffset = offset
    }
    adjustedContentInsetDidChange()
  }

}
