import Foundation
import PinframeGraphics
import PinframeViews

extension UIScrollView {
  /// How the safe area adds to a scroll view's content inset, as
  /// `UIScrollView.ContentInsetAdjustmentBehavior` (UIKit's raw values).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
    /// As ``scrollableAxes`` (and, in UIKit, top and bottom always for a navigation or tab
    /// controller's content view, which Pinframe does not have yet).
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
    case .automatic, .scrollableAxes:
      vertical = alwaysBounceVertical || contentSize.height > bounds.height
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
    }
    return EdgeInsets(
      top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
      bottom: inset.bottom + (vertical ? safe.bottom : 0),
      right: inset.right + (horizontal ? safe.right : 0))
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
