import Foundation
import PinframeGraphics
import PinframeUIKit
import PinframeViews
import Testing

/// A game screen laid out by hand in `viewDidLoad`, from `view.bounds`, as many UIKit apps do.
@MainActor
private final class BoardController: UIViewController {
  let board = View()

  override func viewDidLoad() {
    super.viewDidLoad()
    let side: CGFloat = 230
    board.frame = CGRect(
      x: (view.bounds.width - side) / 2, y: (view.bounds.height - side) / 2,
      width: side, height: side)
    view.addSubview(board)
  }
}

@Suite("UIViewController.loadView")
@MainActor
struct UIViewControllerLoadViewTests {
  @Test(
    "the default view has the screen's bounds, so viewDidLoad centres from them as on iOS",
    arguments: [
      (CGSize(width: 375, height: 667), CGRect(x: 72.5, y: 218.5, width: 230, height: 230)),
      (CGSize(width: 390, height: 844), CGRect(x: 80, y: 307, width: 230, height: 230)),
    ])
  func defaultViewHasScreenBounds(screen: CGSize, board: CGRect) {
    let runtime = ViewRuntime()
    runtime.screenSize = screen
    ViewRuntime.isolated(runtime) {
      let controller = BoardController()
      #expect(controller.view.frame == CGRect(origin: .zero, size: screen))
      #expect(controller.board.frame == board)
    }
  }

  @Test("a view assigned in an overridden loadView keeps its own frame")
  func overriddenLoadViewKeepsItsFrame() {
    final class Custom: UIViewController {
      override func loadView() { view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 20)) }
    }
    ViewRuntime.isolated {
      #expect(Custom().view.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
    }
  }

  @Test("UIScreen.main and UIApplication.shared.windows answer from the test's runtime")
  func screenAndWindowsFromRuntime() {
    let runtime = ViewRuntime()
    runtime.screenSize = CGSize(width: 375, height: 667)
    ViewRuntime.isolated(runtime) {
      let first = UIWindow(frame: UIScreen.main.bounds)
      let second = UIWindow(frame: UIScreen.main.bounds)
      #expect(UIApplication.shared.windows.isEmpty)
      first.makeKeyAndVisible()
      second.makeKeyAndVisible()
      #expect(
        UIApplication.shared.windows.map(ObjectIdentifier.init)
          == [first, second].map(ObjectIdentifier.init))
      #expect(UIApplication.shared.keyWindow === second)
      #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }
    ViewRuntime.isolated { #expect(UIApplication.shared.windows.isEmpty) }
  }
}
