import Foundation
import PinframeGraphics
import PinframeViews
import Testing

@MainActor
@Suite("View hierarchy")
struct ViewHierarchyTests {
  private func named(_ name: String) -> View {
    let view = View()
    view.debugName = name
    return view
  }

  @Test("insert, reorder and remove keep subviews and superview consistent")
  func insertAndRemove() {
    let root = named("root")
    let (a, b, c) = (named("a"), named("b"), named("c"))
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, at: 0)
    #expect(root.subviews.map(\.displayName) == ["c", "a", "b"])
    root.insertSubview(c, aboveSubview: a)
    #expect(root.subviews.map(\.displayName) == ["a", "c", "b"])
    root.bringSubviewToFront(a)
    root.sendSubviewToBack(b)
    #expect(root.subviews.map(\.displayName) == ["b", "c", "a"])
    c.removeFromSuperview()
    #expect(c.superview == nil)
    #expect(root.subviews.map(\.displayName) == ["b", "a"])
  }

  @Test("adding a view to a new superview moves it; adding an ancestor does nothing")
  func reparentAndCycles() {
    let (first, second, child) = (named("first"), named("second"), named("child"))
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(child.superview === second)
    child.addSubview(second)
    #expect(child.subviews.isEmpty)
    #expect(second.rootView === second)
  }

  @Test("effective layout direction follows forced attributes, then superviews, then the runtime")
  func layoutDirection() {
    ViewRuntime.isolated(ViewRuntime(userInterfaceLayoutDirection: .rightToLeft)) {
      let root = View()
      let child = View()
      root.addSubview(child)
      #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      root.semanticContentAttribute = .forceLeftToRight
      #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
      child.semanticContentAttribute = .forceRightToLeft
      #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
  }

  @Test("recursiveDescription lists the tree with frames, names and non-default properties")
  func recursiveDescription() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.debugName = "root"
    let blue = View(frame: CGRect(x: 10.5, y: 20, width: 50, height: 50))
    blue.debugName = "blue"
    blue.alpha = 0.5
    blue.backgroundColor = .blue
    let hidden = View(frame: .zero)
    hidden.isHidden = true
    root.addSubview(blue)
    blue.addSubview(hidden)
    #expect(
      root.recursiveDescription == """
        <UIView: root; frame = (0 0; 200 100)>
           | <UIView: blue; frame = (10.5 20; 50 50); alpha = 0.5; backgroundColor = #0000FF>
           |    | <UIView; frame = (0 0; 0 0); hidden = YES>
        """)
  }

  @Test("init(coder:) exists for UIKit source compatibility and always fails")
  func coderInit() {
    #expect(View(coder: NSCoder()) == nil)
  }
}
