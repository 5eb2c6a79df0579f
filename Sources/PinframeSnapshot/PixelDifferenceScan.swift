import PinframeRaster

/// Walks two images pixel by pixel, counting the pixels that differ and where.
struct PixelDifferenceScan {
  /// The pixelmatch threshold `t`; 0 means any byte difference counts.
  let threshold: Double
  private(set) var count = 0
  private(set) var maxDistance = 0.0
  private(set) var bounds: PixelRect?
  private var minX = Int.max
  private var minY = Int.max
  private var maxX = Int.min
  private var maxY = Int.min

  init(threshold: Double) {
    self.threshold = max(0, threshold)
  }

  /// The largest possible YIQ δ (black against white).
  static let maxDelta = 35215.0

  mutating func run(expected: Bitmap, actual: Bitmap) {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    let limit = Self.maxDelta * threshold * threshold
    expected.pixels.withUnsafeBufferPointer { e in
      actual.pixels.withUnsafeBufferPointer { a in
        for y in 0..<height {
          for x in 0..<width {
            let inExpected = x < expected.width && y < expected.height
            let inActual = x < actual.width && y < actual.height
            guard inExpected && inActual else {
              record(x: x, y: y, distance: 1)
              continue
            }
            let i = (y * expected.width + x) * 4
            let j = (y * actual.width + x) * 4
            guard
              e[i] != a[j] || e[i + 1] != a[j + 1] || e[i + 2] != a[j + 2] || e[i + 3] != a[j + 3]
            else { continue }
            let delta = Self.yiqDelta(e, i, a, j)
            if threshold == 0 || delta > limit {
              record(x: x, y: y, distance: (delta / Self.maxDelta).squareRoot())
            }
          }
        }
      }
    }
    if count > 0 {
      bounds = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
  }

  private mutating func record(x: Int, y: Int, distance: Double) {
    count += 1
    maxDistance = max(maxDistance, distance)
    minX = min(minX, x)
    minY = min(minY, y)
    maxX = max(maxX, x)
    maxY = max(maxY, y)
  }

  /// pixelmatch's squared YIQ distance of two straight-alpha pixels composited over white.
  static func yiqDelta(
    _ e: UnsafeBufferPointer<UInt8>, _ i: Int, _ a: UnsafeBufferPointer<UInt8>, _ j: Int
  ) -> Double {
    let (r1, g1, b1) = overWhite(e, i)
    let (r2, g2, b2) = overWhite(a, j)
    let y = luma(r1, g1, b1) - luma(r2, g2, b2)
    let inPhase = 0.59597799 * (r1 - r2) - 0.27417610 * (g1 - g2) - 0.32180189 * (b1 - b2)
    let quadrature = 0.21147017 * (r1 - r2) - 0.52261711 * (g1 - g2) + 0.31114694 * (b1 - b2)
    return 0.5053 * y * y + 0.299 * inPhase * inPhase + 0.1957 * quadrature * quadrature
  }

  /// The Rec 601 luma, weighted as pixelmatch does.
  static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
    0.29889531 * r + 0.58662247 * g + 0.11448223 * b
  }

  /// A pixel's colour composited over white: c′ = 255 + (c − 255)·a/255.
  static func overWhite(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> (Double, Double, Double) {
    let alpha = Double(p[i + 3]) / 255
    return (
      255 + (Double(p[i]) - 255) * alpha, 255 + (Double(p[i + 1]) - 255) * alpha,
      255 + (Double(p[i + 2]) - 255) * alpha
    )
  }
}
