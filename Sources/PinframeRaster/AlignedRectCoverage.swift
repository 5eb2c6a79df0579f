/// An axis-aligned rectangle in device space with square corners.
///
/// With snapped edges each edge snaps to a pixel boundary (``DeviceCoordinate/snapped(_:)``) and
/// the covered pixels are the whole-pixel rectangle between the snapped edges. Antialiased, a
/// pixel's coverage is the exact overlap area: (overlap in x) × (overlap in y), measured with
/// the edges quantised to 1e-6 px.
struct AlignedRectCoverage: Coverage {
  let bounds: PixelRect
  let solidRect: PixelRect?
  /// The columns covered entirely in x (all of ``bounds`` with snapped edges).
  private let innerColumns: Range<Int>
  private let edges: Edges
  private let antialiased: Bool

  /// Creates the coverage of a device-space rectangle.
  init(_ rect: Edges, antialiased: Bool) {
    edges = rect.quantized
    self.antialiased = antialiased
    guard antialiased else {
      bounds = rect.snappedPixels
      solidRect = bounds
      innerColumns = bounds.columns
      return
    }
    bounds = edges.touchedPixels
    let inner = edges.innerPixels
    solidRect = inner == bounds ? bounds : nil
    innerColumns = inner.minX..<max(inner.minX, inner.maxX)
  }

  func span(row y: Int) -> RowSpan {
    guard bounds.rows.contains(y) else { return .empty }
    let height = antialiased ? Self.overlap(Double(y), edges.minY, edges.maxY) : 1
    return RowSpan(outer: bounds.columns, inner: innerColumns, innerCoverage: height)
  }

  func coverage(x: Int, y: Int) -> Double {
    guard antialiased else {
      return bounds.columns.contains(x) && bounds.rows.contains(y) ? 1 : 0
    }
    return Self.area(x: x, y: y, edges)
  }

  /// The area of the pixel at column `x`, row `y` inside `edges`.
  static func area(x: Int, y: Int, _ edges: Edges) -> Double {
    overlap(Double(x), edges.minX, edges.maxX) * overlap(Double(y), edges.minY, edges.maxY)
  }

  /// The length of the pixel `start...start + 1` inside `low...high`.
  private static func overlap(_ start: Double, _ low: Double, _ high: Double) -> Double {
    max(0, min(start + 1, high) - max(start, low))
  }
}

extension PixelRect {
  /// Every pixel a coordinate can name: intersecting with it turns reversed rectangles empty.
  static let everything = PixelRect(
    minX: -Int(DeviceCoordinate.limit), minY: -Int(DeviceCoordinate.limit),
    maxX: Int(DeviceCoordinate.limit), maxY: Int(DeviceCoordinate.limit))
}
