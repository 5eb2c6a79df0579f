/// A rectangle of whole device pixels: columns `minX..<maxX`, rows `minY..<maxY`.
struct PixelRect: Hashable {
  var minX: Int
  var minY: Int
  var maxX: Int
  var maxY: Int

  /// The rectangle with no pixels.
  static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

  /// A canvas-sized rectangle at the origin.
  init(width: Int, height: Int) {
    self.init(minX: 0, minY: 0, maxX: width, maxY: height)
  }

  init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  var isEmpty: Bool { minX >= maxX || minY >= maxY }
  var width: Int { isEmpty ? 0 : maxX - minX }
  var height: Int { isEmpty ? 0 : maxY - minY }
  var area: Int { width * height }
  var columns: Range<Int> { isEmpty ? minX..<minX : minX..<maxX }
  var rows: Range<Int> { isEmpty ? minY..<minY : minY..<maxY }

  /// The pixels in both rectangles (``empty`` when they do not overlap).
  func intersection(_ other: PixelRect) -> PixelRect {
    let result = PixelRect(
      minX: max(minX, other.minX), minY: max(minY, other.minY),
      maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    return result.isEmpty ? .empty : result
  }

  /// The smallest rectangle holding the pixels of both.
  func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelRect(
      minX: min(minX, other.minX), minY: min(minY, other.minY),
      maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
  }

  /// Whether every pixel of `other` is in this rectangle (always true for an empty `other`).
  func contains(_ other: PixelRect) -> Bool {
    other.isEmpty
      || (minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY)
  }

  /// The rectangle grown by `amount` pixels on every side (``empty`` stays empty).
  func expanded(by amount: Int) -> PixelRect {
    guard !isEmpty else { return .empty }
    return PixelRect(
      minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
  }

  /// The rectangle moved by `dx` columns and `dy` rows (``empty`` stays empty).
  func offsetBy(dx: Int, dy: Int) -> PixelRect {
    guard !isEmpty else { return .empty }
    return PixelRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
  }
}
