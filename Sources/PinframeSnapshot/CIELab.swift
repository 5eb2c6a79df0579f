import Foundation
import PinframeGraphics

/// A colour in CIE L\*a\*b\* (D65 white), and the CIE 1994 colour difference ΔE94 that
/// `perceptualPrecision` is measured in.
///
/// A pixel becomes Lab in four steps: its 8-bit sRGB components are premultiplied by alpha
/// (c·a/255, as drawn into a premultiplied context: a transparent pixel is black), decoded to
/// linear light (c/12.92 up to 0.04045, else ((c + 0.055)/1.055)^2.4), converted to XYZ with
/// the sRGB matrix (D65), and to Lab with f(t) = ∛t above (6/29)³, else t/(3·(6/29)²) + 4/29:
/// L = 116·f(Y/Yn) − 16, a = 500·(f(X/Xn) − f(Y/Yn)), b = 200·(f(Y/Yn) − f(Z/Zn)), with
/// (Xn, Yn, Zn) = (0.95047, 1, 1.08883).
public struct CIELab: Sendable, Hashable {
  /// Lightness, `0...100`.
  public var l: Double
  /// Green (negative) to red (positive).
  public var a: Double
  /// Blue (negative) to yellow (positive).
  public var b: Double

  /// Creates a colour from its coordinates.
  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// The Lab value of an 8-bit sRGB pixel (premultiplied by its alpha first).
  public init(_ pixel: RGBA8) {
    self.init(red: pixel.red, green: pixel.green, blue: pixel.blue, alpha: pixel.alpha)
  }

  /// The Lab value of 8-bit sRGB components (premultiplied by `alpha` first).
  init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let table = CIELab.linearTable
    let r = table[Int(Self.premultiply(red, alpha))]
    let g = table[Int(Self.premultiply(green, alpha))]
    let b = table[Int(Self.premultiply(blue, alpha))]
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    let fy = Self.f(y)
    self.init(l: 116 * fy - 16, a: 500 * (Self.f(x) - fy), b: 200 * (fy - Self.f(z)))
  }

  /// The CIE 1994 difference from `reference` (graphic-arts weights kL = kC = kH = 1,
  /// K1 = 0.045, K2 = 0.015), measured against the reference's chroma as the formula
  /// defines: ΔE94 = √((ΔL)² + (ΔC/(1 + K1·C₁))² + (ΔH/(1 + K2·C₁))²), where C₁ is the
  /// reference's chroma, ΔC = C₁ − C₂ and ΔH² = Δa² + Δb² − ΔC² (0 when negative).
  ///
  /// 0 is identical, about 2 is just noticeable, 100 is black against white.
  public func deltaE94(from reference: CIELab) -> Double {
    let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
    let c2 = (a * a + b * b).squareRoot()
    let dl = reference.l - l
    let dc = c1 - c2
    let da = reference.a - a
    let db = reference.b - b
    let dh2 = max(da * da + db * db - dc * dc, 0)
    let sc = 1 + 0.045 * c1
    let sh = 1 + 0.015 * c1
    return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
  }

  /// `component · alpha / 255`, rounded.
  private static func premultiply(_ component: UInt8, _ alpha: UInt8) -> UInt8 {
    alpha == 255 ? component : UInt8((Int(component) * Int(alpha) + 127) / 255)
  }

  /// Linear light for each 8-bit sRGB value.
  private static let linearTable: [Double] = (0...255).map { value in
    let c = Double(value) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  private static func f(_ t: Double) -> Double {
    let delta = 6.0 / 29
    return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
  }
}
