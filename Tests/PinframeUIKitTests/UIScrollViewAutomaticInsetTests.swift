import Foundation
import Pinframe
import Testing

/// A controller whose view is `scrollView`.
@MainActor
private final class ScrollScreen: UIViewController {
  let scrollView: UIScrollView

  init(_ scrollView: UIScrollView) {
    self.scrollView = scrollView
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func loadView() {
    view = scrollView
  }
}

/// A plain table of three 44 pt rows (132 pt of content, shorter than any screen), laid out
/// by its data source `source`.
@MainActor
private func shortTable(_ source: TableSource) -> UITableView {
  let table = UITableView(frame: .zero, style: .plain)
  table.register(SizedCell.self, forCellReuseIdentifier: "cell")
  table.dataSource = source
  table.delegate = source
  return table
}

/// The first row's cell frame in the window's coordinates.
@MainActor
private func firstRowInWindow(_ table: UITableView, _ window: UIWindow) -> CGRect? {
  guard let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) else { return nil }
  return cell.convert(cell.bounds, to: window)
}

@MainActor
@Suite("UIScrollView automatic inset under navigation and tab bar controllers")
struct UIScrollViewAutomaticInsetTests {
  @Test("a short table as a navigation root on an iPhone 13: top and bottom take the safe area")
  func tableInNavigation() throws {
    let source = TableSource(rows: [3])
    let table = shortTable(source)
    let navigation = UINavigationController(rootViewController: ScrollScreen(table))
    let window = navigation.host(on: .iPhone13)
    // Status bar 47 + bar 44 = 91 on top; the home indicator's 34 below.
    #expect(table.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -91))
    #expect(firstRowInWindow(table, window) == CGRect(x: 0, y: 91, width: 390, height: 44))
  }

  @Test("with a large title the top inset grows by the title's 52 pt and the rows follow")
  func tableInNavigationWithLargeTitle() throws {
    let source = TableSource(rows: [3])
    let table = shortTable(source)
    let navigation = UINavigationController(rootViewController: ScrollScreen(table))
    navigation.navigationBar.prefersLargeTitles = true
    let window = navigation.host(on: .iPhone13)
    // 47 + 44 + 52 = 143.
    #expect(table.adjustedContentInset == EdgeInsets(top: 143, left: 0, bottom: 34, right: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -143))
    #expect(firstRowInWindow(table, window) == CGRect(x: 0, y: 143, width: 390, height: 44))
  }

  @Test("a short table in a tab bar controller: the status bar on top, the tab bar below")
  func tableInTabBar() throws {
    let source = TableSource(rows: [3])
    let table = shortTable(source)
    let tabs = UITabBarController()
    tabs.viewControllers = [ScrollScreen(table)]
    let window = tabs.host(on: .iPhone13)
    // Tab bar 49 + home indicator 34 = 83 below.
    #expect(table.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -47))
    #expect(firstRowInWindow(table, window) == CGRect(x: 0, y: 47, width: 390, height: 44))
  }

  @Test(
    "a short scroll view as a navigation root: automatic adds top and bottom, scrollableAxes not")
  func scrollViewInNavigation() {
    let scroll = UIScrollView(frame: .zero)
    scroll.contentSize = CGSize(width: 390, height: 100)
    let navigation = UINavigationController(rootViewController: ScrollScreen(scroll))
    let window = navigation.host(on: .iPhone13)
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(scroll.adjustedContentInset == .zero)
    scroll.contentInsetAdjustmentBehavior = .automatic
    navigation.navigationBar.prefersLargeTitles = true
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 143, left: 0, bottom: 34, right: 0))
  }

  @Test("left and right still follow the horizontal rule: landscape adds them only when it scrolls")
  func horizontalSidesInLandscape() {
    let scroll = UIScrollView(frame: .zero)
    scroll.contentSize = CGSize(width: 100, height: 100)
    let tabs = UITabBarController()
    tabs.viewControllers = [ScrollScreen(scroll)]
    let window = tabs.host(on: .iPhone13(.landscape))
    // Landscape iPhone 13: safe area (0, 47, 21, 47); the compact tab bar is 32 tall.
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 53, right: 0))
    scroll.alwaysBounceHorizontal = true
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 0, left: 47, bottom: 53, right: 47))
  }

  @Test("a scroll view inside the content view keeps the scrollableAxes rule")
  func subviewOfContentView() {
    let scroll = UIScrollView(frame: .zero)
    scroll.contentSize = CGSize(width: 390, height: 100)
    let screen = UIViewController()
    screen.view.addSubview(UIView(frame: .zero))
    screen.view.addSubview(scroll)
    let navigation = UINavigationController(rootViewController: screen)
    let window = navigation.host(on: .iPhone13)
    scroll.frame = screen.view.bounds
    window.layoutIfNeeded()
    #expect(scroll.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    #expect(scroll.adjustedContentInset == .zero)
  }

  @Test("a scroll view controller outside a bar controller keeps the scrollableAxes rule")
  func rootOfWindow() {
    let scroll = UIScrollView(frame: .zero)
    scroll.contentSize = CGSize(width: 390, height: 100)
    let screen = ScrollScreen(scroll)
    let window = screen.host(on: .iPhone13)
    #expect(scroll.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(scroll.adjustedContentInset == .zero)
    #expect(scroll.window === window)
  }
}
