import Foundation
import PinframeAnimation
import PinframeGraphics
import PinframeViews
import Testing

@MainActor
@Suite("Additive animations: model and presentation")
struct AdditiveAnimationTests {
  private let easeInOut = TimingCurve.easeInEaseOut

  @Test("setters change the model at once inside a block; the presentation starts at the old value")
  func modelChangesAtOnce() {
    ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var frameInBlock = CGRect.zero
      View.animate(withDuration: 0.3) {
        view.frame = CGRect(x: 100, y: 0, width: 20, height: 10)
        frameInBlock = view.frame
      }
      #expect(frameInBlock == CGRect(x: 100, y: 0, width: 20, height: 10))
      #expect(view.frame == CGRect(x: 100, y: 0, width: 20, height: 10))
      #expect(view.presentationValues.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
  }

  @Test("a frame change records a centre and a bounds-size animation; equal values record none")
  func recordedProperties() {
    ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let clock = AnimationClock.current
      View.animate(withDuration: 0.3) {
        view.frame = CGRect(x: 5, y: 0, width: 20, height: 10)
        view.frame = CGRect(x: 5, y: 0, width: 20, height: 10)
        view.alpha = 1
        view.bounds.origin = CGPoint(x: 1, y: 2)
      }
      #expect(clock.animatedProperties(of: view) == [.center, .boundsSize, .boundsOrigin])
    }
  }

  @Test("retargeting: 0→100 over 1 s, back to 0 at 0.5 s, peaks at 74.2 at 0.75 s, 0 at 1.5 s")
  func retargeting() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: -5, width: 10, height: 10))
      let clock = AnimationClock.current
      View.animate(withDuration: 1) { view.center.y = 100 }
      let beforeRetarget = try clock.presentation(of: view, at: 0.5).center.y
      View.animate(withDuration: 1) { view.center.y = 0 }
      #expect(clock.presentationValues(of: view).center.y == beforeRetarget)
      #expect(beforeRetarget == 50)
      var peak = (time: 0.0, y: -Double.infinity)
      for step in 501...1500 {
        let time = Double(step) / 1000
        let y = try clock.presentation(of: view, at: time).center.y
        let expected = 100 * (easeInOut.value(at: min(time, 1)) - easeInOut.value(at: time - 0.5))
        #expect(abs(y - expected) < 1e-9, "t = \(time)")
        if y > peak.y { peak = (time, y) }
      }
      #expect(peak.time == 0.75)
      #expect(abs(peak.y - 100 * (easeInOut.value(at: 0.75) - easeInOut.value(at: 0.25))) < 1e-9)
      #expect(abs(peak.y - 74.2) < 0.05)
      #expect(clock.presentationValues(of: view).center.y == 0)
      clock.settle()
      #expect(clock.isIdle)
    }
  }

  @Test("retargeting keeps the velocity continuous")
  func velocityContinuity() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: -5, width: 10, height: 10))
      let clock = AnimationClock.current
      View.animate(withDuration: 1) { view.center.y = 100 }
      let before = try clock.presentation(of: view, at: 0.499).center.y
      let at = try clock.presentation(of: view, at: 0.5).center.y
      View.animate(withDuration: 1) { view.center.y = 0 }
      let after = try clock.presentation(of: view, at: 0.501).center.y
      #expect(abs((at - before) - (after - at)) < 1e-3)
    }
  }

  @Test("a set outside any block mid-flight makes the view jump and leaves the animation running")
  func collision() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
      let clock = AnimationClock.current
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.center.x = 100 }
      let halfway = try clock.presentation(of: view, at: 0.5).center.x
      view.center.x = 200
      let jumped = clock.presentationValues(of: view).center.x
      #expect(clock.animatedProperties(of: view) == [.center])
      let later = try clock.presentation(of: view, at: 0.75).center.x
      let end = try clock.presentation(of: view, at: 1).center.x
      #expect([halfway, jumped, later, end] == [50, 150, 175, 200])
    }
  }

  @Test("colours blend component-wise in straight sRGB; nil counts as transparent black")
  func colors() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let other = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      let clock = AnimationClock.current
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        other.backgroundColor = .white
      }
      try clock.advance(to: 0.25)
      #expect(
        clock.presentationValues(of: view).backgroundColor
          == Color(red: 0.75, green: 0, blue: 0.25, alpha: 0.875))
      #expect(
        clock.presentationValues(of: other).backgroundColor == Color(white: 0.25, alpha: 0.25))
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) { other.backgroundColor = nil }
      try clock.advance(to: 2.25)
      #expect(clock.presentationValues(of: other).backgroundColor == nil)
    }
  }

  @Test("transforms blend their six entries; alpha blends as a number")
  func transformAndAlpha() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let clock = AnimationClock.current
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 8, ty: -4)
        view.alpha = 0
      }
      let values = try clock.presentation(of: view, at: 0.25)
      #expect(values.transform == CGAffineTransform(a: 1.25, b: 0, c: 0, d: 1.5, tx: 2, ty: -1))
      #expect(values.alpha == 0.75)
    }
  }
}
