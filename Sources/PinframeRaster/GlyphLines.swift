import PinframeGraphics

/// How an outline's font units map to a region's pixels: `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty` (pixels, y down, relative to the region's origin pixel).
struct GlyphPlacement: Equatable {
  var a: Double
  var b: Double
  var c: Double
  var d: Double
  var tx: Double
  var ty: Double

  /// The pixel position of the font-unit point (`x`, `y`).
  @inline(__always)
  func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    (a * x + c * y + tx, b * x + d * y + ty)
  }

  /// Pixels per em, the larger of the two axes' (in the L1 norm, an upper bound).
  func pixelsPerEm(unitsPerEm: Double) -> Double {
    max(abs(a) + abs(b), abs(c) + abs(d)) * unitsPerEm
  }
}

/// An outline mapped to pixels and flattened into straight lines, in the fixed point of
/// ``CoverageAccumulator`` (``CoverageAccumulator/subpixels`` units per pixel).
///
/// Cubic curves are cut into `n` lines of equal parameter steps, with `n` the smallest count
/// whose flattening error bound, `0.75 · D / n²` for `D` the larger second difference of the
/// control points (L1 norm, in pixels), is within ``tolerance`` (at most ``maximumSteps``).
/// Every number is computed with `+ − × ÷`, `squareRoot()` and `rounded()`, which IEEE 754
/// defines exactly; Swift neither reorders nor fuses (FMA) floating-point operations unless a
/// function asks for it, so the same outline and placement give the same lines on x86-64 and
/// arm64.
struct GlyphLines {
  /// The flattening error allowed, in pixels.
  static let tolerance = 0.05
  /// The most lines a curve is cut into.
  static let maximumSteps = 1024
  /// Pixel coordinates are clamped to ±this before conversion (far beyond any drawn glyph: a
  /// glyph of 65,536 px per em reaches a few hundred thousand pixels).
  static let coordinateLimit = Double(1 << 22)

  /// `x0, y0, x1, y1` of each line, in order.
  private(set) var coordinates: [Int] = []
  /// The pixels the lines touch (empty for an outline without contours).
  private(set) var bounds = PixelRect.empty

  /// Flattens `outline` placed by `placement`.
  init(_ outline: GlyphOutline, placement: GlyphPlacement) {
    let points = outline.points
    var lines: [Int] = []
    lines.reserveCapacity(points.count * 8)
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min
    var start = (x: 0, y: 0)
    var last = (x: 0, y: 0)
    var pixel = (x: 0.0, y: 0.0)
    var index = 0
    func fixed(_ point: (x: Double, y: Double)) -> (x: Int, y: Int) {
      let limit = Self.coordinateLimit
      let one = Double(CoverageAccumulator.subpixels)
      let x = Int((min(max(point.x, -limit), limit) * one).rounded())
      let y = Int((min(max(point.y, -limit), limit) * one).rounded())
      minX = min(minX, x)
      maxX = max(maxX, x)
      minY = min(minY, y)
      maxY = max(maxY, y)
      return (x, y)
    }
    func line(to point: (x: Int, y: Int)) {
      lines.append(last.x)
      lines.append(last.y)
      lines.append(point.x)
      lines.append(point.y)
      last = point
    }
    func mapped(_ index: Int) -> (x: Double, y: Double) {
      placement.apply(Double(points[index].x), Double(points[index].y))
    }
    for verb in outline.verbs {
      switch verb {
      case .move:
        if last != start { line(to: start) }
        pixel = mapped(index)
        start = fixed(pixel)
        last = start
      case .line:
        pixel = mapped(index)
        line(to: fixed(pixel))
      case .cubic:
        let controls = [pixel, mapped(index), mapped(index + 1), mapped(index + 2)]
        for point in Self.flattened(controls) { line(to: fixed(point)) }
        pixel = controls[3]
      }
      index += verb.pointCount
    }
    if last != start { line(to: start) }
    coordinates = lines
    guard minX <= maxX else { return }
    bounds = PixelRect(
      minX: minX >> 8, minY: minY >> 8, maxX: (maxX + 255) >> 8, maxY: (maxY + 255) >> 8)
  }

  /// The points after the start of the cubic curve through `controls`, ending at its end.
  private static func flattened(_ controls: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
    let (p0, p1, p2, p3) = (controls[0], controls[1], controls[2], controls[3])
    let bend = max(
      abs(p0.x - 2 * p1.x + p2.x) + abs(p0.y - 2 * p1.y + p2.y),
      abs(p1.x - 2 * p2.x + p3.x) + abs(p1.y - 2 * p2.y + p3.y))
    let wanted = (0.75 * bend / tolerance).squareRoot().rounded(.up)
    let steps = wanted.isFinite ? max(1, min(Int(wanted), maximumSteps)) : 1
    // p(t) = p0 + t (c1 + t (c2 + t c3)), the power basis.
    let c1 = (x: 3 * (p1.x - p0.x), y: 3 * (p1.y - p0.y))
    let c2 = (x: 3 * (p2.x - 2 * p1.x + p0.x), y: 3 * (p2.y - 2 * p1.y + p0.y))
    let c3 = (x: p3.x - 3 * p2.x + 3 * p1.x - p0.x, y: p3.y - 3 * p2.y + 3 * p1.y - p0.y)
    var points: [(x: Double, y: Double)] = []
    points.reserveCapacity(steps)
    for step in 1..<steps {
      let t = Double(step) / Double(steps)
      points.append(
        (p0.x + t * (c1.x + t * (c2.x + t * c3.x)), p0.y + t * (c1.y + t * (c2.y + t * c3.y))))
    }
    points.append(p3)
    return points
  }
}
