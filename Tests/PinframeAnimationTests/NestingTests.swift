import Foundation
import PinframeAnimation
import PinframeViews
import Testing

@MainActor
@Suite("Nesting, performWithoutAnimation, enabling")
struct NestingTests {
  private func square() -> View { View(frame: CGRect(x: -5, y: -5, width: 10, height: 10)) }

  @Test("a nested block inherits duration and curve; it keeps its own completion")
  func inherits() throws {
    try ViewRuntime.isolated {
      let (outer, inner) = (square(), square())
      var log: [String] = []
      let clock = AnimationClock.current
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          outer.center.x = 100
          View.animate(
            withDuration: 0.2, delay: 0, options: .curveEaseIn,
            animations: {
              inner.center.x = 100
              log.append("inherited \(View.inheritedAnimationDuration)")
            }
          ) { _ in log.append("inner") }
        }
      ) { _ in log.append("outer") }
      #expect(try clock.presentation(of: inner, at: 0.5).center.x == 50)
      try clock.advance(to: 1)
      clock.settle()
      #expect(log == ["inherited 1.0", "outer", "inner"])
    }
  }

  @Test("overrideInheritedDuration uses the block's own duration and delay, still the outer curve")
  func overridesDuration() throws {
    try ViewRuntime.isolated {
      let inner = square()
      let clock = AnimationClock.current
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        View.animate(
          withDuration: 0.2, delay: 0.1, options: [.overrideInheritedDuration, .curveEaseIn]
        ) { inner.center.x = 100 }
      }
      let xs = try [0.1, 0.2, 0.3].map { try clock.presentation(of: inner, at: $0).center.x }
      #expect(xs[0] == 0)
      #expect(isClose(xs[1], 50))
      #expect(xs[2] == 100)
    }
  }

  @Test("overrideInheritedCurve uses the block's own curve over the outer duration")
  func overridesCurve() throws {
    try ViewRuntime.isolated {
      let inner = square()
      let clock = AnimationClock.current
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        View.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedCurve, .curveEaseIn])
        {
          inner.center.x = 100
        }
      }
      let x = try clock.presentation(of: inner, at: 0.5).center.x
      #expect(abs(x - 100 * TimingCurve.easeIn.value(at: 0.5)) < 1e-12)
    }
  }

  @Test("performWithoutAnimation applies changes at once, also inside a block and nested blocks")
  func withoutAnimation() {
    ViewRuntime.isolated {
      let view = square()
      var finished: [Bool] = []
      View.animate(withDuration: 1) {
        View.performWithoutAnimation {
          view.center.x = 100
          View.animate(withDuration: 1, animations: { view.alpha = 0 }) { finished.append($0) }
          #expect(View.inheritedAnimationDuration == 0)
        }
        view.center.y = 100
      }
      let clock = AnimationClock.current
      #expect(clock.animatedProperties(of: view) == [.center])
      #expect(clock.presentationValues(of: view).center.x == 100)
      #expect(clock.presentationValues(of: view).alpha == 0)
      clock.commit()
      clock.settle()
      #expect(finished == [true])
    }
  }

  @Test("with animations disabled blocks run and complete, nothing animates, running ones go on")
  func disabled() throws {
    try ViewRuntime.isolated {
      let view = square()
      let clock = AnimationClock.current
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.center.x = 100 }
      #expect(View.areAnimationsEnabled)
      View.setAnimationsEnabled(false)
      #expect(!View.areAnimationsEnabled)
      var finished: [Bool] = []
      View.animate(withDuration: 1, animations: { view.alpha = 0 }) { finished.append($0) }
      #expect(clock.animatedProperties(of: view) == [.center])
      let halfway = try clock.presentation(of: view, at: 0.5).center.x
      #expect(halfway == 50)
      #expect(finished == [true])
      View.setAnimationsEnabled(true)
    }
  }

  @Test("inheritedAnimationDuration is the open block's duration, 0 outside")
  func inheritedDuration() {
    ViewRuntime.isolated {
      var seen: [TimeInterval] = []
      seen.append(View.inheritedAnimationDuration)
      View.animate(withDuration: 0.3) {
        seen.append(View.inheritedAnimationDuration)
        View.animate(withDuration: 0.7, delay: 0, options: .overrideInheritedDuration) {
          seen.append(View.inheritedAnimationDuration)
        }
      }
      #expect(seen == [0, 0.3, 0.7])
    }
  }

  @Test("the layoutSubviews option lays out animated views inside the block, so children animate")
  func layoutSubviewsOption() throws {
    for (options, childAnimates) in [(View.AnimationOptions.layoutSubviews, true), ([], false)] {
      try ViewRuntime.isolated {
        let parent = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        parent.addSubview(child)
        parent.onLayout = {
          child.frame = CGRect(x: 0, y: 0, width: $0.bounds.width / 2, height: 10)
        }
        parent.layoutIfNeeded()
        let clock = AnimationClock.current
        View.animate(withDuration: 1, delay: 0, options: options.union(.curveLinear)) {
          parent.bounds.size.width = 200
        }
        let width = try clock.presentation(of: child, at: 0.5).bounds.width
        #expect(width == (childAnimates ? 75 : 100))
      }
    }
  }
}
