import Foundation
import PinframeViews

extension UIViewController {
  /// What a navigation bar shows for the controller, made on first use with the controller's
  /// title.
  public var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem()
    item.title = title
    storedNavigationItem = item
    return item
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's type: `tabBarItem = UITabBarItem(…)` and `tabBarItem.badgeValue = …` both compile.
  /// What a tab bar shows for the controller, made on first use with the controller's title;
  /// settable, as UIKit's.
  public var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem()
      item.title = title
      storedTabBarItem = item
      return item
    }
    set {
      storedTabBarItem = newValue
      parent?.childTitleDidChange(self)
    }
  }

  /// The nearest navigation controller above the controller.
  public var navigationController: UINavigationController? {
    ancestor(UINavigationController.self)
  }

  /// The nearest tab bar controller above the controller.
  public var tabBarController: UITabBarController? {
    ancestor(UITabBarController.self)
  }

  /// The nearest ancestor (parents, then presenters) of type `type`.
  private func ancestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
    var current = parent ?? presentingViewController
    while let controller = current {
      if let found = controller as? Container { return found }
      current = controller.parent ?? controller.presentingViewController
    }
    return nil
  }
}
