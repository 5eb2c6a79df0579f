/// How the rasterizer turns `Double` device-space positions into pixel edges.
enum DeviceCoordinate {
  /// Positions are clamped to ±1e12 px, far outside any canvas, before they are quantised.
  static let limit = 1e12

  /// `value` clamped to ±``limit`` and rounded to a multiple of 1e-6 px, which removes floating
  /// noise such as `0.1 + 0.2` before an edge is snapped or measured.
  static func quantized(_ value: Double) -> Double {
    (min(max(value, -limit), limit) * 1e6).rounded() / 1e6
  }

  /// The pixel boundary an edge at `value` snaps to: `floor(quantized(value) + 0.5)`, computed
  /// exactly in integer micro-pixels, so an edge at exactly .5 rounds up.
  static func snapped(_ value: Double) -> Int {
    let micro = Int64((min(max(value, -limit), limit) * 1e6).rounded())
    let shifted = micro + 500_000
    let quotient = shifted / 1_000_000
    return Int(shifted % 1_000_000 < 0 ? quotient - 1 : quotient)
  }

  /// `value` clamped to ±``limit`` and converted to a pixel index; NaN becomes `-limit`.
  static func clampedIndex(_ value: Double) -> Int {
    value.isNaN ? -Int(limit) : Int(min(max(value, -limit), limit))
  }
}
