import Foundation
import PinframeGraphics
import PinframeViews
import Testing

/// Records what a runtime's observer is told, as "name property".
@MainActor
private final class ChangeLog: ViewPropertyObserver {
  var changes: [String] = []
  var oldValues: [AnimatableValues] = []

  func view(_ view: View, didChange property: AnimatableProperty, from old: AnimatableValues) {
    changes.append("\(view.debugName ?? "?") \(property)")
    oldValues.append(old)
  }
}

@MainActor
@Suite("Property observer")
struct PropertyObserverTests {
  private func named(_ name: String, _ frame: CGRect) -> View {
    let view = View(frame: frame)
    view.debugName = name
    return view
  }

  @Test("a frame change in the runtime's scope tells its observer the centre, then the size")
  func frameChange() {
    let runtime = ViewRuntime()
    let log = ChangeLog()
    runtime.propertyObserver = log
    ViewRuntime.isolated(runtime) {
      let view = named("a", CGRect(x: 0, y: 0, width: 10, height: 20))
      view.frame = CGRect(x: 5, y: 0, width: 30, height: 20)
    }
    #expect(log.changes == ["a center", "a boundsSize"])
    #expect(log.oldValues.map(\.center) == [CGPoint(x: 5, y: 10), CGPoint(x: 20, y: 10)])
    #expect(
      log.oldValues.map(\.bounds.size) == Array(repeating: CGSize(width: 10, height: 20), count: 2))
  }

  @Test("every animatable property reports its own change, and unchanged values report nothing")
  func everyProperty() {
    let runtime = ViewRuntime()
    let log = ChangeLog()
    runtime.propertyObserver = log
    ViewRuntime.isolated(runtime) {
      let view = named("b", CGRect(x: 0, y: 0, width: 10, height: 10))
      view.alpha = 0.5
      view.alpha = 0.5
      view.backgroundColor = .red
      view.transform = CGAffineTransform(scaleX: 2, y: 2)
      view.bounds.origin = CGPoint(x: 1, y: 1)
      view.center = view.center
      view.frame = view.frame
    }
    #expect(log.changes == ["b alpha", "b backgroundColor", "b transform", "b boundsOrigin"])
    #expect(log.oldValues.map(\.alpha) == [1, 0.5, 0.5, 0.5])
  }

  @Test("changes made outside the runtime's scope are not reported to its observer")
  func otherScopes() {
    let runtime = ViewRuntime()
    let log = ChangeLog()
    runtime.propertyObserver = log
    let view = named("c", CGRect(x: 0, y: 0, width: 10, height: 10))
    ViewRuntime.isolated { view.alpha = 0.5 }
    ViewRuntime.isolated(runtime) {
      ViewRuntime.isolated { view.alpha = 0.25 }
      view.alpha = 0.75
    }
    #expect(log.changes == ["c alpha"])
    #expect(log.oldValues.map(\.alpha) == [0.25])
  }

  @Test("a task started in a scope keeps the scope's runtime after the scope ended")
  func taskOutlivesScope() async {
    let runtime = ViewRuntime(scale: 3)
    let task = ViewRuntime.isolated(runtime) {
      Task { @MainActor in ViewRuntime.current.scale }
    }
    #expect(await task.value == 3)
    #expect(ViewRuntime.current !== runtime)
    #expect(ViewRuntime.current.scale == 1)
  }
}
