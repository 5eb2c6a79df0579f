/// A shape laid on the device pixel grid: which pixels it touches and how much of each.
///
/// There are two kinds: ``AlignedRectCoverage`` (axis-aligned rectangles, snapped or measured
/// exactly) and ``ShapeCoverage`` (rounded, rotated or sheared shapes, tested per pixel).
protocol Coverage {
  /// The pixels that may be covered; every other pixel certainly is not.
  var bounds: PixelRect { get }
  /// The pixels covered, when they are exactly one whole-pixel rectangle each covered
  /// entirely (a snapped axis-aligned rectangle); `nil` otherwise.
  var solidRect: PixelRect? { get }
  /// The pixels of row `y` that may be covered and those certainly covered entirely.
  func span(row y: Int) -> RowSpan
  /// How much of the pixel at column `x`, row `y` is covered, from 0 to 1 (only 0 or 1 with
  /// snapped edges).
  func coverage(x: Int, y: Int) -> Double
}

/// What a shape covers in one row of pixels.
struct RowSpan {
  /// The pixels that may be covered.
  var outer: Range<Int>
  /// The pixels certainly covered entirely (``innerCoverage`` of each, when the row is only
  /// partly covered vertically): a part of ``outer``, possibly empty.
  var inner: Range<Int>
  /// How much of each pixel of ``inner`` is covered.
  var innerCoverage: Double = 1

  /// A row the shape does not touch.
  static let empty = RowSpan(outer: 0..<0, inner: 0..<0)

  /// Creates a span from column bounds that may be in any order (an empty range then).
  init(outer: (Int, Int), inner: (Int, Int)) {
    self.outer = outer.0..<max(outer.0, outer.1)
    let innerStart = max(inner.0, self.outer.lowerBound)
    self.inner = innerStart..<max(innerStart, min(inner.1, self.outer.upperBound))
  }

  init(outer: Range<Int>, inner: Range<Int>, innerCoverage: Double = 1) {
    self.outer = outer
    self.inner = inner
    self.innerCoverage = innerCoverage
  }
}
