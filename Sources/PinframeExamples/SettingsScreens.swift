import Pinframe

/// A settings app in a tab bar controller: a navigation stack with a large title and labelled
/// rows, a second tab with a badge, and a sheet: the "Screens" article's picture.
@MainActor
public enum SettingsScreens {
  /// A list of rows, laid out with PinLayout below the safe area.
  public final class ListController: UIViewController {
    private let rows: [String]

    /// A list titled `title` showing `rows`.
    public init(title: String, rows: [String]) {
      self.rows = rows
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    /// Unavailable: made in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Adds a label per row on a grouped background.
    public override func viewDidLoad() {
      view.backgroundColor = .systemGroupedBackground
      for row in rows {
        let label = UILabel()
        label.text = row
        label.backgroundColor = .secondarySystemGroupedBackground
        view.addSubview(label)
      }
    }

    /// Stacks the rows 44 pt tall from 16 pt below the safe area.
    public override func viewDidLayoutSubviews() {
      var previous: UIView?
      for row in view.subviews {
        if let previous {
          row.pin.below(of: previous).horizontally(16).height(44).marginTop(1)
        } else {
          row.pin.top(view.pin.safeArea.top + 16).horizontally(16).height(44)
        }
        previous = row
      }
    }
  }

  /// The tab bar controller: Settings (a navigation stack, `pushed` screens pushed on it) and
  /// Search (with a badge).
  public static func tabs(pushing pushed: Int = 0) -> UITabBarController {
    let settings = ListController(title: "Settings", rows: ["Wi-Fi", "Bluetooth", "Display"])
    settings.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
    let navigation = UINavigationController(rootViewController: settings)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gear"), tag: 0)
    if pushed > 0 {
      let display = ListController(title: "Display", rows: ["Brightness", "Night Shift"])
      display.navigationItem.largeTitleDisplayMode = .never
      display.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
      navigation.pushViewController(display, animated: false)
    }
    let search = UINavigationController(
      rootViewController: ListController(title: "Search", rows: ["Recent"]))
    search.tabBarItem = UITabBarItem(
      title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
    search.tabBarItem.badgeValue = "3"
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, search]
    return tabs
  }
}
