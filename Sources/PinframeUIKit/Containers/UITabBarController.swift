import Foundation
import PinframeGraphics
import PinframeViews

/// Controllers chosen by a tab bar, as UIKit's `UITabBarController`.
///
/// The selected controller's view fills the tab bar controller's view, under the bar, and its
/// safe area grows by the bar's 49 pt (32 in compact height); the bar sits on the bottom safe
/// area. Selecting another controller runs the appearance calls.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The bar at the bottom.
  public let tabBar = UITabBar()
  /// The index of the selected controller.
  private var selection = 0

  /// An empty tab bar controller (`UITabBarController()` calls this with `nil` and `nil`).
  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
  }

  /// Present for UIKit source compatibility: Pinframe never decodes controllers.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The controllers, one per tab; setting them selects the first.
  open var viewControllers: [UIViewController]? {
    get { children.isEmpty ? nil : children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the controllers (`animated` is accepted) and selects the first.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let shown = isShown
    if shown { selectedViewController?.disappear(animated: false) }
    for child in children {
      child.willMove(toParent: nil)
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for controller in viewControllers ?? [] {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    selection = 0
    installSelectedView()
    if shown { selectedViewController?.appear(animated: false) }
  }

  /// The selected controller's index; setting it shows that controller.
  open var selectedIndex: Int {
    get { selection }
    set {
      guard children.indices.contains(newValue), newValue != selection else { return }
      let shown = isShown
      if shown { selectedViewController?.disappear(animated: false) }
      selection = newValue
      installSelectedView()
      if shown { selectedViewController?.appear(animated: false) }
    }
  }

  /// The selected controller.
  open var selectedViewController: UIViewController? {
    get { children.indices.contains(selection) ? children[selection] : nil }
    set {
      guard let index = children.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  /// Makes the view: a container that lays out the selected view and the bar.
  open override func loadView() {
    view = TabBarContainerView(controller: self)
    installSelectedView()
  }

  /// Only the selected controller is shown.
  override var shownChildren: [UIViewController] {
    selectedViewController.map { [$0] } ?? []
  }

  override func childTitleDidChange(_ child: UIViewController) {
    tabBar.setNeedsLayout()
  }

  /// Shows the selected controller's view alone under the bar.
  private func installSelectedView() {
    guard isViewLoaded else { return }
    for child in children where child !== selectedViewController {
      child.viewIfLoaded?.removeFromSuperview()
    }
    if let selected = selectedViewController {
      let selectedView: View = selected.view
      if selectedView.superview !== view { view.insertSubview(selectedView, belowSubview: tabBar) }
    }
    view.setNeedsLayout()
  }

  /// Lays out the bar on the bottom safe area and the selected view in the whole view.
  func layoutContainer() {
    let bounds = view.bounds
    let height = BarMetrics.tabBarHeight(view.traitCollection)
    let bottom = view.safeAreaInsets.bottom
    tabBar.frame = CGRect(
      x: 0, y: bounds.height - height - bottom, width: bounds.width, height: height + bottom)
    tabBar.items = children.map { $0.tabBarItem }
    tabBar.selectedItem = selectedViewController?.tabBarItem
    guard let selected = selectedViewController else { return }
    selected.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: height, right: 0)
    selected.view.frame = bounds
  }
}

/// A tab bar controller's view: it lays out the bar and the selected controller's view.
@MainActor
final class TabBarContainerView: View {
  private unowned let controller: UITabBarController

  init(controller: UITabBarController) {
    self.controller = controller
    super.init(frame: .zero)
    addSubview(controller.tabBar)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func layoutSubviews() {
    controller.layoutContainer()
  }
}
