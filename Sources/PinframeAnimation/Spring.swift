import Foundation

/// A damped spring, m·x″ + c·x′ + k·x = 0, solved in closed form.
///
/// The motion is normalised: x(t) is the displacement from the target in units of the total
/// distance, x(0) = 1, and x′(0) = −``initialVelocity`` (a positive velocity moves toward the
/// target; 1 covers the whole distance in one second, as UIKit's `initialSpringVelocity`). The
/// animated value is `from + (to − from) · progress(at: t)`; progress can pass 1 (overshoot).
///
/// With ω₀ = √(k/m) and damping ratio ζ = c / (2√(k·m)):
/// - ζ < 1 (under-damped): x = e^(−ζω₀t) · (cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t),
///   ω_d = ω₀√(1 − ζ²);
/// - ζ = 1 (critically damped, within 1e-6): x = e^(−ω₀t) · (1 + (ω₀ − v₀)·t);
/// - ζ > 1 (over-damped): x = A·e^(r₁t) + (1 − A)·e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)),
///   A = (−v₀ − r₂)/(r₁ − r₂).
public struct Spring: Sendable, Hashable {
  /// The mass, m (default 1).
  public var mass: Double
  /// The stiffness, k.
  public var stiffness: Double
  /// The damping coefficient, c.
  public var damping: Double
  /// The initial velocity toward the target, in total distances per second.
  public var initialVelocity: Double

  /// Creates a spring from its physical parameters, as `CASpringAnimation`.
  public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public var angularFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(k·m)): below 1 it oscillates, 1 and above it does not.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The fraction of the distance covered `time` seconds after the start, 1 − x(t).
  public func progress(at time: Double) -> Double {
    1 - displacement(at: time)
  }

  /// The normalised displacement x(t) from the target: 1 at the start, tending to 0.
  ///
  /// A spring without a positive, finite frequency counts as already at rest (0); a negative
  /// damping counts as none.
  public func displacement(at time: Double) -> Double {
    let omega = angularFrequency
    guard omega.isFinite, omega > 0 else { return 0 }
    guard time > 0 else { return 1 }
    let zeta = max(dampingRatio.isNaN ? 0 : dampingRatio, 0)
    let v0 = initialVelocity.isFinite ? initialVelocity : 0
    if abs(zeta - 1) <= 1e-6 {
      return exp(-omega * time) * (1 + (omega - v0) * time)
    }
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let sineFactor = (zeta * omega - v0) / damped
      return exp(-zeta * omega * time) * (cos(damped * time) + sineFactor * sin(damped * time))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let a = (-v0 - r2) / (r1 - r2)
    return a * exp(r1 * time) + (1 - a) * exp(r2 * time)
  }
}
