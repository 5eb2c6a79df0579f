import Foundation
import PinframeGraphics
import PinframeViews
import Testing

/// A view that records every UIKit hook called on it, into a log shared by a test's views.
@MainActor
private final class HookView: View {
  let log: HookLog

  init(_ name: String, log: HookLog) {
    self.log = log
    super.init(frame: .zero)
    debugName = name
  }

  required init?(coder: NSCoder) { nil }

  private func record(_ event: String) { log.events.append("\(displayName).\(event)") }

  override func willMove(toSuperview newSuperview: View?) {
    record("willMove(toSuperview: \(newSuperview?.displayName ?? "nil"))")
  }
  override func didMoveToSuperview() { record("didMoveToSuperview") }
  override func willMove(toWindow newWindow: UIWindow?) {
    record("willMove(toWindow: \(newWindow?.displayName ?? "nil"))")
  }
  override func didMoveToWindow() { record("didMoveToWindow") }
  override func didAddSubview(_ subview: View) { record("didAddSubview(\(subview.displayName))") }
  override func willRemoveSubview(_ subview: View) {
    record("willRemoveSubview(\(subview.displayName))")
  }
  override func safeAreaInsetsDidChange() {
    let s = safeAreaInsets
    record("safeAreaInsetsDidChange(\(s.top), \(s.left), \(s.bottom), \(s.right))")
  }
  override func layoutMarginsDidChange() { record("layoutMarginsDidChange") }
  override func layoutSubviews() { record("layoutSubviews") }
}

@MainActor
private final class HookLog {
  var events: [String] = []
  func take() -> [String] {
    defer { events = [] }
    return events
  }
}

@MainActor
@Suite("UIKit hooks")
struct ViewHooksTests {
  private let log = HookLog()

  @Test("adding a view calls willMove, didMove and the new superview's didAddSubview")
  func addOrder() {
    let (parent, child) = (HookView("parent", log: log), HookView("child", log: log))
    parent.addSubview(child)
    #expect(
      log.take() == [
        "child.willMove(toSuperview: parent)", "child.didMoveToSuperview",
        "parent.didAddSubview(child)",
      ])
  }

  @Test("moving a view tells the old superview first, and reordering calls only didAddSubview")
  func moveAndReorder() {
    let (a, b, child, other) = (
      HookView("a", log: log), HookView("b", log: log), HookView("child", log: log),
      HookView("other", log: log)
    )
    a.addSubview(child)
    a.addSubview(other)
    _ = log.take()
    b.addSubview(child)
    #expect(
      log.take() == [
        "a.willRemoveSubview(child)", "child.willMove(toSuperview: b)",
        "child.didMoveToSuperview", "b.didAddSubview(child)",
      ])
    a.addSubview(other)
    #expect(log.take() == ["a.didAddSubview(other)"])
    b.insertSubview(child, at: 0)
    b.bringSubviewToFront(child)
    #expect(log.take() == ["b.didAddSubview(child)"])
  }

  @Test("removing a view from a window calls the window hooks on its whole subtree")
  func removalFromWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.debugName = "window"
    let (card, label) = (HookView("card", log: log), HookView("label", log: log))
    card.addSubview(label)
    _ = log.take()
    window.addSubview(card)
    #expect(
      log.take() == [
        "card.willMove(toSuperview: window)", "card.didMoveToSuperview",
        "card.willMove(toWindow: window)", "label.willMove(toWindow: window)",
        "card.didMoveToWindow", "label.didMoveToWindow",
      ])
    #expect(label.window === window)
    card.removeFromSuperview()
    #expect(
      log.take() == [
        "card.willMove(toSuperview: nil)", "card.willMove(toWindow: nil)",
        "label.willMove(toWindow: nil)", "card.didMoveToWindow", "label.didMoveToWindow",
        "card.didMoveToSuperview",
      ])
    #expect(label.window == nil)
  }

  @Test("moves between views in no window never call the window hooks")
  func noWindowNoWindowHooks() {
    let (a, b) = (HookView("a", log: log), HookView("b", log: log))
    a.addSubview(b)
    b.removeFromSuperview()
    #expect(!log.take().contains { $0.contains("Window") })
  }

  @Test(
    "the layout pass reports each safe-area change once, then the margins it moves, then lays out")
  func safeAreaChanges() {
    let root = HookView("root", log: log)
    root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let bar = HookView("bar", log: log)
    bar.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
    root.addSubview(bar)
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    _ = log.take()
    root.layoutIfNeeded()
    #expect(
      log.take() == [
        "root.safeAreaInsetsDidChange(47.0, 0.0, 34.0, 0.0)", "root.layoutMarginsDidChange",
        "root.layoutSubviews", "bar.safeAreaInsetsDidChange(47.0, 0.0, 0.0, 0.0)",
        "bar.layoutMarginsDidChange", "bar.layoutSubviews",
      ])
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log.take() == ["root.layoutSubviews"])
    bar.frame = CGRect(x: 0, y: 20, width: 390, height: 100)
    root.layoutIfNeeded()
    #expect(
      log.take() == [
        "bar.safeAreaInsetsDidChange(27.0, 0.0, 0.0, 0.0)", "bar.layoutMarginsDidChange",
        "bar.layoutSubviews",
      ])
    bar.insetsLayoutMarginsFromSafeArea = false
    bar.frame = CGRect(x: 0, y: 10, width: 390, height: 100)
    _ = log.take()
    root.layoutIfNeeded()
    #expect(
      log.take() == ["bar.safeAreaInsetsDidChange(37.0, 0.0, 0.0, 0.0)", "bar.layoutSubviews"])
  }

  @Test("setting different layout margins calls layoutMarginsDidChange; the same ones do not")
  func layoutMargins() {
    let view = HookView("view", log: log)
    view.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    view.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 8, leading: 16, bottom: 8, trailing: 16)
    #expect(log.take() == ["view.layoutMarginsDidChange"])
  }

  @Test("intrinsicContentSize defaults to no metric; invalidating asks the superview for layout")
  func intrinsicContentSize() {
    let (parent, child) = (View(), View())
    parent.addSubview(child)
    parent.layoutIfNeeded()
    #expect(child.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(View.noIntrinsicMetric == -1)
    child.invalidateIntrinsicContentSize()
    #expect(parent.needsLayoutInSubtree)
  }
}
