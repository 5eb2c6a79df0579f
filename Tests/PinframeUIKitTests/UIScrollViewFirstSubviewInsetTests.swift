import Foundation
import Pinframe
import Testing

/// A controller whose view holds `scroll` (first unless `behind` is set) with 390 × 200 pt of
/// content, less than the view's height: the content does not scroll.
@MainActor
private final class ScrollScreen: UIViewController {
  let scroll = UIScrollView()
  let first = UIView()
  private let scrollIsFirst: Bool

  init(scrollIsFirst: Bool = true) {
    self.scrollIsFirst = scrollIsFirst
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    if !scrollIsFirst { view.addSubview(first) }
    view.addSubview(scroll)
  }

  override func viewDidLayoutSubviews() {
    scroll.frame = view.bounds
    scroll.contentSize = CGSize(width: 390, height: 200)
  }
}

@MainActor
@Suite("UIScrollView automatic insets: the first subview of the content view")
struct UIScrollViewFirstSubviewInsetTests {
  @Test("the first subview of a pushed controller's view starts below the bar, at rest")
  func firstSubviewOfNavigationContent() {
    let screen = ScrollScreen()
    let navigation = UINavigationController(rootViewController: screen)
    let window = navigation.host(on: .iPhone13)
    #expect(
      screen.scroll.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    #expect(screen.scroll.contentOffset == CGPoint(x: 0, y: -91))
    withExtendedLifetime(window) {}
  }

  @Test("a scroll view that is not the first subview keeps the scrollable-axes rule")
  func notFirstSubview() {
    let screen = ScrollScreen(scrollIsFirst: false)
    let navigation = UINavigationController(rootViewController: screen)
    let window = navigation.host(on: .iPhone13)
    #expect(screen.scroll.adjustedContentInset == .zero)
    #expect(screen.scroll.contentOffset == .zero)
    withExtendedLifetime(window) {}
  }

  @Test("without a navigation controller, or with the rule off, nothing is added")
  func outsideNavigationOrRuleOff() {
    let alone = ScrollScreen()
    let aloneWindow = alone.host(on: .iPhone13)
    #expect(alone.scroll.adjustedContentInset == .zero)

    let off = ScrollScreen()
    #expect(off.automaticallyAdjustsScrollViewInsets)
    off.automaticallyAdjustsScrollViewInsets = false
    let offWindow = UINavigationController(rootViewController: off).host(on: .iPhone13)
    #expect(off.scroll.adjustedContentInset == .zero)
    #expect(off.scroll.contentOffset == .zero)
    withExtendedLifetime((aloneWindow, offWindow)) {}
  }

  @Test(".scrollableAxes ignores the navigation rule; .never adds nothing")
  func otherBehaviors() {
    let screen = ScrollScreen()
    screen.scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    let window = UINavigationController(rootViewController: screen).host(on: .iPhone13)
    #expect(screen.scroll.adjustedContentInset == .zero)
    screen.scroll.contentInsetAdjustmentBehavior = .automatic
    #expect(screen.scroll.adjustedContentInset.top == 91)
    #expect(screen.scroll.contentOffset.y == -91)
    screen.scroll.contentInsetAdjustmentBehavior = .never
    window.layoutIfNeeded()
    #expect(screen.scroll.adjustedContentInset == .zero)
    #expect(screen.scroll.contentOffset.y == 0)
    withExtendedLifetime(window) {}
  }

  @Test(
    "a bouncing scroll view under the status bar rests below it; contentInset moves nothing")
  func restingOffsetFollowsTheSafeArea() {
    let root = UIView()
    let scroll = UIScrollView()
    scroll.alwaysBounceVertical = true
    root.addSubview(scroll)
    let window = root.host(on: .iPhone13)
    scroll.frame = root.bounds
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -47))
    scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(scroll.adjustedContentInset.top == 57)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -47))
    withExtendedLifetime(window) {}
  }
}
