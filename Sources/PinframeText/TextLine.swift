import Foundation

/// One laid-out line: where it sits and which glyphs it shows, in visual order.
package struct TextLine: Sendable, Hashable {
  /// The glyph ranges shown, left to right: one range, or two around a truncation's "…" (whose
  /// glyph is appended to the storage).
  ///
  /// Trailing spaces are included, newlines not.
  package var pieces: [Range<Int>]
  /// The x of the first glyph from the container's left edge.
  package var x: CGFloat
  /// The top of the line from the container's top.
  package var y: CGFloat
  /// The line's height (its glyphs sit at the bottom).
  package var height: CGFloat
  /// The baseline's distance from the line's top.
  package var baseline: CGFloat
  /// The width of the glyphs shown, trailing spaces excluded.
  package var width: CGFloat
  /// The largest leading of the line's fonts.
  package var fontLeading: CGFloat = 0
  /// The extra width of each space inside the line when it is justified.
  package var spaceExtra: CGFloat = 0
  /// The first glyph of the line in the text (before truncation).
  package var start: Int
  /// The glyph after the line's last one in the text, newline excluded (before truncation).
  package var end: Int
}
