import Foundation
import PinframeAnimation
import PinframeViews
import Testing

@MainActor
@Suite("Caps and bad input")
struct BadInputTests {
  private func animatedView() -> View {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    View.animate(withDuration: 1) { view.alpha = 0 }
    return view
  }

  @Test(
    "frame rates outside 0 < fps ≤ 1000 fail with a typed error", arguments: [0, -1, 1000.5, .nan])
  func frameRates(fps: Double) {
    ViewRuntime.isolated {
      let clock = AnimationClock.current
      #expect(throws: AnimationError.self) { try clock.run(fps: fps, eachFrame: { _ in }) }
      #expect(throws: AnimationError.self) { try clock.advance(toFrame: 1, fps: fps) }
      #expect(throws: AnimationError.self) { try AnimationClock.frameCount(duration: 1, fps: fps) }
    }
  }

  @Test("the highest frame rate, 1000 fps, is accepted")
  func highestFrameRate() throws {
    try ViewRuntime.isolated {
      _ = animatedView()
      let count = try AnimationClock.current.run(fps: 1000, eachFrame: { _ in })
      #expect(count == 1001)
    }
  }

  @Test("animations outlasting the time limit fail instead of looping")
  func timeLimit() {
    ViewRuntime.isolated {
      let view = animatedView()
      let clock = AnimationClock.current
      var frames = 0
      #expect(throws: AnimationError.timeLimitExceeded(limit: 0.5, fps: 10, frame: 6)) {
        try clock.run(fps: 10, timeLimit: 0.5, eachFrame: { _ in frames += 1 })
      }
      #expect(frames == 6)
      #expect(clock.presentationValues(of: view).alpha > 0)
    }
  }

  @Test("completions that keep starting animations hit the default 60 s limit")
  func endlessChain() {
    ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      @MainActor func bounce() {
        View.animate(withDuration: 1, animations: { view.alpha = 1 - view.alpha }) { _ in bounce() }
      }
      #expect(throws: AnimationError.timeLimitExceeded(limit: 60, fps: 30, frame: 1801)) {
        try AnimationClock.current.run(fps: 30, action: bounce, eachFrame: { _ in })
      }
    }
  }

  @Test("time limits must be positive and finite", arguments: [0, -1, .infinity, .nan])
  func invalidTimeLimits(limit: Double) {
    _ = ViewRuntime.isolated {
      #expect(throws: AnimationError.self) {
        try AnimationClock.current.run(fps: 60, timeLimit: limit, eachFrame: { _ in })
      }
    }
  }

  @Test("the clock refuses to move backwards or to a non-finite time")
  func clockMovesForward() throws {
    try ViewRuntime.isolated {
      let clock = AnimationClock.current
      try clock.advance(to: 1)
      #expect(throws: AnimationError.timeRunsBackwards(current: 1, requested: 0.5)) {
        try clock.advance(to: 0.5)
      }
      #expect(throws: AnimationError.self) { try clock.advance(to: .nan) }
      #expect(throws: AnimationError.self) { try clock.advance(to: .infinity) }
      #expect(clock.time == 1)
    }
  }

  @Test(
    "negative, NaN and infinite durations and delays count as 0, with a warning",
    arguments: [-1, .nan, .infinity])
  func badSeconds(value: Double) throws {
    try ViewRuntime.isolated {
      let clock = AnimationClock.current
      clock.logsWarnings = false
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var finished: [Bool] = []
      View.animate(withDuration: value, animations: { view.alpha = 0 }) { finished.append($0) }
      #expect(clock.animatedProperties(of: view).isEmpty)
      #expect(clock.lastWarningText?.contains("duration \(value) is not a finite") == true)
      View.animate(withDuration: 1, delay: value, options: .curveLinear) { view.alpha = 1 }
      #expect(clock.lastWarningText?.contains("delay \(value) is not a finite") == true)
      let alphas = try clock.sample(view, fps: 2) { $0.alpha }
      #expect(alphas == [0, 0.5, 1])
      #expect(finished == [true])
      #expect(clock.warnings.count == 2)
      clock.removeAllWarnings()
      #expect(clock.warnings.isEmpty)
    }
  }

  @Test("unsupported options and bad spring parameters warn; the animation runs once")
  func unsupportedOptions() throws {
    try ViewRuntime.isolated {
      let clock = AnimationClock.current
      clock.logsWarnings = false
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      View.animate(withDuration: 0.1, delay: 0, options: [.repeat, .autoreverse]) { view.alpha = 0 }
      #expect(clock.lastWarningText?.contains("options 0x18") == true)
      View.animate(
        withDuration: 0.1, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: 0
      ) { view.alpha = 1 }
      #expect(clock.lastWarningText?.contains("damping ratio nan") == true)
      let count = try clock.run(fps: 10, eachFrame: { _ in })
      #expect(count == 2)
    }
  }
}
