import Foundation
import PinframeGraphics
import PinframeRaster

/// Helpers shared by the rasterizer tests.
enum Raster {
  /// Renders `commands` on a `width × height` canvas.
  static func render(
    _ width: Int, _ height: Int, _ commands: [DisplayCommand],
    options: RasterOptions = .snapped
  ) throws -> Bitmap {
    try Bitmap(
      rendering: DisplayList(width: width, height: height, commands: commands), options: options)
  }

  /// An opaque white background for a `width × height` canvas.
  static func background(_ width: Int, _ height: Int, _ color: Color = .white) -> DisplayCommand {
    .fill(Shape(rect: CGRect(x: 0, y: 0, width: width, height: height)), color)
  }

  /// The columns of row `y` whose alpha is not 0.
  static func coveredColumns(_ bitmap: Bitmap, row y: Int) -> [Int] {
    (0..<bitmap.width).filter { bitmap[$0, y].alpha != 0 }
  }

  /// The alpha of every pixel of row `y`.
  static func alphas(_ bitmap: Bitmap, row y: Int) -> [UInt8] {
    (0..<bitmap.width).map { bitmap[$0, y].alpha }
  }
}

/// A fixed pseudo-random sequence (64-bit linear congruential generator) for generated shapes.
struct SeededNumbers {
  var state: UInt64

  /// The next number, uniform in `range`.
  mutating func next(_ range: ClosedRange<Double>) -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return range.lowerBound + Double(state >> 11) / Double(1 << 53)
      * (range.upperBound - range.lowerBound)
  }

  /// A number in `range`: whole, a multiple of a third (scale 3) or anything, equally often.
  mutating func coordinate(_ range: ClosedRange<Double>) -> Double {
    let value = next(range)
    switch next(0...3) {
    case ..<1: return value.rounded()
    case ..<2: return (value * 3).rounded() / 3
    default: return value
    }
  }
}

extension Shape {
  /// A rectangle shape `x, y, width, height` with an optional radius and transform.
  static func rect(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double = 0,
    transform: CGAffineTransform = .identity
  ) -> Shape {
    Shape(
      rect: CGRect(x: x, y: y, width: width, height: height), cornerRadius: radius,
      transform: transform)
  }
}

extension Color {
  /// A colour from 8-bit components.
  static func rgba(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) -> Color {
    Color(red255: red, green255: green, blue255: blue, alpha255: alpha)
  }
}

extension RGBA8 {
  /// A pixel value from 8-bit components.
  static func rgba(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) -> RGBA8 {
    RGBA8(red: red, green: green, blue: blue, alpha: alpha)
  }
}
