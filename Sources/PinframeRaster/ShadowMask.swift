import PinframeGraphics

/// A silhouette's alpha (times 257, in 16 bits) over a rectangle of pixels, then blurred.
///
/// The values live in scratch memory: two blocks of the rectangle's size, a row buffer and a
/// sum per column.
struct ShadowMask {
  /// The pixels the mask holds values for.
  let bounds: PixelRect
  private var values: UnsafeMutablePointer<UInt16>
  private var spare: UnsafeMutablePointer<UInt16>
  private let row: UnsafeMutablePointer<UInt16>
  private let sums: UnsafeMutablePointer<UInt32>
  /// The rows some silhouette was added to (the others stay 0).
  private var filledRows: Range<Int>

  /// A mask of zeros over `bounds` (not empty).
  init(bounds: PixelRect, scratch: RasterScratch) {
    self.bounds = bounds
    let memory = scratch.shadowMemory(area: bounds.area, width: bounds.width)
    values = memory.values
    spare = memory.spare
    row = memory.row
    sums = memory.sums
    values.initialize(repeating: 0, count: bounds.area)
    filledRows = bounds.minY..<bounds.minY
  }

  /// The value at column `x`, row `y` (inside ``bounds``).
  func value(x: Int, y: Int) -> UInt32 {
    UInt32(values[(y - bounds.minY) * bounds.width + (x - bounds.minX)])
  }

  /// Adds the alpha of `surface`'s pixels as the silhouette.
  mutating func add(alphaOf surface: Surface) {
    let area = bounds.intersection(surface.bounds)
    guard !area.isEmpty else { return }
    for y in area.rows {
      let pixels = surface.address(x: area.minX, y: y).assumingMemoryBound(to: UInt8.self)
      let start = values + (y - bounds.minY) * bounds.width + (area.minX - bounds.minX)
      for index in 0..<area.width {
        start[index] = UInt16(pixels[index &* 4 &+ 3]) &* 257
      }
    }
    noteFilled(area.rows)
  }

  /// Adds the region's coverage to the silhouette (source-over, as drawing it opaque would).
  mutating func add(_ region: RasterRegion) {
    switch region {
    case .rect(let coverage, _): add(coverage)
    case .shape(let coverage, _): add(coverage)
    }
  }

  private mutating func add<C: Coverage>(_ coverage: C) {
    let area = bounds.intersection(coverage.bounds)
    guard !area.isEmpty else { return }
    for y in area.rows {
      let span = coverage.span(row: y)
      let start = values + (y - bounds.minY) * bounds.width - bounds.minX
      for segment in RowSegments(span, minus: nil, within: area.columns) {
        let solid = Blend.alpha(coverage: span.innerCoverage, of: 255)
        for x in segment.columns {
          let covered =
            segment.isSolid ? solid : Blend.alpha(coverage: coverage.coverage(x: x, y: y), of: 255)
          let below = UInt32(start[x]) / 257
          start[x] = UInt16(
            truncatingIfNeeded: (below + Blend.multiply(covered, 255 - below)) * 257)
        }
      }
    }
    noteFilled(area.rows)
  }

  /// Blurs the values: rows first (only the filled ones), then the columns `columns`; values
  /// in other columns are left half blurred.
  mutating func blur(_ blur: BoxBlur, columns: Range<Int>) {
    guard !blur.windows.isEmpty, !filledRows.isEmpty else { return }
    let width = bounds.width
    for y in filledRows {
      let line = values + (y - bounds.minY) * width
      for window in blur.windows {
        BoxBlur.blurRow(line, into: row, count: width, window: window)
        line.update(from: row, count: width)
      }
    }
    let first = columns.lowerBound - bounds.minX
    for window in blur.windows {
      BoxBlur.blurColumns(
        values + first, into: spare + first, width: columns.count, height: bounds.height,
        stride: width, window: window, sums: sums)
      swap(&values, &spare)
    }
  }

  private mutating func noteFilled(_ rows: Range<Int>) {
    filledRows =
      filledRows.isEmpty
      ? rows
      : min(filledRows.lowerBound, rows.lowerBound)..<max(filledRows.upperBound, rows.upperBound)
  }
}
