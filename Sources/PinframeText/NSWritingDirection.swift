/// The base writing direction of a paragraph, as UIKit's `NSWritingDirection`.
public enum NSWritingDirection: Int, Sendable, Hashable {
  /// The direction follows the text (for Pinframe: the layout direction it is given).
  case natural = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}
