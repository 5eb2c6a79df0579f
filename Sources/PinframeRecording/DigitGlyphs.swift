import Foundation

/// Decimal numbers drawn as rectangles, seven-segment style, for frame labels.
///
/// A digit is 3 × 5 units with strokes 1 unit thick; digits are 1 unit apart.
enum DigitGlyphs {
  /// The width in units of `number` written in decimal.
  static func width(of number: Int) -> Int {
    let count = String(max(number, 0)).count
    return count * 4 - 1
  }

  /// The rectangles, in units, that draw `number` with its top left corner at the origin.
  static func rectangles(for number: Int) -> [CGRect] {
    String(max(number, 0)).enumerated().flatMap { position, character in
      let segments = character.wholeNumberValue.map { masks[$0] } ?? []
      return segments.map { $0.offsetBy(dx: CGFloat(position * 4), dy: 0) }
    }
  }

  /// The segments of one digit: top, upper right, lower right, bottom, lower left, upper left,
  /// middle.
  private static let segments = [
    CGRect(x: 0, y: 0, width: 3, height: 1), CGRect(x: 2, y: 0, width: 1, height: 3),
    CGRect(x: 2, y: 2, width: 1, height: 3), CGRect(x: 0, y: 4, width: 3, height: 1),
    CGRect(x: 0, y: 2, width: 1, height: 3), CGRect(x: 0, y: 0, width: 1, height: 3),
    CGRect(x: 0, y: 2, width: 3, height: 1),
  ]

  /// The lit segments of 0 … 9, as indices into ``segments``.
  private static let masks: [[CGRect]] = [
    [0, 1, 2, 3, 4, 5], [1, 2], [0, 1, 3, 4, 6], [0, 1, 2, 3, 6], [1, 2, 5, 6],
    [0, 2, 3, 5, 6], [0, 2, 3, 4, 5, 6], [0, 1, 2], [0, 1, 2, 3, 4, 5, 6], [0, 1, 2, 3, 5, 6],
  ].map { indices in indices.map { segments[$0] } }
}
