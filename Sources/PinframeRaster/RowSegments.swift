/// The runs of one pixel row that a shape (minus an optional hole) draws.
///
/// Solid runs are the span's inner pixels away from the hole, all drawn with the span's
/// `innerCoverage`; the other pixels that may be covered are measured one by one, except where
/// the hole certainly covers them entirely.
struct RowSegments: Sequence {
  /// A run of pixels in the row.
  struct Segment {
    /// The columns of the run.
    var columns: Range<Int>
    /// Whether every pixel of the run has the span's inner coverage.
    var isSolid: Bool
  }

  /// The pixels that may be covered.
  private let outer: Range<Int>
  /// The inner pixels that the hole does not touch (two runs, either side of it).
  private let solid: (Range<Int>, Range<Int>)
  /// The pixels the hole covers entirely, so that nothing of them is drawn.
  private let cleared: Range<Int>

  /// The runs of `span` minus `hole` inside `columns`.
  init(_ span: RowSpan, minus hole: RowSpan?, within columns: Range<Int>) {
    outer = span.outer.clamped(to: columns)
    guard let hole, !hole.outer.isEmpty else {
      solid = (span.inner, span.inner.lowerBound..<span.inner.lowerBound)
      cleared = 0..<0
      return
    }
    let inner = span.inner
    let leftEnd = Swift.max(inner.lowerBound, Swift.min(inner.upperBound, hole.outer.lowerBound))
    let rightStart = Swift.min(Swift.max(inner.lowerBound, hole.outer.upperBound), inner.upperBound)
    solid = (inner.lowerBound..<leftEnd, rightStart..<inner.upperBound)
    cleared = hole.innerCoverage >= 1 ? hole.inner : 0..<0
  }

  /// Walks the runs left to right.
  struct Iterator: IteratorProtocol {
    let segments: RowSegments
    var start: Int

    mutating func next() -> Segment? {
      while start < segments.outer.upperBound {
        let kind = segments.kind(at: start)
        var end = segments.boundary(after: start)
        while end < segments.outer.upperBound, segments.kind(at: end) == kind {
          end = segments.boundary(after: end)
        }
        let columns = start..<end
        start = end
        if kind != .none { return Segment(columns: columns, isSolid: kind == .solid) }
      }
      return nil
    }
  }

  func makeIterator() -> Iterator {
    Iterator(segments: self, start: outer.lowerBound)
  }

  private enum Kind {
    case solid
    case partial
    case none
  }

  private func kind(at x: Int) -> Kind {
    if solid.0.contains(x) || solid.1.contains(x) { return .solid }
    return cleared.contains(x) ? .none : .partial
  }

  /// The first place after `x` where the kind of pixel may change (at most the row's end).
  private func boundary(after x: Int) -> Int {
    func nearer(_ next: Int, _ edge: Int) -> Int { edge > x && edge < next ? edge : next }
    let first = nearer(nearer(outer.upperBound, solid.0.lowerBound), solid.0.upperBound)
    let second = nearer(nearer(first, solid.1.lowerBound), solid.1.upperBound)
    return nearer(nearer(second, cleared.lowerBound), cleared.upperBound)
  }
}
