/// Source-over compositing in 8-bit sRGB with straight alpha: the rasterizer's one rounding rule.
///
/// A source colour `s` with alpha `a` (both 0...255) over a destination `d` with alpha `b`:
///
/// - weights `ws = 255·a` and `wd = b·(255 − a)`, total `w = ws + wd`;
/// - colour `out = (s·ws + d·wd + w/2) / w` (integer division, `w/2` rounded down: the exact
///   ratio rounded half up);
/// - alpha `outA = (w + 127) / 255`, i.e. `a + b·(255 − a)/255` rounded half up.
///
/// For an opaque destination (`b = 255`) this is exactly the scene rule
/// `out = (s·a + d·(255 − a) + 127) / 255` with the alpha staying 255 (the two formulas agree for
/// every `s`, `d`, `a`). A transparent source (`a = 0`) leaves the destination unchanged; an
/// opaque one replaces it; over a transparent destination (`b = 0`) the result is `(s, a)`.
/// The code takes these shortcuts; they give exactly what the formulas give.
enum Blend {
  /// The product of two 8-bit fractions, rounded half up: `(x·y + 127) / 255`.
  @inline(__always)
  static func multiply(_ x: UInt32, _ y: UInt32) -> UInt32 {
    (x &* y &+ 127) / 255
  }

  /// Alpha for a pixel `coverage` (0...1) inside a shape painted with alpha `alpha`:
  /// `round(coverage × alpha)`, ties up (no coverage, or NaN, gives 0).
  @inline(__always)
  static func alpha(coverage: Double, of alpha: UInt32) -> UInt32 {
    guard coverage > 0 else { return 0 }
    return UInt32((min(coverage, 1) * Double(alpha)).rounded())
  }

  /// Draws one source pixel over the RGBA8 pixel at `pixel` with the general rule.
  @inline(__always)
  static func sourceOver(
    red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32, onto pixel: UnsafeMutablePointer<UInt8>
  ) {
    guard alpha != 0 else { return }
    let destinationAlpha = UInt32(pixel[3])
    if destinationAlpha == 0 {
      pixel[0] = UInt8(truncatingIfNeeded: red)
      pixel[1] = UInt8(truncatingIfNeeded: green)
      pixel[2] = UInt8(truncatingIfNeeded: blue)
      pixel[3] = UInt8(truncatingIfNeeded: alpha)
      return
    }
    if destinationAlpha == 255 {
      let inverse = 255 &- alpha
      pixel[0] = UInt8(
        truncatingIfNeeded: (red &* alpha &+ UInt32(pixel[0]) &* inverse &+ 127) / 255)
      pixel[1] = UInt8(
        truncatingIfNeeded: (green &* alpha &+ UInt32(pixel[1]) &* inverse &+ 127) / 255)
      pixel[2] = UInt8(
        truncatingIfNeeded: (blue &* alpha &+ UInt32(pixel[2]) &* inverse &+ 127) / 255)
      return
    }
    let sourceWeight = 255 &* alpha
    let destinationWeight = destinationAlpha &* (255 &- alpha)
    let total = sourceWeight &+ destinationWeight
    let half = total / 2
    func mix(_ source: UInt32, _ destination: UInt8) -> UInt8 {
      UInt8(
        truncatingIfNeeded: (source &* sourceWeight &+ UInt32(destination) &* destinationWeight
          &+ half) / total)
    }
    pixel[0] = mix(red, pixel[0])
    pixel[1] = mix(green, pixel[1])
    pixel[2] = mix(blue, pixel[2])
    pixel[3] = UInt8(truncatingIfNeeded: (total &+ 127) / 255)
  }
}
