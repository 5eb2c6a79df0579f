import Foundation
import PinframeLayout
import PinframeViews
import Testing

@MainActor
@Suite("layout() and applying on release (LayoutMethodSpec)")
struct LayoutMethodTests {
  @Test("A chain applies when released, or at layout(), once")
  func applyOnce() {
    let (frames, warnings) = inPinRuntime(scale: 2) { () -> [CGRect] in
      let fixture = SingleViewFixture()
      fixture.aView.pin.left().right()
      var frames = [fixture.aView.frame]
      fixture.aView.frame = rect(40, 100, 100, 60)
      fixture.aView.pin.left().right().layout()
      frames.append(fixture.aView.frame)
      do {
        let chain = fixture.aView.pin.top(10)
        chain.layout()
        frames.append(fixture.aView.frame)
        fixture.aView.frame = rect(40, 100, 100, 60)
      }
      frames.append(fixture.aView.frame)
      return frames
    }
    #expect(
      frames == [
        rect(0, 100, 400, 60), rect(0, 100, 400, 60), rect(0, 10, 400, 60),
        rect(40, 100, 100, 60),
      ])
    #expect(warnings.isEmpty)
  }

  @Test("Nothing is applied before the chain is released")
  func deferred() {
    let (frames, _) = inPinRuntime { () -> [CGRect] in
      let fixture = SingleViewFixture()
      var frames: [CGRect] = []
      do {
        let chain = fixture.aView.pin.top(10).left(10)
        frames.append(fixture.aView.frame)
        withExtendedLifetime(chain) {}
      }
      frames.append(fixture.aView.frame)
      return frames
    }
    #expect(frames == [rect(40, 100, 100, 60), rect(10, 10, 100, 60)])
  }

  @Test("A chain kept in a variable is passed from call to call and applies once, at the end")
  func chainInVariable() {
    let (frames, warnings) = inPinRuntime { () -> [CGRect] in
      let fixture = SingleViewFixture()
      var frames: [CGRect] = []
      var chain = fixture.aView.pin.top(10)
      chain = chain.left(20)
      if fixture.aView.isHidden { chain = chain.width(10) } else { chain = chain.width(50) }
      frames.append(fixture.aView.frame)
      chain.layout()
      frames.append(fixture.aView.frame)
      return frames
    }
    #expect(frames == [rect(40, 100, 100, 60), rect(20, 10, 50, 60)])
    #expect(warnings.isEmpty)
  }

  @Test("With Pin.logMissingLayoutCalls a released chain warns")
  func missingLayoutCall() {
    let (_, warnings) = inPinRuntime { () -> Void in
      Pin.logMissingLayoutCalls = true
      let fixture = SingleViewFixture()
      fixture.aView.pin.left().right()
      fixture.aView.pin.left().right().layout()
    }
    #expect(
      warnings == [
        "PinLayout Warning: PinLayout commands have been issued without calling the 'layout()' "
          + "method to complete the layout. (These warnings can be disabled by setting "
          + "Pin.logMissingLayoutCalls to false)"
      ])
  }

  @Test("Outside any runtime scope a chain applies in the shared runtime, rounded to its scale")
  func sharedRuntime() {
    let fixture = SingleViewFixture()
    fixture.aView.pin.top(10.4).left(10.6).right(20).height(30.2)
    #expect(fixture.aView.frame == rect(11, 10, 370, 31))
  }

  @Test("A chain tells the observer of the runtime it was made in, wherever it is released")
  func observerOfItsRuntime() {
    let runtime = ViewRuntime()
    let log = ChangeLog()
    runtime.propertyObserver = log
    let fixture = ViewRuntime.isolated(runtime) { () -> SingleViewFixture in
      let fixture = SingleViewFixture()
      fixture.aView.pin.left(10)
      return fixture
    }
    ViewRuntime.isolated(runtime) { _ = fixture.aView.pin.top(0) }
    fixture.aView.pin.width(50)
    #expect(log.changes == ["a center", "a center"])
    #expect(fixture.aView.frame == rect(10, 0, 50, 60))
  }

  @Test("A chain released off the main actor still applies on it")
  func releasedElsewhere() async {
    let view = await ViewRuntime.isolated { () async -> View in
      let fixture = SingleViewFixture()
      let chain = fixture.aView.pin.top(10)
      let box = ChainBox(chain)
      await Task.detached { box.release() }.value
      await Task.yield()
      return fixture.aView
    }
    for _ in 0..<100 where view.frame.minY != 10 { await Task.yield() }
    #expect(view.frame == rect(40, 10, 100, 60))
  }
}

/// Records what a runtime's observer is told, as "name property".
@MainActor
private final class ChangeLog: ViewPropertyObserver {
  var changes: [String] = []

  func view(_ view: View, didChange property: AnimatableProperty, from old: AnimatableValues) {
    changes.append("\(view.debugName ?? "?") \(property)")
  }
}

/// Carries a chain to another task and drops the last reference there.
private final class ChainBox: @unchecked Sendable {
  private var chain: PinLayout?
  private let lock = NSLock()

  init(_ chain: consuming PinLayout) {
    self.chain = .some(chain)
  }

  func release() {
    lock.lock()
    chain = nil
    lock.unlock()
  }
}
