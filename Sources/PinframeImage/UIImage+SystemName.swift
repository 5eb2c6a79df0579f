import Foundation
import PinframeGraphics

extension UIImage {
  /// The size of a symbol placeholder, in points.
  static let symbolSize = CGSize(width: 20, height: 20)

  /// A placeholder for the SF Symbol `name`: SF Symbols cannot ship with Pinframe, so every
  /// symbol is a 20 × 20 pt template glyph box (a rounded outline with a dot in its middle,
  /// drawn in the tint colour) — never `nil`, so code that unwraps keeps running.
  public convenience init?(systemName name: String) {
    var values = Values(cgImage: Self.placeholder, scale: 3, renderingMode: .alwaysTemplate)
    values.symbolName = name
    self.init(values: values)
  }

  /// The placeholder's pixels: 60 × 60 at 3x, an outline 4 px wide with rounded corners of
  /// 12 px, and a 12 px dot in the middle, opaque black on transparent.
  private static let placeholder: CGImage? = {
    let side = 60
    var pixels = [UInt8](repeating: 0, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side where isPlaceholderInk(x: x, y: y, side: side) {
        pixels[(y * side + x) * 4 + 3] = 255
      }
    }
    return CGImage(width: side, height: side, pixels: pixels)
  }()

  /// Whether the placeholder pixel (`x`, `y`) is inked: on the outline or in the dot.
  private static func isPlaceholderInk(x: Int, y: Int, side: Int) -> Bool {
    let centre = Double(side) / 2
    let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
    let dot = (px - centre) * (px - centre) + (py - centre) * (py - centre) <= 36
    func inside(inset: Double, radius: Double) -> Bool {
      let low = inset + radius
      let high = Double(side) - inset - radius
      let dx = max(low - px, 0, px - high)
      let dy = max(low - py, 0, py - high)
      return px >= inset && px <= Double(side) - inset && py >= inset
        && py <= Double(side) - inset && dx * dx + dy * dy <= radius * radius
    }
    return dot || (inside(inset: 2, radius: 12) && !inside(inset: 6, radius: 8))
  }
}
