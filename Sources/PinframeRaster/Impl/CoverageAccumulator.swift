/// Exact-area coverage of closed outlines by signed-area accumulation (the approach of font-rs
/// and stb_truetype 2), in integers.
///
/// Lines come in fixed point, ``subpixels`` units per pixel, relative to the region's top-left
/// pixel. Each line adds, to every cell of the rows it crosses, the signed area between itself
/// and the cell's right edge, and the rest of its height to the next cell; a running sum along
/// a row then gives each pixel the winding-weighted area covered, and `min(|sum|, 1)` is its
/// coverage. That is the non-zero rule wherever the winding number is 0 or ±1 (every glyph of a
/// font whose overlaps are removed, as Inter's are); where a pixel holds parts of two
/// overlapping contours wound the same way, their areas add and are clamped at full.
///
/// Every step is integer arithmetic (Int64 intermediates, Int32 cells, truncating divisions), so
/// a line gives the same cells on every machine. Where a line crosses a row or column boundary,
/// the crossing is computed from the whole line, not from the previous crossing, so clipping
/// the region (rows outside a band are skipped; cells left of the region are summed into its
/// first cell, cells right of it dropped) gives exactly the pixels the unclipped region has.
///
/// It works on raw memory (`UnsafeMutablePointer<Int32>` cells from ``RasterScratch``) because
/// it is the innermost loop of glyph drawing: a cache miss rasterizes a glyph of 17 pt at 3x in
/// about 10 µs this way (see `pinframe-bench text`).
struct CoverageAccumulator {
  /// Fixed-point units per pixel.
  static let subpixels = 256
  /// The cell sum of a pixel covered entirely: twice the area of a pixel in square units (the
  /// factor 2 keeps the trapezoid areas whole), 2^17.
  static let fullCoverage = 2 * subpixels * subpixels
  /// The most cells a band holds, for the scratch buffer.
  static let bandCellLimit = 1 << 18

  /// Row `r` of the band starts at `cells + r * stride`; a row has `width + 2` cells.
  let cells: UnsafeMutablePointer<Int32>
  /// The region's width in pixels.
  let width: Int
  /// The first row of the band, counted from the region's top.
  let top: Int
  /// How many rows the band has.
  let rows: Int

  private var stride: Int { width + 2 }

  /// A band of `rows` rows from row `top` of a region `width` pixels wide, in `cells` (at least
  /// `(width + 2) * rows` of them), which are cleared.
  init(cells: UnsafeMutablePointer<Int32>, width: Int, top: Int, rows: Int) {
    self.cells = cells
    self.width = width
    self.top = top
    self.rows = rows
    cells.initialize(repeating: 0, count: (width + 2) * rows)
  }

  /// How many rows of a region `width` pixels wide fit in a band.
  static func bandRows(width: Int) -> Int {
    max(1, bandCellLimit / (width + 2))
  }

  /// Adds the line from (`x0`, `y0`) to (`x1`, `y1`), fixed point relative to the region.
  mutating func addLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
    guard y0 != y1 else { return }
    let (ax, ay, bx, by, sign) = y0 < y1 ? (x0, y0, x1, y1, 1) : (x1, y1, x0, y0, -1)
    let one = Self.subpixels
    let bandTop = top * one
    let bandBottom = (top + rows) * one
    guard by > bandTop, ay < bandBottom else { return }
    let dx = bx - ax
    let dy = by - ay
    let firstRow = max(ay, bandTop) >> 8
    let lastRow = (min(by, bandBottom) - 1) >> 8
    for row in firstRow...lastRow {
      let rowTop = row * one
      let ya = max(ay, rowTop)
      let yb = min(by, rowTop + one)
      let xa = ya == ay ? ax : ax + dx * (ya - ay) / dy
      let xb = yb == by ? bx : ax + dx * (yb - ay) / dy
      addPiece(row: row - top, xa, ya - rowTop, xb, yb - rowTop, sign: sign)
    }
  }

  /// Adds a line inside one row, from (`xa`, `ya`) to (`xb`, `yb`) with `ya < yb` (y within
  /// the row), its direction's `sign`.
  private func addPiece(row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, sign: Int) {
    let one = Self.subpixels
    let cells = self.cells + row * stride
    let (xl, yl, xr, yr) = xa <= xb ? (xa, ya, xb, yb) : (xb, yb, xa, ya)
    if xr <= 0 {
      cells[0] &+= Int32(truncatingIfNeeded: sign * 2 * one * (yb - ya))
      return
    }
    guard xl < width * one else { return }
    let firstColumn = xl >> 8
    let lastColumn = xr == xl ? firstColumn : (xr - 1) >> 8
    if firstColumn == lastColumn {
      deposit(cells, column: firstColumn, xl, xr, height: yb - ya, sign: sign)
      return
    }
    func crossing(at x: Int) -> Int { yl + (yr - yl) * (x - xl) / (xr - xl) }
    var x = xl
    var y = yl
    var column = firstColumn
    if column < 0 {
      let entry = crossing(at: 0)
      cells[0] &+= Int32(truncatingIfNeeded: sign * 2 * one * abs(entry - y))
      (x, y, column) = (0, entry, 0)
    }
    while column <= lastColumn, column < width {
      let boundary = (column + 1) * one
      let end = min(boundary, xr)
      let endY = end == xr ? yr : crossing(at: boundary)
      deposit(cells, column: column, x, end, height: abs(endY - y), sign: sign)
      (x, y, column) = (end, endY, column + 1)
    }
  }

  /// Adds a piece of line inside cell `column` (x from `xs` to `xe`, `height` tall): the area
  /// right of it to the cell, the rest of its height to the next cell.
  @inline(__always)
  private func deposit(
    _ cells: UnsafeMutablePointer<Int32>, column: Int, _ xs: Int, _ xe: Int, height: Int,
    sign: Int
  ) {
    let one = Self.subpixels
    let area = height * (2 * (column + 1) * one - xs - xe)
    cells[column] &+= Int32(truncatingIfNeeded: sign * area)
    cells[column + 1] &+= Int32(truncatingIfNeeded: sign * (2 * one * height - area))
  }

  /// Writes the coverage (0...255) of band row `row` to `coverage` (`width` values) and clears
  /// the row's cells; returns the columns from the first to past the last non-zero value.
  func resolve(row: Int, into coverage: UnsafeMutablePointer<UInt8>) -> Range<Int> {
    let cells = self.cells + row * stride
    // round(min(|sum|, 2^17) × 255 / 2^17), ties up.
    let full: Int32 = 1 << 17
    var sum: Int32 = 0
    var first = width
    var last = 0
    for column in 0..<width {
      sum &+= cells[column]
      let magnitude = min(sum < 0 ? 0 &- sum : sum, full)
      let value = UInt8(truncatingIfNeeded: (magnitude &* 255 &+ (1 << 16)) >> 17)
      coverage[column] = value
      if value != 0 {
        first = min(first, column)
        last = column + 1
      }
    }
    cells.update(repeating: 0, count: stride)
    return first < last ? first..<last : 0..<0
  }
}
