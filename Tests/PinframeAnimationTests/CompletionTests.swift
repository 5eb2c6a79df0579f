import Foundation
import PinframeAnimation
import PinframeViews
import Testing

@MainActor
@Suite("Completions")
struct CompletionTests {
  @Test("completions run after the frame at their end, in creation order, with finished = true")
  func order() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var log: [String] = []
      let count = try AnimationClock.current.run(
        fps: 60,
        action: {
          View.animate(withDuration: 0.1, animations: { view.alpha = 0.5 }) {
            log.append("A \($0)")
          }
          View.animate(withDuration: 0.05, animations: { view.center.x = 9 }) {
            log.append("B \($0)")
          }
          View.animate(withDuration: 0.1, animations: { view.center.y = 9 }) {
            log.append("C \($0)")
          }
        },
        eachFrame: { log.append("frame \($0.index)") })
      #expect(count == 7)
      #expect(
        log == [
          "frame 0", "frame 1", "frame 2", "frame 3", "B true", "frame 4", "frame 5", "frame 6",
          "A true", "C true",
        ])
    }
  }

  @Test("a completion is never called inside animate")
  func notSynchronous() {
    ViewRuntime.isolated {
      var called = false
      View.animate(withDuration: 0, animations: {}) { _ in called = true }
      #expect(!called)
      AnimationClock.current.commit()
      #expect(!called)
      AnimationClock.current.settle()
      #expect(called)
    }
  }

  @Test("a block that changes nothing completes at the next commit, not after its duration")
  func emptyBlock() throws {
    try ViewRuntime.isolated {
      var finished: [Bool] = []
      let count = try AnimationClock.current.run(
        fps: 60,
        action: { View.animate(withDuration: 5, animations: {}) { finished.append($0) } },
        eachFrame: { _ in })
      #expect(count == 1)
      #expect(finished == [true])
    }
  }

  @Test("removeAllAnimations snaps to the model; completions get finished = false")
  func removed() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let clock = AnimationClock.current
      var finished: [Bool] = []
      View.animate(withDuration: 1, animations: { view.center.x = 100 }) { finished.append($0) }
      try clock.advance(to: 0.5)
      clock.removeAllAnimations()
      #expect(clock.presentationValues(of: view).center.x == 100)
      #expect(finished.isEmpty)
      clock.settle()
      #expect(finished == [false])
      #expect(clock.isIdle)
    }
  }

  @Test("a view's removeAllAnimations leaves other views animating")
  func removedForOneView() throws {
    try ViewRuntime.isolated {
      let first = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let second = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var finished: [String] = []
      View.animate(withDuration: 1, animations: { first.alpha = 0 }) { finished.append("1 \($0)") }
      View.animate(withDuration: 1, animations: { second.alpha = 0 }) { finished.append("2 \($0)") }
      let clock = AnimationClock.current
      try clock.advance(to: 0.5)
      first.removeAllAnimations()
      #expect(first.presentationValues.alpha == 0)
      #expect(second.presentationValues.alpha == 0.5)
      try clock.advance(to: 1)
      clock.settle()
      #expect(finished == ["1 false", "2 true"])
    }
  }

  @Test("stacked additive blocks both finish with true")
  func stacked() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let clock = AnimationClock.current
      var finished: [String] = []
      View.animate(withDuration: 1, animations: { view.center.x = 100 }) {
        finished.append("1 \($0)")
      }
      try clock.advance(to: 0.5)
      View.animate(withDuration: 1, animations: { view.center.x = 0 }) {
        finished.append("2 \($0)")
      }
      try clock.advance(to: 1.5)
      clock.settle()
      #expect(finished == ["1 true", "2 true"])
    }
  }

  @Test("an animation started in a completion begins at that frame's time")
  func chained() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
      let xs = try AnimationClock.current.sample(
        view, fps: 60,
        action: {
          View.animate(
            withDuration: 0.1, delay: 0, options: .curveLinear,
            animations: {
              view.center.x = 60
            }
          ) { _ in
            View.animate(withDuration: 0.1, delay: 0, options: .curveLinear) { view.center.x = 120 }
          }
        }
      ) { $0.center.x }
      #expect(xs.count == 13)
      for (index, x) in xs.enumerated() {
        #expect(isClose(x, Double(index * 10)), "frame \(index): \(x)")
      }
    }
  }
}
