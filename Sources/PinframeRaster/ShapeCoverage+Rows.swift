import Foundation
import PinframeGraphics

extension ShapeCoverage {
  func span(row y: Int) -> RowSpan {
    let general = boxSpan(row: y)
    guard corners.isRounded, !general.outer.isEmpty else { return general }
    return isDeviceAligned
      ? curvedSpan(row: y, narrowing: general) : searchedSpan(row: y, narrowing: general)
  }

  /// The span of row `y` from the rectangle alone: the pixels near its box, and those inside
  /// it clear of every corner box.
  private func boxSpan(row y: Int) -> RowSpan {
    let line = RowLine(inverse: inverse, row: y)
    let margin = reach + tolerance
    guard let outer = line.interval(rect.insetBy(dx: -margin, dy: -margin)) else {
      return .empty
    }
    let inner = RowLine.merged(
      line.interval(rect.insetBy(dx: margin, dy: corners.maxExtentY + margin)),
      line.interval(rect.insetBy(dx: corners.maxExtentX + margin, dy: margin)))
    // Column x sits at t = x on the line; a pixel of slack on each side absorbs rounding along
    // the row, the tolerance across it.
    let outerColumns = (
      column(outer.lowerBound.rounded(.down) - 1), column(outer.upperBound.rounded(.down) + 2)
    )
    let innerColumns =
      inner.map { (column($0.lowerBound.rounded(.up) + 1), column($0.upperBound.rounded(.down))) }
      ?? (0, 0)
    return RowSpan(outer: outerColumns, inner: innerColumns)
  }

  /// How far (in the shape's space) a pixel's points reach from its centre: half its diagonal
  /// when antialiased, 0 for centre tests.
  private var reach: Double {
    guard antialiased else { return 0 }
    let (ux, uy, vx, vy) = (inverse.a, inverse.b, inverse.c, inverse.d)
    let first = ((ux + vx) * (ux + vx) + (uy + vy) * (uy + vy)).squareRoot()
    let second = ((ux - vx) * (ux - vx) + (uy - vy) * (uy - vy)).squareRoot()
    return max(first, second) / 2
  }

  /// More than the rounding error of a pixel's position in the shape's space, so that the
  /// spans computed along a row never disagree with the pixel-by-pixel tests.
  private var tolerance: Double {
    1e-12 * (1 + max(abs(rect.minX), abs(rect.maxX), abs(rect.minY), abs(rect.maxY)))
  }

  /// `value` as a column index inside ``bounds``.
  func column(_ value: Double) -> Int {
    let columns = bounds.columns
    return min(max(DeviceCoordinate.clampedIndex(value), columns.lowerBound), columns.upperBound)
  }
}

/// The centres of one row of device pixels, seen in a shape's own space: the point for column
/// `x` is `origin + x · step`.
private struct RowLine {
  let origin: CGPoint
  let step: CGPoint

  init(inverse: CGAffineTransform, row y: Int) {
    origin = CGPoint(x: 0.5, y: Double(y) + 0.5).applying(inverse)
    step = CGPoint(x: inverse.a, y: inverse.b)
  }

  /// The columns (as real numbers) whose points lie in `rect`, or `nil` if none do.
  func interval(_ rect: Edges) -> ClosedRange<Double>? {
    guard rect.minX <= rect.maxX, rect.minY <= rect.maxY,
      let x = Self.slab(origin.x, step.x, rect.minX, rect.maxX),
      let y = Self.slab(origin.y, step.y, rect.minY, rect.maxY)
    else { return nil }
    let low = max(x.lowerBound, y.lowerBound)
    let high = min(x.upperBound, y.upperBound)
    return low <= high ? low...high : nil
  }

  /// The union of two intervals when they overlap, otherwise the longer one.
  static func merged(_ first: ClosedRange<Double>?, _ second: ClosedRange<Double>?)
    -> ClosedRange<Double>?
  {
    guard let first, let second else { return first ?? second }
    if first.overlaps(second) {
      return min(first.lowerBound, second.lowerBound)...max(first.upperBound, second.upperBound)
    }
    return first.upperBound - first.lowerBound >= second.upperBound - second.lowerBound
      ? first : second
  }

  /// The values of `t` for which `start + t · step` lies in `low...high`.
  private static func slab(_ start: Double, _ step: Double, _ low: Double, _ high: Double)
    -> ClosedRange<Double>?
  {
    guard step != 0 else {
      return low <= start && start <= high ? -Double.infinity...Double.infinity : nil
    }
    let first = (low - start) / step
    let second = (high - start) / step
    guard !first.isNaN, !second.isNaN else { return nil }
    return min(first, second)...max(first, second)
  }
}
