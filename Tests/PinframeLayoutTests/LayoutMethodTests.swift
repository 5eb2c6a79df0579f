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
      let chain = fixture.aView.pin.top(10)
      chain.layout()
      fixture.aView.frame = rect(40, 100, 100, 60)
      chain.layout()
      frames.append(fixture.aView.frame)
      return frames
    }
    #expect(frames == [rect(0, 100, 400, 60), rect(0, 100, 400, 60), rect(40, 100, 100, 60)])
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

/// Carries a chain to another task and drops the last reference there.
private final class ChainBox: @unchecked Sendable {
  private var chain: PinLayout?
  private let lock = NSLock()

  init(_ chain: PinLayout) {
    self.chain = chain
  }

  func release() {
    lock.lock()
    chain = nil
    lock.unlock()
  }
}
