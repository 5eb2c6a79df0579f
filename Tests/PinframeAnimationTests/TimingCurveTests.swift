import PinframeAnimation
import PinframeViews
import Testing

/// The reference's test vectors: 0.3 s at 60 fps, frame i at p = i / 18.
private let referenceVectors: [(TimingCurve, [Double])] = [
  (
    .linear,
    [
      0, 0.055556, 0.111111, 0.166667, 0.222222, 0.277778, 0.333333, 0.388889, 0.444444, 0.5,
      0.555556, 0.611111, 0.666667, 0.722222, 0.777778, 0.833333, 0.888889, 0.944444, 1,
    ]
  ),
  (
    .easeInEaseOut,
    [
      0, 0.005977, 0.024455, 0.056131, 0.101415, 0.160231, 0.231775, 0.314293, 0.404963, 0.5,
      0.595037, 0.685707, 0.768225, 0.839769, 0.898585, 0.943869, 0.975545, 0.994023, 1,
    ]
  ),
  (
    .easeIn,
    [
      0, 0.005493, 0.020799, 0.044498, 0.075500, 0.112949, 0.156164, 0.204591, 0.257779,
      0.315357, 0.377019, 0.442516, 0.511651, 0.584275, 0.660289, 0.739660, 0.822445, 0.908890, 1,
    ]
  ),
  (
    .easeOut,
    [
      0, 0.091110, 0.177555, 0.260340, 0.339711, 0.415725, 0.488349, 0.557484, 0.622981,
      0.684643, 0.742221, 0.795409, 0.843836, 0.887051, 0.924500, 0.955502, 0.979201, 0.994507, 1,
    ]
  ),
  (
    .coreAnimationDefault,
    [
      0, 0.038333, 0.112630, 0.220674, 0.346036, 0.468234, 0.575862, 0.666395, 0.741158,
      0.802403, 0.852283, 0.892603, 0.924824, 0.950113, 0.969409, 0.983474, 0.992931, 0.998296, 1,
    ]
  ),
]

@Suite("Timing curves")
struct TimingCurveTests {
  @Test("all 19 reference values of each curve within 1e-6", arguments: 0..<referenceVectors.count)
  func referenceVectorsMatch(curveIndex: Int) {
    let (curve, expected) = referenceVectors[curveIndex]
    for (i, value) in expected.enumerated() {
      #expect(abs(curve.value(at: Double(i) / 18) - value) < 1e-6, "frame \(i) of \(curve)")
    }
  }

  @Test("the ends are exact and progress outside 0...1 is clamped")
  func exactEnds() {
    for curve in [TimingCurve.easeIn, .easeOut, .easeInEaseOut, .coreAnimationDefault] {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
      #expect(curve.value(at: -0.5) == 0)
      #expect(curve.value(at: 1.5) == 1)
      #expect(curve.value(at: .nan) == 0)
    }
  }

  @Test("the solver agrees with a 200-step bisection to 1e-6 over 5001 points")
  func solverAccuracy() {
    for curve in [TimingCurve.easeIn, .easeOut, .easeInEaseOut, .coreAnimationDefault] {
      for i in 0...5000 {
        let x = Double(i) / 5000
        #expect(abs(curve.value(at: x) - referenceValue(curve, x)) < 1e-6)
      }
    }
  }

  @Test("ease-in-out is symmetric: f(x) + f(1 − x) = 1")
  func symmetry() {
    for i in 0...100 {
      let x = Double(i) / 100
      let sum = TimingCurve.easeInEaseOut.value(at: x) + TimingCurve.easeInEaseOut.value(at: 1 - x)
      #expect(abs(sum - 1) < 1e-6)
    }
  }

  @Test("control point x coordinates are clamped to 0...1")
  func clampedControlPoints() {
    let curve = TimingCurve(controlPoints: -1, 0, 2, 1)
    #expect(curve.x1 == 0)
    #expect(curve.x2 == 1)
  }

  @Test("the options' curve field is UIKit's 2-bit field")
  func curveField() {
    #expect(View.AnimationOptions().timingCurve == .easeInEaseOut)
    #expect(View.AnimationOptions.curveEaseIn.timingCurve == .easeIn)
    #expect(View.AnimationOptions.curveEaseOut.timingCurve == .easeOut)
    #expect(View.AnimationOptions.curveLinear.timingCurve == .linear)
    #expect(View.AnimationOptions([.curveEaseIn, .curveEaseOut]) == .curveLinear)
    #expect(View.AnimationOptions.curveLinear.rawValue == 3 << 16)
    #expect(View.AnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
    #expect(View.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4096)
  }

  /// Y at the parameter found by plain bisection on X.
  private func referenceValue(_ curve: TimingCurve, _ x: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if bezier(curve.x1, curve.x2, middle) < x { low = middle } else { high = middle }
    }
    return bezier(curve.y1, curve.y2, (low + high) / 2)
  }
}
