import Foundation
import PinframeGraphics
import PinframeViews
import Testing

@MainActor
@Suite("UIKit members")
struct UIKitMembersTests {
  @Test("viewWithTag finds the view itself first, then descendants depth first, back to front")
  func viewWithTag() {
    let root = View()
    let (a, b, deep) = (View(), View(), View())
    a.debugName = "a"
    b.debugName = "b"
    deep.debugName = "deep"
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(deep)
    (a.tag, b.tag, deep.tag) = (1, 2, 2)
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(2) === deep)
    #expect(b.viewWithTag(2) === b)
    #expect(root.viewWithTag(3) == nil)
  }

  @Test("exchangeSubview swaps two subviews; out-of-range indices do nothing")
  func exchangeSubview() {
    let root = View()
    let views = (0..<3).map { index -> View in
      let view = View()
      view.tag = index
      root.addSubview(view)
      return view
    }
    root.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(root.subviews.map(\.tag) == [2, 1, 0])
    root.exchangeSubview(at: 0, withSubviewAt: 3)
    #expect(root.subviews.map(\.tag) == [2, 1, 0])
    #expect(views.allSatisfy { $0.superview === root })
  }

  @Test("stored UIKit members keep UIKit's defaults")
  func defaults() {
    let view = View()
    #expect(view.tag == 0)
    #expect(view.isUserInteractionEnabled)
    #expect(view.isOpaque)
    #expect(view.contentMode == .scaleToFill)
    #expect(View.ContentMode.bottomRight.rawValue == 12)
    #expect(view.insetsLayoutMarginsFromSafeArea)
    #expect(!view.preservesSuperviewLayoutMargins)
    #expect(view.accessibilityIdentifier == nil)
  }

  @Test("UIScreen.main and UIApplication.shared read the current runtime")
  func screenAndApplication() {
    ViewRuntime.isolated(ViewRuntime(scale: 3)) {
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(UIScreen.main.scale == 3)
      #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
      ViewRuntime.current.screenSize = CGSize(width: 375, height: 667)
      #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
      #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
      UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
      #expect(ViewRuntime.current.userInterfaceLayoutDirection == .rightToLeft)
    }
  }

  @Test("a window is the root its views report; makeKeyAndVisible makes it the key window")
  func windows() {
    ViewRuntime.isolated {
      let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let view = View()
      first.addSubview(view)
      #expect(view.window === first)
      #expect(first.window === first)
      first.makeKeyAndVisible()
      second.makeKeyAndVisible()
      #expect(!first.isKeyWindow)
      #expect(second.isKeyWindow)
      #expect(UIApplication.shared.keyWindow === second)
    }
  }

  @Test("layout guides give the safe area, margins and readable content frames")
  func layoutGuides() {
    let root = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 20, width: 1024, height: 748))
    #expect(
      root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 28, width: 1008, height: 732))
    #expect(
      root.readableContentGuide.layoutFrame == CGRect(x: 176, y: 28, width: 672, height: 732))
    #expect(root.readableContentGuide.owningView === root)
  }
}
