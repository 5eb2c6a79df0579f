import Foundation
import PinframeViews

extension UIViewController {
  /// Runs the appear calls (``viewWillAppear(_:)``, then `action`, then ``viewDidAppear(_:)``)
  /// on this controller and its children, parents first, unless they are shown already.
  func appear(animated: Bool, _ action: () -> Void = {}) {
    guard !isShown else { return action() }
    let shown = subtreeControllers
    for controller in shown { controller.viewWillAppear(animated) }
    action()
    for controller in shown {
      controller.isShown = true
      controller.viewDidAppear(animated)
    }
  }

  /// Runs the disappear calls on this controller and its children, when they are shown.
  func disappear(animated: Bool, _ action: () -> Void = {}) {
    guard isShown else { return action() }
    let shown = subtreeControllers
    for controller in shown { controller.viewWillDisappear(animated) }
    action()
    for controller in shown {
      controller.isShown = false
      controller.viewDidDisappear(animated)
    }
  }

  /// The controller and its descendants, parents first.
  private var subtreeControllers: [UIViewController] {
    var result: [UIViewController] = []
    var stack = [self]
    while let controller = stack.popLast() {
      result.append(controller)
      stack.append(contentsOf: controller.shownChildren.reversed())
      if let presented = controller.presentedViewController { stack.append(presented) }
    }
    return result
  }

  /// Shows the controller full screen in a new window of the device `config` describes, as
  /// swift-snapshot-testing does before drawing: the view is made, placed, appears, and is laid
  /// out.
  ///
  /// Keep the returned window while you use the controller.
  @discardableResult
  public func host(on config: ViewImageConfig) -> UIWindow {
    let window = UIWindow(config: config)
    if config.size == nil { window.bounds.size = view.bounds.size }
    window.rootViewController = self
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }
}
