import Foundation

/// What a controller is told about a running size transition, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The transition's duration, in seconds.
  var transitionDuration: TimeInterval { get }
}

/// The object that runs a size transition and lets controllers animate along, as UIKit's
/// `UIViewControllerTransitionCoordinator`, passed to
/// ``UIViewController/viewWillTransition(to:with:)``.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` along with the transition and `completion` after it; `false` when the
  /// animation cannot run along.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
