/// What happens to text that does not fit its line, as UIKit's `NSLineBreakMode`.
///
/// With the truncating modes, lines before the last word-wrap and the last line shown (by
/// `numberOfLines` or by the height) holds the rest of its paragraph, shortened with "…" where
/// the mode says when more text follows or it does not fit.
public enum NSLineBreakMode: Int, Sendable, Hashable, CaseIterable {
  /// Lines break between words; a word longer than a line breaks between characters.
  case byWordWrapping = 0
  /// Lines break before the first character that does not fit.
  case byCharWrapping = 1
  /// The last line is not wrapped: what does not fit is cut off at the edge.
  case byClipping = 2
  /// The last line shows the end of its text after "…".
  case byTruncatingHead = 3
  /// The last line shows the start of its text before "…" (UILabel's default).
  case byTruncatingTail = 4
  /// The last line shows its start and end with "…" between them.
  case byTruncatingMiddle = 5
}
