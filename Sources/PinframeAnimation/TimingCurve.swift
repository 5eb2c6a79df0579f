/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's
/// `CAMediaTimingFunction(controlPoints:)`.
///
/// ``value(at:)`` maps the fraction of an animation's duration that has elapsed to the fraction of
/// the change it shows. The curve is solved exactly: for a progress x it finds the Bézier
/// parameter s with X(s) = x to within ``tolerance`` (Newton's method from an interpolated first
/// guess, falling back to bisection where the slope vanishes) and returns Y(s).
public struct TimingCurve: Sendable, Hashable {
  /// The x coordinate of the first control point, clamped to `0...1`.
  public let x1: Double
  /// The y coordinate of the first control point.
  public let y1: Double
  /// The x coordinate of the second control point, clamped to `0...1`.
  public let x2: Double
  /// The y coordinate of the second control point.
  public let y2: Double

  /// How close X(s) gets to the requested progress: 1e-7, independent of the duration.
  public static let tolerance = 1e-7

  /// Creates a curve from its two control points, as `CAMediaTimingFunction(controlPoints:)`.
  ///
  /// The x coordinates are clamped to `0...1` (so the curve is a function of time, as CSS
  /// requires); a NaN coordinate counts as 0.
  public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = Self.unit(x1)
    self.y1 = y1.isNaN ? 0 : y1
    self.x2 = Self.unit(x2)
    self.y2 = y2.isNaN ? 0 : y2
  }

  /// Constant speed: (0, 0), (1, 1); UIKit's `curveLinear`.
  public static let linear = TimingCurve(controlPoints: 0, 0, 1, 1)
  /// Slow start: (0.42, 0), (1, 1); UIKit's `curveEaseIn`.
  public static let easeIn = TimingCurve(controlPoints: 0.42, 0, 1, 1)
  /// Slow end: (0, 0), (0.58, 1); UIKit's `curveEaseOut`.
  public static let easeOut = TimingCurve(controlPoints: 0, 0, 0.58, 1)
  /// Slow start and end: (0.42, 0), (0.58, 1); UIKit's default `curveEaseInOut`.
  public static let easeInEaseOut = TimingCurve(controlPoints: 0.42, 0, 0.58, 1)
  /// Core Animation's `default` curve (0.25, 0.1), (0.25, 1), used by implicit layer actions,
  /// not by `UIView.animate`.
  public static let coreAnimationDefault = TimingCurve(controlPoints: 0.25, 0.1, 0.25, 1)

  /// The fraction of the change shown when `progress` of the duration has elapsed.
  ///
  /// Progress at or below 0 (and NaN) gives exactly 0, at or above 1 exactly 1, so the first and
  /// last frames show the exact start and end values. A curve whose control points lie on the
  /// diagonal (such as ``linear``) returns `progress` itself.
  public func value(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    guard x1 != y1 || x2 != y2 else { return progress }
    return Self.polynomial(y1, y2, at: parameter(for: progress))
  }

  /// The Bézier parameter s whose X(s) is `x` (0 < x < 1).
  private func parameter(for x: Double) -> Double {
    var bracket = (low: 0.0, high: 1.0)
    var s = x
    for _ in 0..<8 {
      let error = Self.polynomial(x1, x2, at: s) - x
      if abs(error) < Self.tolerance { return s }
      if error < 0 { bracket.low = s } else { bracket.high = s }
      let slope = Self.derivative(x1, x2, at: s)
      guard abs(slope) > 1e-9 else { break }
      let next = s - error / slope
      guard next > bracket.low, next < bracket.high else { break }
      s = next
    }
    return bisect(x, in: bracket)
  }

  private func bisect(_ x: Double, in bracket: (low: Double, high: Double)) -> Double {
    var (low, high) = bracket
    var s = (low + high) / 2
    for _ in 0..<64 {
      let error = Self.polynomial(x1, x2, at: s) - x
      if abs(error) < Self.tolerance { break }
      if error < 0 { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// One coordinate of the curve, 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³, in Horner form.
  private static func polynomial(_ p1: Double, _ p2: Double, at s: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  /// The derivative of ``polynomial(_:_:at:)`` with respect to s.
  private static func derivative(_ p1: Double, _ p2: Double, at s: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * s + 2 * b) * s + c
  }

  private static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
