import Foundation
import PinframeGraphics
import PinframeViews
import Testing

/// A target that records its method calls and the recognizer state they saw.
@MainActor
private final class TapLog {
  var events: [String] = []

  func didTap() { events.append("tap") }

  func didTapWith(_ recognizer: UITapGestureRecognizer) {
    events.append("tap \(recognizer.state.rawValue) \(recognizer.numberOfTapsRequired)")
  }

  func didPan(_ recognizer: UIPanLikeRecognizer) { events.append("pan") }
}

/// A recognizer class the sender-typed method above is not for.
@MainActor
private final class UIPanLikeRecognizer: UIGestureRecognizer {}

@MainActor
@Suite("Gesture recognizers")
struct GestureRecognizerTests {
  @Test("sendActions runs the target methods in order, recognized while they run")
  func sendActionsRunsTargets() {
    let log = TapLog()
    let tap = UITapGestureRecognizer(target: log, action: TapLog.didTap)
    tap.addTarget(log, action: TapLog.didTapWith)
    tap.addTarget(log, action: TapLog.didPan)
    #expect(tap.state == .possible)
    tap.sendActions()
    #expect(log.events == ["tap", "tap 3 1"])
    #expect(tap.state == .possible)
    #expect(UIGestureRecognizer.State.recognized == .ended)
    #expect(UIGestureRecognizer.State.failed.rawValue == 5)
  }

  @Test("a disabled recognizer runs nothing; removed and released targets are skipped")
  func disabledAndRemovedTargets() {
    var log: TapLog? = TapLog()
    let kept = TapLog()
    let tap = UITapGestureRecognizer(target: log, action: TapLog.didTap)
    tap.addTarget(kept, action: TapLog.didTap)
    tap.isEnabled = false
    tap.sendActions()
    #expect(kept.events.isEmpty)
    tap.isEnabled = true
    log = nil
    tap.sendActions()
    #expect(kept.events == ["tap"])
    tap.removeTarget(kept)
    tap.sendActions()
    #expect(kept.events == ["tap"])
    let none = UITapGestureRecognizer(target: nil as TapLog?, action: nil)
    none.sendActions()
    #expect(none.view == nil)
  }

  @Test(
    "addGestureRecognizer attaches once, moves between views; gestureRecognizers is nil when empty")
  func attaching() {
    let (a, b) = (View(), View())
    let (tap, other) = (UITapGestureRecognizer(), UITapGestureRecognizer())
    #expect(a.gestureRecognizers == nil)
    a.addGestureRecognizer(tap)
    a.addGestureRecognizer(tap)
    a.addGestureRecognizer(other)
    #expect(
      a.gestureRecognizers?.map { ObjectIdentifier($0) } == [tap, other].map(ObjectIdentifier.init))
    #expect(tap.view === a)
    b.addGestureRecognizer(tap)
    #expect(tap.view === b)
    #expect(a.gestureRecognizers?.count == 1)
    a.removeGestureRecognizer(tap)
    #expect(tap.view === b)
    b.removeGestureRecognizer(tap)
    #expect(tap.view == nil)
    #expect(b.gestureRecognizers == nil)
    a.gestureRecognizers = [tap]
    #expect(other.view == nil)
    #expect(tap.view === a)
    a.gestureRecognizers = nil
    #expect(a.gestureRecognizers == nil)
    #expect(tap.view == nil)
  }
}
