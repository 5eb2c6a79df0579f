/// A glyph rasterized once: the coverage (0...255) of each pixel of its box, for drawing again
/// wherever the same glyph at the same size and sub-pixel phase appears.
final class GlyphMask: Sendable {
  /// The pixels of the box, relative to the pixel holding the glyph's origin (its column, and
  /// the row below the baseline).
  let bounds: PixelRect
  /// The coverage of each pixel of ``bounds``, rows following each other.
  let coverage: [UInt8]
  /// For each row, the columns (relative to ``bounds``' left) from its first to past its last
  /// covered pixel, `first << 16 | end`.
  let rowSpans: [UInt32]

  /// The mask of `lines`, whose origin is the glyph's origin pixel.
  init(_ lines: GlyphLines, scratch: RasterScratch) {
    let bounds = lines.bounds
    var coverage = [UInt8](repeating: 0, count: bounds.area)
    var spans = [UInt32](repeating: 0, count: bounds.height)
    coverage.withUnsafeMutableBufferPointer { destination in
      guard let base = destination.baseAddress else { return }
      lines.coverage(in: bounds, scratch: scratch) { y, columns, values in
        let row = y - bounds.minY
        let first = columns.lowerBound - bounds.minX
        let end = columns.upperBound - bounds.minX
        (base + row * bounds.width + first).update(from: values + first, count: end - first)
        spans[row] = UInt32(first) << 16 | UInt32(end)
      }
    }
    self.bounds = bounds
    self.coverage = coverage
    self.rowSpans = spans
  }

  /// The memory the mask takes, as the cache counts it: its values, its spans and a fixed
  /// 128 bytes for the objects and the cache's entry.
  var byteCount: Int { coverage.count + rowSpans.count * 4 + 128 }

  /// The largest box (in pixels) a mask is made for; larger glyphs are drawn without one.
  static let areaLimit = 256 * 256

  /// The columns of row `row` (relative to ``bounds``) that have coverage, relative to the
  /// left of ``bounds``.
  func span(row: Int) -> Range<Int> {
    let packed = rowSpans[row]
    let first = Int(packed >> 16)
    return first..<max(first, Int(packed & 0xFFFF))
  }
}
