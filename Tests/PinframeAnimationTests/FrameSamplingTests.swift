import Foundation
import PinframeAnimation
import PinframeViews
import Testing

@MainActor
@Suite("Frame sampling on the virtual clock")
struct FrameSamplingTests {
  @Test(
    "both ends are sampled: frame counts for durations, delays and frame rates",
    arguments: [
      (0.3, 0.0, 60.0, 19), (0.25, 0.0, 30.0, 9), (0.29, 0.0, 100.0, 30), (1.0, 0.0, 60.0, 61),
      (0.3, 0.1, 60.0, 25), (0.5, 0.0, 24.0, 13),
    ])
  func frameCounts(duration: Double, delay: Double, fps: Double, expected: Int) throws {
    #expect(try AnimationClock.frameCount(duration: duration, delay: delay, fps: fps) == expected)
    let times = try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var times: [Double] = []
      try AnimationClock.current.run(
        fps: fps,
        action: {
          View.animate(withDuration: duration, delay: delay, options: []) { view.alpha = 0 }
        },
        eachFrame: { times.append($0.time) })
      return times
    }
    #expect(times.count == expected)
    #expect(times == (0..<expected).map { Double($0) / fps })
  }

  @Test("frame i shows the curve at i / fps; the first frame the old value, the last the model")
  func sampledValues() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 150, height: 150))
      let xs = try AnimationClock.current.sample(
        view, action: { View.animate(withDuration: 0.3) { view.frame.origin.x = 225 } }
      ) { $0.frame.minX }
      #expect(xs.count == 19)
      #expect(xs.first == 0)
      #expect(xs.last == 225)
      #expect(xs[9] == 112.5)
      for (i, x) in xs.enumerated() {
        #expect(isClose(x, 225 * TimingCurve.easeInEaseOut.value(at: Double(i) / 18)))
      }
    }
  }

  @Test("during the delay the presentation shows the old value though the model is new")
  func delay() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
      let xs = try AnimationClock.current.sample(
        view, fps: 10,
        action: {
          View.animate(withDuration: 0.2, delay: 0.3, options: .curveLinear) { view.center.x = 10 }
          #expect(view.center.x == 10)
        }
      ) { $0.center.x }
      #expect(xs.count == 6)
      #expect(xs.map { ($0 * 1e9).rounded() / 1e9 } == [0, 0, 0, 0, 5, 10])
    }
  }

  @Test("layout requested mid-animation runs when the clock advances, outside any block")
  func layoutWhenClockAdvances() throws {
    try ViewRuntime.isolated {
      let parent = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = View()
      parent.addSubview(child)
      var target: CGFloat = 0
      var layoutDurations: [TimeInterval] = []
      parent.onLayout = { _ in
        layoutDurations.append(View.inheritedAnimationDuration)
        child.frame = CGRect(x: target, y: 0, width: 10, height: 10)
      }
      let clock = AnimationClock.current
      let xs = try clock.sample(
        parent, fps: 10,
        action: {
          parent.layoutIfNeeded()
          View.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
            parent.center.x = 100
          }
        }
      ) { _ in
        if clock.time == 0.2 {
          target = 40
          parent.setNeedsLayout()
        }
        return clock.presentationValues(of: child).frame.minX
      }
      #expect(xs == [0, 0, 0, 40, 40, 40])
      #expect(layoutDurations == [0, 0])
      #expect(clock.animatedProperties(of: child).isEmpty)
    }
  }

  @Test("a layout change made after the last animation ends gets one more frame")
  func finalModelState() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
      let xs = try AnimationClock.current.sample(
        view, fps: 10,
        action: {
          View.animate(
            withDuration: 0.1, delay: 0, options: .curveLinear,
            animations: {
              view.center.x = 10
            }
          ) { _ in view.center.x = 50 }
        }
      ) { $0.center.x }
      #expect(xs == [0, 10, 50])
    }
  }

  @Test("a frame sampler steps the same frames as run, one next() at a time")
  func sampler() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let clock = AnimationClock.current
      var sampler = try FrameSampler(clock: clock, fps: 60)
      View.animate(withDuration: 0.3) { view.alpha = 0 }
      var frames: [AnimationFrame] = []
      var alphas: [Double] = []
      while let frame = try sampler.next() {
        frames.append(frame)
        alphas.append(clock.presentationValues(of: view).alpha)
      }
      #expect(frames == (0...18).map { AnimationFrame(index: $0, time: Double($0) / 60) })
      #expect(alphas.first == 1)
      #expect(alphas.last == 0)
      #expect(try sampler.next() == nil)
      #expect(clock.isIdle)
    }
  }

  @Test("each runtime has its own clock")
  func isolatedClocks() throws {
    let view = ViewRuntime.isolated { () -> View in
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      View.animate(withDuration: 1) { view.alpha = 0 }
      #expect(!AnimationClock.current.isIdle)
      return view
    }
    ViewRuntime.isolated {
      #expect(AnimationClock.current.isIdle)
      #expect(AnimationClock.current.presentationValues(of: view).alpha == 0)
    }
  }
}
