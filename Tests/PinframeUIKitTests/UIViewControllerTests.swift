import Foundation
import PinframeGraphics
import PinframeLayout
import PinframeUIKit
import PinframeViews
import Testing

/// A controller that records its lifecycle calls into a log shared by a test's controllers.
@MainActor
private final class LoggingController: UIViewController {
  let name: String
  let log: Log
  let header = View()

  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  private func record(_ event: String) { log.events.append("\(name).\(event)") }

  override func loadView() {
    record("loadView")
    super.loadView()
  }
  override func viewDidLoad() {
    record("viewDidLoad")
    view.addSubview(header)
  }
  override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }
  override func viewWillLayoutSubviews() { record("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() {
    header.pin.top(view.pin.safeArea).horizontally().height(44)
    record("viewDidLayoutSubviews")
  }
  override func willMove(toParent parent: UIViewController?) {
    record("willMove(toParent: \((parent as? LoggingController)?.name ?? "nil"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    record("didMove(toParent: \((parent as? LoggingController)?.name ?? "nil"))")
  }
}

@MainActor
private final class Log {
  var events: [String] = []
  func take() -> [String] {
    defer { events = [] }
    return events
  }
}

@MainActor
@Suite("View controllers")
struct UIViewControllerTests {
  private let log = Log()

  @Test("the view is made on first access, then viewDidLoad runs, once")
  func lazyView() {
    let controller = LoggingController("screen", log: log)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(log.take() == ["screen.loadView", "screen.viewDidLoad"])
  }

  @Test("hosting on a device runs the lifecycle in UIKit's order and lays out in the safe area")
  func hostedLifecycle() {
    let controller = LoggingController("screen", log: log)
    let window = controller.host(on: .iPhone13)
    #expect(
      log.take() == [
        "screen.loadView", "screen.viewDidLoad", "screen.viewWillAppear", "screen.viewDidAppear",
        "screen.viewWillLayoutSubviews", "screen.viewDidLayoutSubviews",
      ])
    #expect(window.rootViewController === controller)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(controller.header.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    #expect(controller.isShown)
  }

  @Test("additionalSafeAreaInsets add to the view's safe area")
  func additionalSafeArea() {
    let controller = LoggingController("screen", log: log)
    let window = controller.host(on: .iPhone13)
    controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    #expect(controller.header.frame.minY == 57)
  }

  @Test("replacing a window's root makes the old one disappear and the new one appear")
  func replaceRoot() {
    let (first, second) = (
      LoggingController("first", log: log), LoggingController("second", log: log)
    )
    let window = first.host(on: .iPhone13)
    _ = log.take()
    window.rootViewController = second
    #expect(
      log.take() == [
        "first.viewWillDisappear", "first.viewDidDisappear", "second.loadView",
        "second.viewDidLoad", "second.viewWillAppear", "second.viewDidAppear",
      ])
    #expect(first.viewIfLoaded?.superview == nil)
    #expect(second.view.superview === window)
  }

  @Test("a root set before makeKeyAndVisible appears when the window does")
  func appearsWithWindow() {
    let controller = LoggingController("screen", log: log)
    let window = UIWindow(config: .iPhone13)
    window.rootViewController = controller
    #expect(!controller.isShown)
    window.makeKeyAndVisible()
    #expect(controller.isShown)
    #expect(log.take().suffix(2) == ["screen.viewWillAppear", "screen.viewDidAppear"])
  }

  @Test(
    "child containment calls willMove and didMove as UIKit does; children appear with the parent")
  func containment() {
    let (parent, child) = (
      LoggingController("parent", log: log), LoggingController("child", log: log)
    )
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children.count == 1 && parent.children.first === child)
    #expect(child.parent === parent)
    _ = log.take()
    let window = parent.host(on: .iPhone8)
    #expect(
      log.take().prefix(4) == [
        "parent.viewWillAppear", "child.viewWillAppear", "parent.viewDidAppear",
        "child.viewDidAppear",
      ])
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty)
    #expect(
      log.take().filter { $0.contains("Parent") } == [
        "child.willMove(toParent: nil)", "child.didMove(toParent: nil)",
      ])
    #expect(window.rootViewController === parent)
  }

  @Test("the controller's traits are its view's; overrideUserInterfaceStyle sets the view's")
  func traits() {
    let controller = UIViewController()
    let window = controller.host(on: .iPadPro11)
    controller.overrideUserInterfaceStyle = .dark
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.traitCollection.userInterfaceIdiom == .pad)
    #expect(window.subviews.first === controller.view)
  }
}
