import Foundation
import Testing

@testable import PinframeText

/// The 17 pt regular system font, UILabel's default.
let body = UIFont.systemFont(ofSize: 17)

/// Points per table unit at 17 pt: units × 0.943394 ÷ 2816 × 17.
let pointsPerUnitAt17 = 0.943394 / 2816 * 17

/// A paragraph style made by `configure`.
func paragraphStyle(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
  let style = NSMutableParagraphStyle()
  configure(style)
  return style
}

/// `text` in one run laid out in a container of the given limits.
func layOut(
  _ text: String, font: UIFont = body, kern: CGFloat = 0, width: CGFloat = .infinity,
  height: CGFloat = .infinity, lines: Int = 0, rightToLeft: Bool = false,
  style: NSParagraphStyle = .default
) -> TextLayout {
  var attributes = TextAttributes(font: font, paragraphStyle: style)
  attributes.kern = kern
  let container = TextContainer(
    width: width, height: height, maximumNumberOfLines: lines, isRightToLeft: rightToLeft)
  return TextLayout(TextStorage(text, attributes: attributes), in: container)
}

/// `attributedString` laid out in a container of the given limits, runs without a font in the
/// 12 pt system font.
func layOut(
  _ attributedString: NSAttributedString, width: CGFloat = .infinity, height: CGFloat = .infinity,
  lines: Int = 0
) -> TextLayout {
  TextLayout(
    TextStorage(attributedString, defaults: .attributedStringDefaults),
    in: TextContainer(width: width, height: height, maximumNumberOfLines: lines))
}

/// The width of `text` on one line.
func measure(_ text: String, font: UIFont = body, kern: CGFloat = 0) -> CGFloat {
  layOut(text, font: font, kern: kern).usedSize.width
}

/// Whether two lengths are equal within 1e-9 pt.
func isClose(_ value: CGFloat, _ expected: Double) -> Bool {
  abs(Double(value) - expected) < 1e-9
}

extension TextLayout {
  /// The scalars each line shows, pieces joined (a truncation's "…" included).
  var lineTexts: [String] {
    lines.map { line in
      var scalars = String.UnicodeScalarView()
      for piece in line.pieces {
        for index in piece { scalars.append(storage.glyphs[index].scalar) }
      }
      return String(scalars)
    }
  }

  /// The glyph ranges of each line's pieces.
  var linePieces: [[Range<Int>]] { lines.map(\.pieces) }
}
