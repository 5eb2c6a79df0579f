extension GlyphLines {
  /// Calls `body` with each row of `region` (pixels relative to the lines' origin) that has
  /// coverage: the row, the columns from its first to past its last covered pixel, and the
  /// coverage values (0...255) of the row starting at `region.minX`.
  ///
  /// The region is accumulated in bands of at most ``CoverageAccumulator/bandCellLimit`` cells,
  /// so a glyph of any size takes bounded memory; every line is visited once per band. The
  /// pointer is valid only during the call.
  func coverage(
    in region: PixelRect, scratch: RasterScratch,
    _ body: (_ row: Int, _ columns: Range<Int>, _ values: UnsafePointer<UInt8>) -> Void
  ) {
    guard !region.isEmpty, !coordinates.isEmpty else { return }
    let one = CoverageAccumulator.subpixels
    let width = region.width
    let bandRows = min(CoverageAccumulator.bandRows(width: width), region.height)
    let cells = scratch.glyphCells(count: (width + 2) * bandRows)
    let values = scratch.coverageRow(count: width)
    let dx = region.minX * one
    let dy = region.minY * one
    coordinates.withUnsafeBufferPointer { lines in
      var top = 0
      while top < region.height {
        let rows = min(bandRows, region.height - top)
        var band = CoverageAccumulator(cells: cells, width: width, top: top, rows: rows)
        var index = 0
        while index + 3 < lines.count {
          band.addLine(
            lines[index] - dx, lines[index + 1] - dy, lines[index + 2] - dx, lines[index + 3] - dy)
          index += 4
        }
        for row in 0..<rows {
          let span = band.resolve(row: row, into: values)
          guard !span.isEmpty else { continue }
          let columns = (span.lowerBound + region.minX)..<(span.upperBound + region.minX)
          body(region.minY + top + row, columns, values)
        }
        top += rows
      }
    }
  }
}
