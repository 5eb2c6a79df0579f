import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, in the spirit of `UIColor`.
///
/// Components are stored as `Double` values in `0...1` so that animations can interpolate them
/// exactly; ``rgba8`` turns them into the 8-bit values the rasterizer blends, always with the
/// same rounding rule (`round(component × 255)`, ties away from zero, after clamping to `0...1`).
public struct Color: Sendable, Hashable {
  /// The red component, `0...1`.
  public var red: Double
  /// The green component, `0...1`.
  public var green: Double
  /// The blue component, `0...1`.
  public var blue: Double
  /// The opacity, `0...1`.
  public var alpha: Double

  /// Creates a colour from sRGB components in `0...1`, as `UIColor(red:green:blue:alpha:)` does.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a grey, as `UIColor(white:alpha:)` does.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from 8-bit components (`0...255`).
  public init(red255: UInt8, green255: UInt8, blue255: UInt8, alpha255: UInt8 = 255) {
    self.init(
      red: Double(red255) / 255, green: Double(green255) / 255, blue: Double(blue255) / 255,
      alpha: Double(alpha255) / 255)
  }

  /// Creates a colour from its 8-bit representation.
  public init(_ rgba8: RGBA8) {
    self.init(red255: rgba8.red, green255: rgba8.green, blue255: rgba8.blue, alpha255: rgba8.alpha)
  }

  /// The same colour with another opacity, as `UIColor.withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The 8-bit components the rasterizer uses.
  ///
  /// Each component is clamped to `0...1`, multiplied by 255 and rounded half away from zero;
  /// NaN becomes 0.
  public var rgba8: RGBA8 {
    RGBA8(
      red: Self.quantize(red), green: Self.quantize(green), blue: Self.quantize(blue),
      alpha: Self.quantize(alpha))
  }

  /// Whether the colour draws nothing (its 8-bit alpha is 0).
  public var isInvisible: Bool { rgba8.alpha == 0 }

  static func quantize(_ component: Double) -> UInt8 {
    guard !component.isNaN else { return 0 }
    return UInt8((min(max(component, 0), 1) * 255).rounded())
  }
}

/// A colour as four 8-bit sRGB components with straight alpha: one pixel of an RGBA8 bitmap.
public struct RGBA8: Sendable, Hashable {
  /// Red, `0...255`.
  public var red: UInt8
  /// Green, `0...255`.
  public var green: UInt8
  /// Blue, `0...255`.
  public var blue: UInt8
  /// Alpha, `0...255` (255 is opaque).
  public var alpha: UInt8

  /// Creates a pixel value from its components.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}
