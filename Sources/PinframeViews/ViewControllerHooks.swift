import Foundation
import PinframeGraphics

/// What a view asks of the view controller that owns it: the calls around its layout, the extra
/// safe area and the layout margins of a root view.
///
/// `UIViewController` (PinframeUIKit, a layer above) implements it; the view tree knows nothing
/// more of controllers.
@MainActor
package protocol ViewControllerHooks: AnyObject {
  /// Called before the owned view's `layoutSubviews()`.
  func viewWillLayoutSubviews()
  /// Called after the owned view's `layoutSubviews()`.
  func viewDidLayoutSubviews()
  /// Called in the update-constraints pass in place of the owned view's `updateConstraints()`.
  func updateViewConstraints()
  /// Insets added to the owned view's safe area: the controller's own additional insets and
  /// the bars of its container (a navigation or tab bar controller).
  var safeAreaInsetsAddedByController: EdgeInsets { get }
  /// The owned view's own layout margins while none were set on it: the controller's system
  /// minimum.
  var defaultRootLayoutMargins: DirectionalEdgeInsets { get }
  /// The least own layout margins of the owned view, or `nil` when the controller lets them be
  /// smaller than its system minimum.
  var minimumRootLayoutMargins: DirectionalEdgeInsets? { get }
}

/// What a window asks of its root view controller.
@MainActor
package protocol WindowRootHooks: AnyObject {
  /// Called when the window became key and visible, to run the appearance calls.
  func windowDidBecomeKeyAndVisible(_ window: UIWindow)
}

extension View {
  /// Lays the view out, between its controller's `viewWillLayoutSubviews()` and
  /// `viewDidLayoutSubviews()` when a controller owns it: first the frames constraints give its
  /// subviews, then its own `layoutSubviews()`, then an attached layout handler.
  func layoutSubviewsWithController() {
    prepareConstraintLayout()
    guard let controller = controllerHooks else {
      applyConstraintLayout()
      layoutSubviews()
      attachments?.layoutHandler?(self)
      return
    }
    controller.viewWillLayoutSubviews()
    applyConstraintLayout()
    layoutSubviews()
    attachments?.layoutHandler?(self)
    controller.viewDidLayoutSubviews()
  }

  /// The safe area a controller adds to the view it owns.
  var controllerSafeAreaInsets: EdgeInsets {
    controllerHooks?.safeAreaInsetsAddedByController ?? .zero
  }
}
