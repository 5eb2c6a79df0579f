import Foundation

extension Spring {
  /// The displacement, in total distances, at which a fitted spring counts as settled: 1e-3.
  public static let settlingThreshold = 1e-3

  /// Creates the spring `UIView.animate(withDuration:delay:usingSpringWithDamping:…)` runs for
  /// a damping ratio and a duration: an approximation, since Apple never published its mapping.
  ///
  /// The mass is 1 and the damping ratio is `dampingRatio` (negative counts as 0). The frequency
  /// ω₀ is chosen so that the motion started at rest has settled at `duration`:
  /// - ζ < 1: the envelope ζ/√(1 − ζ²) · e^(−ζω₀t) (the sine term's amplitude, as Framer's
  ///   converter uses it) reaches ``settlingThreshold`` at `duration`, which gives
  ///   ω₀ = ln(ζ / (ε√(1 − ζ²))) / (ζ·duration); ratios below 0.05 are fitted as 0.05, and
  ///   above 0.9, where the fit diverges as ζ → 1, ω₀ is capped at the critically damped value
  ///   (the cap takes over from about ζ = 0.994, continuously);
  /// - ζ ≥ 1: the displacement x(duration) itself reaches ``settlingThreshold`` (found by
  ///   bisection).
  ///
  /// The fit ignores `initialVelocity`, so stiffness depends on ratio and duration only; the
  /// velocity then shapes the motion. Examples: 0.5 s, ζ 0.7 → stiffness 387.3, damping 27.55;
  /// 0.3 s, ζ 1 → stiffness 947.3, damping 61.56. The engine ends the animation at `duration`,
  /// where the value snaps to the target (a jump of at most about 0.15 % of the distance).
  ///
  /// - Parameters:
  ///   - dampingRatio: UIKit's `usingSpringWithDamping`: 1 = no oscillation, toward 0 = more.
  ///   - duration: The time in seconds by which the spring should have settled (positive).
  ///   - initialVelocity: UIKit's `initialSpringVelocity`, in total distances per second.
  public init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) {
    let zeta = max(dampingRatio, 0)
    let scaled = Self.settlingProduct(dampingRatio: zeta)
    let omega = scaled / duration
    self.init(
      mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
      initialVelocity: initialVelocity)
  }

  /// The product ω₀·duration at which a spring of ratio `zeta` started at rest has settled.
  private static func settlingProduct(dampingRatio zeta: Double) -> Double {
    let epsilon = settlingThreshold
    if zeta < 1 {
      let fitted = max(zeta, 0.05)
      let envelopeFit = log(fitted / (epsilon * (1 - fitted * fitted).squareRoot())) / fitted
      guard fitted > 0.9 else { return envelopeFit }
      return min(envelopeFit, settlingProduct(dampingRatio: 1))
    }
    let unit = Spring(stiffness: 1, damping: 2 * min(zeta, 1e4))
    var high = 1.0
    while unit.displacement(at: high) > epsilon, high < 1e12 { high *= 2 }
    var low = 0.0
    for _ in 0..<200 where high - low > 1e-12 * high {
      let middle = (low + high) / 2
      if unit.displacement(at: middle) > epsilon { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }
}
