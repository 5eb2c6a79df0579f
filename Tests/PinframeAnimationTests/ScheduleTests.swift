import Foundation
import PinframeAnimation
import PinframeViews
import Testing

@MainActor
@Suite("Scheduled actions")
struct ScheduleTests {
  @Test(
    "a pause between two animations: the recording samples through it, the second starts at its time"
  )
  func pauseBetweenAnimations() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let clock = AnimationClock.current
      let xs = try clock.sample(
        view, fps: 10,
        action: {
          View.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
            view.center.x = 25
          } completion: { _ in
            clock.schedule(after: 0.3) {
              View.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
                view.center.x = 45
              }
            }
          }
        }
      ) { $0.center.x }
      #expect(xs.count == 8)
      for (x, expected) in zip(xs, [5.0, 15, 25, 25, 25, 25, 35, 45]) {
        #expect(isClose(x, expected), "\(xs)")
      }
    }
  }

  @Test("an action due between two frames runs at its time: its animation starts then")
  func actionBetweenFrames() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let clock = AnimationClock.current
      let xs = try clock.sample(
        view, fps: 10,
        action: {
          clock.schedule(after: 0.05) {
            View.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
              view.center.x = 25
            }
          }
        }
      ) { $0.center.x }
      // Started at 0.05 s: a quarter of the way at 0.1 s, three quarters at 0.2 s.
      #expect(xs.count == 4)
      for (x, expected) in zip(xs, [5.0, 10, 20, 25]) {
        #expect(isClose(x, expected), "\(xs)")
      }
    }
  }

  @Test("actions run in the order they are due, then in the order they were scheduled")
  func order() throws {
    try ViewRuntime.isolated {
      let clock = AnimationClock.current
      var log: [String] = []
      clock.schedule(after: 0.2) { log.append("b") }
      clock.schedule(after: 0.1) { log.append("a") }
      clock.schedule(after: 0.2) { log.append("c") }
      #expect(!clock.isIdle)
      try clock.advance(to: 0.15)
      try clock.advance(to: 0.15)
      #expect(log == ["a"])
      try clock.advance(to: 0.3)
      clock.settle()
      #expect(log == ["a", "b", "c"])
      #expect(clock.isIdle)
    }
  }

  @Test("a bad delay counts as 0, with a warning")
  func badDelay() {
    ViewRuntime.isolated {
      let clock = AnimationClock.current
      clock.logsWarnings = false
      var ran = false
      clock.schedule(after: -.infinity) { ran = true }
      clock.settle()
      #expect(ran)
      #expect(
        clock.lastWarningText
          == "AnimationClock.schedule(after:_:): delay -inf is not a finite, non-negative number of seconds; using 0"
      )
    }
  }
}
