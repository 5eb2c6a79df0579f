import Foundation
import Pinframe
import Testing

/// A controller that logs its appearance calls into a shared log.
@MainActor
private final class Screen: UIViewController {
  let name: String
  let log: ScreenLog

  init(_ name: String, log: ScreenLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) { log.events.append("\(name).willAppear") }
  override func viewDidAppear(_ animated: Bool) { log.events.append("\(name).didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.events.append("\(name).willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.events.append("\(name).didDisappear") }
}

@MainActor
private final class ScreenLog {
  var events: [String] = []
}

/// Collects what a bar button item's target method is called with.
@MainActor
private final class Tapper {
  var taps = 0
  func tap() { taps += 1 }
}

@MainActor
@Suite("Navigation and tab bar controllers, presentation")
struct ContainerTests {
  @Test(
    "a navigation controller on an iPhone 13: the bar under the status bar, the safe area below it")
  func navigationBarGeometry() {
    let log = ScreenLog()
    let root = Screen("root", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let window = navigation.host(on: .iPhone13)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 91))
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    navigation.navigationBar.prefersLargeTitles = true
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 143)
    #expect(root.view.safeAreaInsets.top == 143)
    navigation.setNavigationBarHidden(true, animated: false)
    window.layoutIfNeeded()
    #expect(root.view.safeAreaInsets.top == 47)
    #expect(root.navigationController === navigation)
    #expect(log.events == ["root.willAppear", "root.didAppear"])
  }

  @Test("push and pop: the stack, the views in the hierarchy, the appearance calls")
  func pushAndPop() {
    let log = ScreenLog()
    let (a, b, c) = (Screen("a", log: log), Screen("b", log: log), Screen("c", log: log))
    let navigation = UINavigationController(rootViewController: a)
    let window = navigation.host(on: .iPhone13)
    log.events = []
    navigation.pushViewController(b, animated: false)
    navigation.pushViewController(c, animated: false)
    #expect(navigation.viewControllers.map(\.title) == ["a", "b", "c"])
    #expect(c.view.superview === navigation.view)
    #expect(b.viewIfLoaded?.superview == nil)
    #expect(
      log.events == [
        "a.willDisappear", "a.didDisappear", "b.willAppear", "b.didAppear", "b.willDisappear",
        "b.didDisappear", "c.willAppear", "c.didAppear",
      ])
    log.events = []
    #expect(navigation.popViewController(animated: false) === c)
    #expect(navigation.topViewController === b)
    #expect(c.parent == nil)
    #expect(navigation.popToRootViewController(animated: false)?.map(\.title) == ["b"])
    #expect(navigation.popViewController(animated: false) == nil)
    #expect(
      log.events == [
        "c.willDisappear", "c.didDisappear", "b.willAppear", "b.didAppear", "b.willDisappear",
        "b.didDisappear", "a.willAppear", "a.didAppear",
      ])
    withExtendedLifetime(window) {}
  }

  @Test("an animated push slides the new view in over 0.35 s on the virtual clock")
  func animatedPush() throws {
    try ViewRuntime.isolated {
      let log = ScreenLog()
      let (a, b) = (Screen("a", log: log), Screen("b", log: log))
      let navigation = UINavigationController(rootViewController: a)
      let window = navigation.host(on: .iPhone13)
      navigation.pushViewController(b, animated: true)
      try AnimationClock.current.advance(to: 0.175)
      let middle = b.view.presentationValues.center.x
      #expect(middle > 195 && middle < 585)
      try AnimationClock.current.finishAnimations()
      #expect(b.view.frame.origin.x == 0)
      #expect(a.viewIfLoaded?.superview == nil)
      withExtendedLifetime(window) {}
    }
  }

  @Test("the bar shows the top item's title, a back button with the previous title, its items")
  func barContents() {
    let log = ScreenLog()
    let (a, b) = (Screen("Settings", log: log), Screen("Display", log: log))
    b.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
    let navigation = UINavigationController(rootViewController: a)
    let window = navigation.host(on: .iPhone13)
    navigation.pushViewController(b, animated: false)
    window.layoutIfNeeded()
    let texts = navigation.navigationBar.subviews.compactMap { ($0 as? UILabel)?.text }
    #expect(texts == ["Settings", "Done", "Display"])
    let done = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first {
      $0.text == "Done"
    }
    #expect(done?.font == .systemFont(ofSize: 17, weight: .semibold))
    #expect(done?.frame.maxX == 374)
  }

  @Test("a tab bar controller: the bar on the bottom safe area, only the selected view shown")
  func tabBar() {
    let log = ScreenLog()
    let (a, b) = (Screen("a", log: log), Screen("b", log: log))
    let tabs = UITabBarController()
    tabs.viewControllers = [a, b]
    let window = tabs.host(on: .iPhone13)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    #expect(a.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
    #expect(b.viewIfLoaded?.superview == nil)
    #expect(a.tabBarController === tabs)
    log.events = []
    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(tabs.selectedViewController === b)
    #expect(a.view.superview == nil)
    #expect(log.events == ["a.willDisappear", "a.didDisappear", "b.willAppear", "b.didAppear"])
    #expect(tabs.tabBar.items?.map(\.title) == ["a", "b"])
  }

  @Test("a page sheet 10 pt below the safe area over the dimmed presenter; full screen covers it")
  func presentation() {
    let log = ScreenLog()
    let root = Screen("root", log: log)
    let window = root.host(on: .iPhone13)
    let sheet = Screen("sheet", log: log)
    log.events = []
    root.present(sheet, animated: false)
    #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    #expect(sheet.view.layer.cornerRadius == 10)
    #expect(root.presentedViewController === sheet)
    #expect(sheet.presentingViewController === root)
    #expect(log.events == ["sheet.willAppear", "sheet.didAppear"])
    sheet.dismiss(animated: false)
    #expect(sheet.viewIfLoaded?.superview == nil)
    #expect(window.subviews.count == 1)
    log.events = []
    let cover = Screen("cover", log: log)
    cover.modalPresentationStyle = .fullScreen
    var completed = false
    root.present(cover, animated: false) { completed = true }
    #expect(completed)
    #expect(cover.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    root.dismiss(animated: false)
    #expect(
      log.events == [
        "root.willDisappear", "root.didDisappear", "cover.willAppear", "cover.didAppear",
        "cover.willDisappear", "cover.didDisappear", "root.willAppear", "root.didAppear",
      ])
  }

  @Test("presenting from a controller outside a window warns and presents nothing")
  func presentOutsideWindow() {
    ViewRuntime.isolated {
      let log = ScreenLog()
      let root = Screen("root", log: log)
      _ = root.view
      root.present(Screen("x", log: log), animated: false)
      #expect(root.presentedViewController == nil)
      #expect(
        ViewRuntime.current.warnings == [
          "Attempt to present Screen on Screen whose view is not in the window hierarchy"
        ])
    }
  }

  @Test("a controller's title titles its navigation and tab bar items")
  func titles() {
    let controller = UIViewController()
    controller.title = "Inbox"
    #expect(controller.navigationItem.title == "Inbox")
    #expect(controller.tabBarItem.title == "Inbox")
    controller.title = "Archive"
    #expect(controller.navigationItem.title == "Archive")
  }

  @Test("bar button items: a target's method, a primary action, system items, disabled items")
  func barButtonItems() {
    let tapper = Tapper()
    let item = UIBarButtonItem(title: "Go", style: .plain, target: tapper, action: Tapper.tap)
    item.performAction()
    #expect(tapper.taps == 1)
    item.isEnabled = false
    item.performAction()
    #expect(tapper.taps == 1)
    var ran = false
    UIBarButtonItem(title: "Run", primaryAction: UIAction { _ in ran = true }).performAction()
    #expect(ran)
    #expect(UIBarButtonItem(systemItem: .done).title == "Done")
    #expect(UIBarButtonItem(systemItem: .done).style == .done)
    #expect(UIBarButtonItem(systemItem: .add).image?.symbolName == "plus")
    #expect(UIBarButtonItem(title: "x", style: .plain, target: nil, action: nil).title == "x")
  }
}
