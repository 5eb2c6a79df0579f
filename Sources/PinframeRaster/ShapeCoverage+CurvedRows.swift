import Foundation

extension ShapeCoverage {
  /// The span of row `y` of an axis-aligned shape, narrowed to its outline: in a row through
  /// rounded corners only the pixels near the curves are measured, so a shape costs its edges,
  /// not its area.
  ///
  /// The outline's crossings of the row are computed from the corners' curves, then the inner
  /// span's end pixels are checked with ``coverage(x:y:)`` (moving inwards up to 3 pixels, or
  /// keeping the inner span of `general`): every pixel between two covered entirely is, since
  /// a row crosses the convex shape in one interval. The outer span keeps a margin far wider
  /// than the rounding of the crossings. Pixels are exactly those pixel-by-pixel tests give.
  func curvedSpan(row y: Int, narrowing general: RowSpan) -> RowSpan {
    let (low, high) = (Double(y), Double(y) + 1)
    let band = (max(low, rect.minY), min(high, rect.maxY))
    guard band.0 <= band.1, !isStraight(from: band.0, to: band.1) else { return general }
    let reach = widest(from: band.0, to: band.1)
    guard reach.left.isFinite, reach.right.isFinite else { return general }
    let margin = 2 + max(corners.maxExtentX, corners.maxExtentY) * 1e-4
    let outerStart = max(general.outer.lowerBound, column((reach.left - margin).rounded(.down)))
    let outerEnd = min(general.outer.upperBound, column((reach.right + margin).rounded(.up)))
    let outer = outerStart..<max(outerStart, outerEnd)
    let candidate = innerCandidate(low: low, high: high).clamped(to: outer)
    let inner = verifiedSolid(candidate, row: y) ?? general.inner.clamped(to: outer)
    return RowSpan(outer: outer, inner: inner)
  }

  /// The span of row `y` of a rotated or sheared shape with rounded corners.
  ///
  /// The inner span of `general` grows over the corner boxes to the last pixels covered
  /// entirely, found by binary search with ``coverage(x:y:)`` (the row crosses the convex shape
  /// in one interval). When `general` has no inner span the middle of the row seeds it, or
  /// `general` is kept.
  func searchedSpan(row y: Int, narrowing general: RowSpan) -> RowSpan {
    func isSolid(_ x: Int) -> Bool { coverage(x: x, y: y) == 1 }
    var inner = general.inner
    if inner.isEmpty {
      let middle = (general.outer.lowerBound + general.outer.upperBound) / 2
      guard isSolid(middle) else { return general }
      inner = middle..<middle + 1
    }
    let first = Self.partitionPoint(general.outer.lowerBound..<inner.lowerBound, isSolid)
    let end = Self.partitionPoint(inner.upperBound..<general.outer.upperBound) { !isSolid($0) }
    return RowSpan(outer: general.outer, inner: first..<end)
  }

  /// The first value of `range` that passes `test`, for a test that fails on a prefix of it and
  /// passes on the rest (the range's end when none passes).
  private static func partitionPoint(_ range: Range<Int>, _ test: (Int) -> Bool) -> Int {
    var (low, high) = (range.lowerBound, range.upperBound)
    while low < high {
      let middle = low + (high - low) / 2
      if test(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The columns whose pixels the outline leaves entirely inside, as computed (before checks):
  /// antialiased, those whose four corners are inside; otherwise those whose centre is.
  private func innerCandidate(low: Double, high: Double) -> Range<Int> {
    let bounds: (left: Double, right: Double)
    if antialiased {
      guard rect.minY <= low, high <= rect.maxY else { return 0..<0 }
      let (top, bottom) = (crossings(at: low), crossings(at: high))
      bounds = (max(top.left, bottom.left), min(top.right, bottom.right))
    } else {
      let centre = low + 0.5
      guard rect.minY < centre, centre <= rect.maxY else { return 0..<0 }
      let line = crossings(at: centre)
      bounds = (line.left - 0.5, line.right + 0.5)
    }
    let start = column(bounds.left.rounded(.up))
    return start..<max(start, column(bounds.right.rounded(.down)))
  }

  /// `candidate` with its ends moved inwards to pixels covered entirely (checked one by one),
  /// or `nil` when none is found within 3 pixels of them.
  private func verifiedSolid(_ candidate: Range<Int>, row y: Int) -> Range<Int>? {
    func isSolid(_ x: Int) -> Bool { coverage(x: x, y: y) == 1 }
    var first = candidate.lowerBound
    while first < candidate.upperBound, !isSolid(first) {
      guard first < candidate.lowerBound + 3 else { return nil }
      first += 1
    }
    var end = candidate.upperBound
    while end > first, !isSolid(end - 1) {
      guard end > candidate.upperBound - 3 else { return nil }
      end -= 1
    }
    return first < end ? first..<end : nil
  }

  /// Whether the lines from `top` to `bottom` miss every corner box: the rectangle's span is
  /// the shape's there.
  private func isStraight(from top: Double, to bottom: Double) -> Bool {
    top >= rect.minY + max(corners.topLeft.extentY, corners.topRight.extentY)
      && bottom <= rect.maxY - max(corners.bottomLeft.extentY, corners.bottomRight.extentY)
  }

  /// The leftmost and rightmost crossings of the outline with the lines from `top` to `bottom`
  /// (inside the rectangle's rows): the widest the shape is there.
  ///
  /// A side's crossing moves outwards until its corner box ends and stays on the rectangle's
  /// side until the next corner box, so the widest line is the band's end nearest that part.
  private func widest(from top: Double, to bottom: Double) -> (left: Double, right: Double) {
    func line(_ upper: CornerShape, _ lower: CornerShape) -> Double? {
      if bottom < rect.minY + upper.extentY { return bottom }
      return top > rect.maxY - lower.extentY ? top : nil
    }
    let left = line(corners.topLeft, corners.bottomLeft).map { crossing(at: $0, left: true) }
    let right = line(corners.topRight, corners.bottomRight).map { crossing(at: $0, left: false) }
    return (left ?? rect.minX, right ?? rect.maxX)
  }

  /// Where the outline crosses the horizontal line `t` (between the rectangle's top and
  /// bottom): its left and right x.
  private func crossings(at t: Double) -> (left: Double, right: Double) {
    (crossing(at: t, left: true), crossing(at: t, left: false))
  }

  /// Where the outline crosses the horizontal line `t` on the left (or right) side.
  private func crossing(at t: Double, left: Bool) -> Double {
    let top = t < (rect.minY + rect.maxY) / 2
    let inset = inset(corners.corner(left: left, top: top), top: top, at: t)
    return left ? rect.minX + inset : rect.maxX - inset
  }

  /// How far inside the rectangle's side `corner`'s curve is on the line `t`.
  private func inset(_ corner: CornerShape, top: Bool, at t: Double) -> Double {
    guard corner.isRounded else { return 0 }
    let depth = top ? rect.minY + corner.extentY - t : t - (rect.maxY - corner.extentY)
    return corner.inset(atDepth: depth / corner.extentY)
  }
}
