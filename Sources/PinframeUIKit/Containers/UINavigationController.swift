import Foundation
import PinframeAnimation
import PinframeGraphics
import PinframeViews

/// A stack of controllers under a navigation bar, as UIKit's `UINavigationController`.
///
/// The top controller's view fills the navigation controller's view, under the bar, and its
/// safe area grows by the bar's height (44 pt on a phone, 32 in compact height, 50 on an iPad,
/// 52 more with a large title), as iOS lays it out. Pushing and popping run the appearance
/// calls; animated, the new view slides in from the trailing edge over 0.35 s on the virtual
/// clock while the old one moves a third of the way out.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The bar at the top.
  public let navigationBar = UINavigationBar()
  /// Whether the bar is hidden.
  open var isNavigationBarHidden = false {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// A navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    push(rootViewController, animated: false)
  }

  /// An empty navigation controller (`UINavigationController()` calls this with `nil` and
  /// `nil`).
  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
  }

  /// Present for UIKit source compatibility: Pinframe never decodes controllers.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The stack, bottom to top; setting it replaces the stack without animation.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { children.last }

  /// The controller shown: what the top controller presented, else the top controller.
  open var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  /// Makes the view: a container that lays out the top controller's view and the bar.
  open override func loadView() {
    view = NavigationContainerView(controller: self)
    installTopView()
  }

  /// Pushes `viewController` on the stack and shows it.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    push(viewController, animated: animated)
  }

  /// Pops the top controller (never the root) and returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let top = children.last else { return nil }
    pop(to: children[children.count - 2], animated: animated)
    return top
  }

  /// Pops every controller above the root and returns them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `viewController` and returns them.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(children[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    pop(to: viewController, animated: animated)
    return popped
  }

  /// Replaces the stack; the old top disappears and the new one appears.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let old = topViewController
    let shown = isShown
    if shown { old?.disappear(animated: animated) }
    for child in children where !viewControllers.contains(where: { $0 === child }) {
      child.willMove(toParent: nil)
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for controller in viewControllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    children = viewControllers
    installTopView()
    if shown { topViewController?.appear(animated: animated) }
  }

  /// Hides or shows the bar (`animated` is accepted).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Only the top controller is shown.
  override var shownChildren: [UIViewController] {
    topViewController.map { [$0] } ?? []
  }

  override func childTitleDidChange(_ child: UIViewController) {
    navigationBar.setNeedsLayout()
  }

  /// Lays out the bar at the top (its height plus the status bar's) and the top controller's
  /// view in the whole view, its safe area grown by the bar.
  func layoutContainer() {
    let bounds = view.bounds
    navigationBar.items = children.map(\.navigationItem)
    navigationBar.isHidden = isNavigationBarHidden
    let top = view.safeAreaInsets.top
    let height = isNavigationBarHidden ? 0 : navigationBar.contentHeight
    navigationBar.topInset = top
    navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top + height)
    guard let controller = topViewController else { return }
    controller.containerSafeAreaInsets = EdgeInsets(top: height, left: 0, bottom: 0, right: 0)
    if controller.view.superview === view, transition == nil {
      controller.view.frame = bounds
    }
  }

  /// The push or pop animating, while it runs.
  var transition: UIViewController?
}

/// A navigation controller's view: it lays out the bar and the top controller's view.
@MainActor
final class NavigationContainerView: View {
  private unowned let controller: UINavigationController

  init(controller: UINavigationController) {
    self.controller = controller
    super.init(frame: .zero)
    addSubview(controller.navigationBar)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func layoutSubviews() {
    controller.layoutContainer()
  }
}
