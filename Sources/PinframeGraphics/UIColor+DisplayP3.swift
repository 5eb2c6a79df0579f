import Foundation

extension UIColor {
  /// Creates a fixed colour from Display P3 components, converted to sRGB, as
  /// `UIColor(displayP3Red:green:blue:alpha:)`.
  ///
  /// Each component is linearised with the sRGB transfer curve (Display P3 uses the same
  /// curve), the linear values are mapped to linear sRGB with the standard matrix between the
  /// two D65 gamuts, and encoded again. Pinframe draws 8-bit sRGB only, so each result is then
  /// clamped to `0...1`: colours outside the sRGB gamut move to its edge (UIKit keeps them as
  /// extended sRGB values, which a P3 screen can show). For example P3 (0, 210/255, 0) is sRGB
  /// (−0.4168, 0.8387, −0.2495) before clamping and (0, 0.8387, 0) after.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    let linear = [red, green, blue].map { Self.linearized(Double($0)) }
    let srgb = Self.displayP3ToSRGB.map { row in
      let value = zip(row, linear).map { $0 * $1 }.reduce(0, +)
      return min(max(Self.encoded(value), 0), 1)
    }
    self.init(red: srgb[0], green: srgb[1], blue: srgb[2], alpha: alpha)
  }

  /// Linear Display P3 to linear sRGB, rows red, green, blue: the inverse of sRGB's
  /// RGB-to-XYZ matrix times Display P3's, both built from the gamuts' primaries and the D65
  /// white point (0.3127, 0.3290).
  private static let displayP3ToSRGB: [[Double]] = [
    [1.224_940_176_281, -0.224_940_176_281, 0],
    [-0.042_056_954_710, 1.042_056_954_710, 0],
    [-0.019_637_554_590, -0.078_636_045_551, 1.098_273_600_141],
  ]

  /// The sRGB transfer curve from encoded to linear light.
  private static func linearized(_ c: Double) -> Double {
    c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// The sRGB transfer curve from linear light to encoded, odd-symmetric for negative values.
  private static func encoded(_ c: Double) -> Double {
    let magnitude = abs(c)
    let encoded =
      magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return c < 0 ? -encoded : encoded
  }
}
