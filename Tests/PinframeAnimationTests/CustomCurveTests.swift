import Foundation
import PinframeAnimation
import PinframeViews
import Testing

@MainActor
@Suite("Animating along a custom timing curve")
struct CustomCurveAnimationTests {
  @Test("animate(withDuration:timingCurve:) moves the presentation along the curve")
  func customCurve() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let curve = TimingCurve(controlPoints: 0.2, 0, 0, 1)
      View.animate(withDuration: 1, timingCurve: curve) { view.frame.origin.x = 100 }
      let clock = AnimationClock.current
      try clock.advance(to: 0.25)
      let x = clock.presentationValues(of: view).frame.origin.x
      #expect(abs(x - 100 * curve.value(at: 0.25)) < 1e-9)
      #expect(abs(x - 100 * TimingCurve.easeInEaseOut.value(at: 0.25)) > 1)
      try clock.advance(to: 1)
      #expect(clock.presentationValues(of: view).frame.origin.x == 100)
    }
  }
}
