import Foundation
import PinframeAnimation
import PinframeViews
import Testing

@MainActor
@Suite("Keyframe animations")
struct KeyframeTests {
  private let linearTimes = View.KeyframeAnimationOptions(
    rawValue: View.AnimationOptions.curveLinear.rawValue)

  private func fadeOutAndIn(options: View.KeyframeAnimationOptions) throws -> [Double] {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      return try AnimationClock.current.sample(
        view, fps: 60,
        action: {
          View.animateKeyframes(withDuration: 1, delay: 0, options: options) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
          }
        }
      ) { $0.alpha }
    }
  }

  @Test("by default an overall ease-in-ease-out curve warps the keyframe times")
  func overallEaseInOut() throws {
    let alphas = try fadeOutAndIn(options: [])
    #expect(alphas.count == 61)
    for (i, alpha) in alphas.enumerated() {
      let warped = TimingCurve.easeInEaseOut.value(at: Double(i) / 60)
      #expect(isClose(alpha, abs(1 - 2 * warped)), "frame \(i)")
    }
  }

  @Test("the raw value of curveLinear keeps the keyframe times linear")
  func linearOverall() throws {
    let alphas = try fadeOutAndIn(options: linearTimes)
    for (i, alpha) in alphas.enumerated() {
      #expect(isClose(alpha, abs(1 - 2 * Double(i) / 60)), "frame \(i)")
    }
  }

  @Test("a keyframe over the first 10 % of a 10 s animation lasts about 2.2 s with the warp")
  func warpStretchesEarlyKeyframes() throws {
    let alphas = try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      return try AnimationClock.current.sample(
        view, fps: 10,
        action: {
          View.animateKeyframes(withDuration: 10, delay: 0) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.alpha = 0 }
          }
        }
      ) { $0.alpha }
    }
    let firstZero = try #require(alphas.firstIndex(of: 0))
    #expect(firstZero == 23)
    #expect(alphas[22] > 0)
    #expect(TimingCurve.easeInEaseOut.value(at: 0.22) < 0.1)
    #expect(TimingCurve.easeInEaseOut.value(at: 0.23) >= 0.1)
  }

  @Test("discrete mode jumps to the new value at the keyframe's end")
  func discrete() throws {
    let alphas = try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      return try AnimationClock.current.sample(
        view, fps: 10,
        action: {
          View.animateKeyframes(
            withDuration: 1, delay: 0, options: linearTimes.union(.calculationModeDiscrete)
          ) {
            View.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { view.alpha = 0 }
          }
        }
      ) { $0.alpha }
    }
    #expect(alphas == [1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0])
  }

  @Test("changes outside any keyframe animate over the whole duration; one completion")
  func outsideKeyframes() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
      var finished: [Bool] = []
      let xs = try AnimationClock.current.sample(
        view, fps: 4,
        action: {
          View.animateKeyframes(
            withDuration: 1, delay: 0, options: linearTimes,
            animations: {
              view.center.x = 100
              View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            }
          ) { finished.append($0) }
        }
      ) { $0.center.x }
      #expect(xs == [0, 25, 50, 75, 100])
      #expect(finished == [true])
    }
  }

  @Test("unsupported modes and stray keyframes warn and still apply the changes")
  func warnings() {
    ViewRuntime.isolated {
      let clock = AnimationClock.current
      clock.logsWarnings = false
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
      #expect(view.alpha == 0.5)
      #expect(clock.lastWarningText?.contains("outside an animateKeyframes block") == true)
      View.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModePaced) {
        View.addKeyframe(withRelativeStartTime: -1, relativeDuration: 2) { view.alpha = 0 }
      }
      #expect(clock.warnings.count == 4)
      #expect(clock.warnings[1].contains("calculation mode 2"))
      #expect(clock.warnings[2].contains("relative start time -1.0 is outside 0...1; using 0.0"))
    }
  }
}
