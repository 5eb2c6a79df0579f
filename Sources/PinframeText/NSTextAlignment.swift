/// How lines are placed horizontally, as UIKit's `NSTextAlignment` (iOS raw values).
public enum NSTextAlignment: Int, Sendable, Hashable, CaseIterable {
  /// Lines start at the left edge.
  case left = 0
  /// Lines are centred.
  case center = 1
  /// Lines end at the right edge.
  case right = 2
  /// Lines fill the width by widening the spaces; the last line of a paragraph is natural.
  case justified = 3
  /// Left in a left-to-right layout, right in a right-to-left one (UILabel's default).
  case natural = 4
}
