import Foundation

/// The space text is laid out in: a width to wrap at, a height and a number of lines to stop
/// at, and the layout direction that natural alignment follows.
package struct TextContainer: Sendable, Hashable {
  /// The width lines wrap at; infinite for none.
  ///
  /// Zero, negative and NaN widths mean none.
  package var width: CGFloat
  /// The height lines stop at (a line is shown only when it ends within it; the first line
  /// always is); infinite for none.
  package var height: CGFloat
  /// The most lines shown; 0 (or negative) for no limit.
  package var maximumNumberOfLines: Int
  /// Whether natural alignment is right-aligned.
  package var isRightToLeft: Bool
  /// Whether each line adds its fonts' leading between it and the next, as labels lay out
  /// text-style fonts (0 for the system font).
  package var leadingBetweenLines = false
  /// Whether each line adds its font's leading (`.usesFontLeading`; 0 for the system font).
  package var usesFontLeading: Bool
  /// Whether a last line cut short always ends with "…": when its paragraph's mode only wraps
  /// or clips, it is truncated at its tail instead (`.truncatesLastVisibleLine`).
  package var truncatesLastVisibleLine: Bool

  /// A container; see the properties for what each value means.
  package init(
    width: CGFloat = .infinity, height: CGFloat = .infinity, maximumNumberOfLines: Int = 0,
    isRightToLeft: Bool = false, usesFontLeading: Bool = false,
    truncatesLastVisibleLine: Bool = false
  ) {
    self.width = width.isFinite && width > 0 ? width : .infinity
    self.height = height.isNaN || height <= 0 ? .infinity : height
    self.maximumNumberOfLines = max(maximumNumberOfLines, 0)
    self.isRightToLeft = isRightToLeft
    self.usesFontLeading = usesFontLeading
    self.truncatesLastVisibleLine = truncatesLastVisibleLine
  }
}
