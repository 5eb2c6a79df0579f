import Foundation
import PinframeGraphics
import PinframeViews
import Testing

/// A view that counts its `layoutMarginsDidChange()` calls.
@MainActor
private final class CountingView: View {
  var marginChanges = 0
  override func layoutMarginsDidChange() { marginChanges += 1 }
}

/// A 390 × 844 root with an iPhone 13's safe area (47 at the top, 34 at the bottom).
@MainActor
private func phoneRoot() -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  return root
}

@MainActor
@Suite("Layout margins: own margins, the safe area, the superview's margins")
struct LayoutMarginsTests {
  @Test("a view's own margins are 8 on every edge; directional margins read and set the same")
  func defaults() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.insetsLayoutMarginsFromSafeArea)
    #expect(!view.preservesSuperviewLayoutMargins)
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
  }

  @Test("a subview wholly inside the safe area keeps its 8-point margins")
  func subviewInsideSafeArea() {
    let root = phoneRoot()
    let inside = View(frame: CGRect(x: 20, y: 100, width: 200, height: 300))
    root.addSubview(inside)
    #expect(inside.safeAreaInsets == .zero)
    #expect(inside.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(
      inside.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 284))
  }

  @Test("margins are measured from the safe area: the root's and an overlapping subview's")
  func measuredFromSafeArea() {
    let root = phoneRoot()
    // Reaches 27 points into the top inset and 14 into the bottom one.
    let overlapping = View(frame: CGRect(x: 0, y: 20, width: 390, height: 804))
    root.addSubview(overlapping)
    #expect(root.layoutMargins == EdgeInsets(top: 55, left: 8, bottom: 42, right: 8))
    #expect(overlapping.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 14, right: 0))
    #expect(overlapping.layoutMargins == EdgeInsets(top: 35, left: 8, bottom: 22, right: 8))
    #expect(
      overlapping.layoutMarginsGuide.layoutFrame
        == CGRect(x: 8, y: 35, width: 374, height: 747))
  }

  @Test("insetsLayoutMarginsFromSafeArea = false: the own margins, from the bounds")
  func notFromSafeArea() {
    let root = phoneRoot()
    root.insetsLayoutMarginsFromSafeArea = false
    #expect(root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    root.layoutMargins = EdgeInsets(top: 2, left: 4, bottom: 6, right: 10)
    #expect(root.layoutMargins == EdgeInsets(top: 2, left: 4, bottom: 6, right: 10))
    root.insetsLayoutMarginsFromSafeArea = true
    #expect(root.layoutMargins == EdgeInsets(top: 49, left: 4, bottom: 40, right: 10))
  }

  @Test("preservesSuperviewLayoutMargins: the superview's margins where they reach into the view")
  func preservesSuperviewMargins() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    parent.layoutMargins = EdgeInsets(top: 10, left: 30, bottom: 10, right: 30)
    // 12 points from the left edge, 0 from the top, 88 from the right, 100 from the bottom.
    let child = View(frame: CGRect(x: 12, y: 0, width: 200, height: 100))
    parent.addSubview(child)
    #expect(child.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    child.preservesSuperviewLayoutMargins = true
    #expect(child.layoutMargins == EdgeInsets(top: 10, left: 18, bottom: 8, right: 8))
    child.layoutMargins = EdgeInsets(top: 20, left: 4, bottom: 2, right: 2)
    #expect(child.layoutMargins == EdgeInsets(top: 20, left: 18, bottom: 2, right: 2))
  }

  @Test("layoutMarginsDidChange: on a new own value, a rule change and a safe-area change")
  func didChange() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    root.addSubview(view)
    view.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    #expect(view.marginChanges == 0)
    view.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    view.insetsLayoutMarginsFromSafeArea = false
    view.insetsLayoutMarginsFromSafeArea = false
    view.preservesSuperviewLayoutMargins = true
    #expect(view.marginChanges == 3)
    view.insetsLayoutMarginsFromSafeArea = true
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    root.layoutIfNeeded()
    #expect(view.marginChanges == 5)
    #expect(view.layoutMargins == EdgeInsets(top: 55, left: 16, bottom: 8, right: 16))
  }

  @Test("the readable content guide is the margins area, at most 672 wide, centred")
  func readableContent() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    #expect(
      root.readableContentGuide.layoutFrame == CGRect(x: 176, y: 28, width: 672, height: 732))
    let narrow = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(
      narrow.readableContentGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
  }
}
