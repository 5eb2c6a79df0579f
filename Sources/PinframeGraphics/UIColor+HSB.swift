import Foundation

extension UIColor {
  /// Creates a fixed colour from hue, saturation and brightness (HSB, also called HSV) in sRGB,
  /// as `UIColor(hue:saturation:brightness:alpha:)`.
  ///
  /// The hue is a fraction of the colour wheel (0 red, 1/3 green, 2/3 blue); it wraps around,
  /// so 1 is red again; a hue that is not finite counts as 0.
  public convenience init(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
  ) {
    let h = hue.isFinite ? Double(hue) : 0
    let (s, v) = (Double(saturation), Double(brightness))
    let sector = (h - h.rounded(.down)) * 6
    let index = Int(sector.rounded(.down)) % 6
    let f = sector - sector.rounded(.down)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (Double, Double, Double)
    switch index {
    case 0: rgb = (v, t, p)
    case 1: rgb = (q, v, p)
    case 2: rgb = (p, v, t)
    case 3: rgb = (p, q, v)
    case 4: rgb = (t, p, v)
    default: rgb = (v, p, q)
    }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  /// Writes the hue, saturation, brightness and opacity of the colour (resolved with
  /// ``UITraitCollection/current``), as UIKit's `getHue(_:saturation:brightness:alpha:)`.
  ///
  /// A grey has hue 0 and saturation 0; black also has brightness 0.
  ///
  /// - Returns: `true`: every colour has these components.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let value = cgColor
    let (r, g, b) = (value.red, value.green, value.blue)
    let maximum = max(r, g, b)
    let delta = maximum - min(r, g, b)
    hue?.pointee = CGFloat(Self.hue(r, g, b, maximum: maximum, delta: delta))
    saturation?.pointee = CGFloat(maximum == 0 ? 0 : delta / maximum)
    brightness?.pointee = CGFloat(maximum)
    alpha?.pointee = CGFloat(value.alpha)
    return true
  }

  /// The hue of `r, g, b` as a fraction of the wheel, `0..<1`.
  private static func hue(
    _ r: Double, _ g: Double, _ b: Double, maximum: Double, delta: Double
  ) -> Double {
    guard delta > 0 else { return 0 }
    let sixths: Double
    if maximum == r {
      sixths = (g - b) / delta
    } else if maximum == g {
      sixths = (b - r) / delta + 2
    } else {
      sixths = (r - g) / delta + 4
    }
    let wheel = sixths / 6
    return wheel < 0 ? wheel + 1 : wheel
  }
}
