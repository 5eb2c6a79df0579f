/// An axis-aligned rectangle in device space with square corners.
///
/// With snapped edges each edge snaps to a pixel boundary (``DeviceCoordinate/snapped(_:)``) and
/// the covered pixels are the whole-pixel rectangle between the snapped edges. Antialiased, a
/// pixel's coverage is the exact overlap area: (overlap in x) × (overlap in y), measured with
/// the edges quantised to 1e-6 px.
struct AlignedRectCoverage: Coverage {
  let bounds: PixelRect
  let solidRect: PixelRect?
  private let full: PixelRect
  private let edges: Edges
  private let antialiased: Bool

  /// Creates the coverage of a device-space rectangle.
  init(_ rect: Edges, antialiased: Bool) {
    edges = rect.quantized
    self.antialiased = antialiased
    bounds = antialiased ? edges.touchedPixels : rect.snappedPixels
    full = antialiased ? edges.innerPixels : bounds
    solidRect = full == bounds ? bounds : nil
  }

  func span(row y: Int) -> RowSpan {
    guard bounds.rows.contains(y) else { return .empty }
    return RowSpan(
      outer: bounds.columns, inner: full.rows.contains(y) ? full.columns : full.minX..<full.minX)
  }

  func coverage(x: Int, y: Int) -> Double {
    guard antialiased else {
      return full.columns.contains(x) && full.rows.contains(y) ? 1 : 0
    }
    return Self.area(x: x, y: y, edges)
  }

  /// The area of the pixel at column `x`, row `y` inside `edges`.
  static func area(x: Int, y: Int, _ edges: Edges) -> Double {
    func overlap(_ start: Double, _ low: Double, _ high: Double) -> Double {
      max(0, min(start + 1, high) - max(start, low))
    }
    return overlap(Double(x), edges.minX, edges.maxX) * overlap(Double(y), edges.minY, edges.maxY)
  }
}

extension PixelRect {
  /// Every pixel a coordinate can name: intersecting with it turns reversed rectangles empty.
  static let everything = PixelRect(
    minX: -Int(DeviceCoordinate.limit), minY: -Int(DeviceCoordinate.limit),
    maxX: Int(DeviceCoordinate.limit), maxY: Int(DeviceCoordinate.limit))
}
