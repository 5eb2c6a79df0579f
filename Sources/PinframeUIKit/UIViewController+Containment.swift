import Foundation
import PinframeViews

extension UIViewController {
  /// Adds `child` as a child controller, as UIKit's `addChild(_:)`: calls `child.willMove(toParent:
  /// self)` (after removing it from a previous parent).
  ///
  /// Add its view to yours and call `child.didMove(toParent: self)` yourself, as in UIKit.
  public func addChild(_ child: UIViewController) {
    guard child !== self, child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
    child.contentScrollView?.adjustedInsetsMayHaveChanged()
  }

  /// Removes the controller from its parent, as UIKit's `removeFromParent()`: calls
  /// `didMove(toParent: nil)`.
  ///
  /// Call `willMove(toParent: nil)` and remove the view yourself first, as in UIKit.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    contentScrollView?.adjustedInsetsMayHaveChanged()
    didMove(toParent: nil)
  }

  /// The scroll view UIKit adjusts for the bars of a navigation or tab bar controller: the
  /// loaded view when it is a scroll view, else its first subview when that is one (UIKit's
  /// backward-compatible rule).
  var contentScrollView: UIScrollView? {
    guard let view = viewIfLoaded else { return nil }
    return view as? UIScrollView ?? view.subviews.first as? UIScrollView
  }
}
