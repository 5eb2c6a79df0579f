import Foundation
import PinframeViews

extension UIWindow {
  /// The controller whose view fills the window, as UIKit's `rootViewController`.
  ///
  /// Setting it puts the controller's view in the window at the window's bounds (the previous
  /// root's view leaves); once the window is key and visible (``UIWindow/makeKeyAndVisible()``,
  /// or already) the controller gets its appear calls, and a replaced root its disappear calls.
  public var rootViewController: UIViewController? {
    get { (rootControllerHooks as? WindowRoot)?.controller }
    set {
      let old = (rootControllerHooks as? WindowRoot)?.controller
      guard newValue !== old else { return }
      old?.disappear(animated: false) { old?.viewIfLoaded?.removeFromSuperview() }
      rootControllerHooks = newValue.map(WindowRoot.init)
      guard let controller = newValue else { return }
      let view: View = controller.view
      view.frame = bounds
      addSubview(view)
      if isKeyWindow { controller.appear(animated: false) }
    }
  }
}

/// The window's link to its root controller: the appear calls when the window becomes key.
@MainActor
private final class WindowRoot: WindowRootHooks {
  let controller: UIViewController

  init(_ controller: UIViewController) {
    self.controller = controller
  }

  func windowDidBecomeKeyAndVisible(_ window: UIWindow) {
    controller.appear(animated: false)
  }
}
