import Foundation
import Testing

@testable import PinframeText

/// The last line shown when text is left over, in every line break mode.
///
/// "Hello world again and again" is 27 glyphs and 208.9457 pt at 17 pt; a truncation's "…"
/// (2312 units, 13.1673 pt) is appended to the storage as glyph 27. Widths come from an
/// independent model of the generated table.
@Suite("Truncation")
struct TruncationTests {
  private let text = "Hello world again and again"
  private let ellipsisWidth = 13.16731455113636

  private func truncated(
    _ mode: NSLineBreakMode, _ text: String? = nil, width: CGFloat = 80,
    height: CGFloat = .infinity,
    lines: Int = 1
  ) -> TextLayout {
    layOut(
      text ?? self.text, width: width, height: height, lines: lines,
      style: paragraphStyle { $0.lineBreakMode = mode })
  }

  @Test("byTruncatingTail keeps the start that fits before a '…'")
  func tail() {
    let layout = truncated(.byTruncatingTail)
    #expect(layout.lineTexts == ["Hello wo…"])
    #expect(layout.linePieces == [[0..<8, 27..<28]])
    #expect(isClose(layout.lines[0].width, 78.3660243181818))
    #expect(isClose(layout.usedSize.width, 78.3660243181818))
    #expect(layout.isTruncated)
    // The line still records the text it was broken at.
    #expect(layout.lines[0].start == 0)
    #expect(layout.lines[0].end == 6)
  }

  @Test("the '…' is a glyph of its own: U+2026, 2312 units, kind ellipsis")
  func ellipsisGlyph() {
    let layout = truncated(.byTruncatingTail)
    #expect(layout.storage.glyphs.count == 28)
    let ellipsis = layout.storage.glyphs[27]
    #expect(ellipsis.scalar == "\u{2026}")
    #expect(ellipsis.kind == .ellipsis)
    #expect(isClose(ellipsis.advance, 2312 * pointsPerUnitAt17))
    #expect(isClose(ellipsis.advance, ellipsisWidth))
    #expect(ellipsis.run == 0)
  }

  @Test("byTruncatingHead keeps the end that fits after a '…'")
  func head() {
    let layout = truncated(.byTruncatingHead)
    #expect(layout.lineTexts == ["…nd again"])
    #expect(layout.linePieces == [[27..<28, 19..<27]])
    #expect(isClose(layout.lines[0].width, 78.06987364488636))
    #expect(layout.isTruncated)
  }

  @Test("byTruncatingMiddle keeps both ends, balanced by width, around a '…'")
  func middle() {
    let layout = truncated(.byTruncatingMiddle)
    #expect(layout.lineTexts == ["Hell…gain"])
    #expect(layout.linePieces == [[0..<4, 27..<28, 23..<27]])
    // Hell 28.8177 + … 13.1673 + gain 32.0071.
    #expect(isClose(layout.lines[0].width, 73.99210668181819))
  }

  @Test("every truncated line fits its width, positive kerning pairs included")
  func kernedTruncationFits() {
    // "(j" kerns by +80 units: a line of them is wider than its advances.
    let text = String(repeating: "(j", count: 20)
    for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
      for width in stride(from: 30.0, through: 70, by: 0.5) {
        let layout = truncated(mode, text, width: width)
        #expect(layout.lines[0].width <= width + 1e-9, "\(mode) \(width)")
      }
    }
  }

  @Test("spaces next to the '…' are left out")
  func spacesAtTheEllipsis() {
    // "Hello " fits before the "…" in 60 pt, "Hello w" does not.
    let tail = truncated(.byTruncatingTail, "Hello world again", width: 60)
    #expect(tail.linePieces == [[0..<5, 17..<18]])
    #expect(isClose(tail.lines[0].width, 51.55299797443182))
    let head = truncated(.byTruncatingHead, "Hello again world", width: 60)
    #expect(head.lineTexts == ["…world"])
    #expect(isClose(head.lines[0].width, 55.19792933806818))
  }

  @Test("byClipping puts the rest of the paragraph on the last line, unwrapped")
  func clipping() {
    let layout = truncated(.byClipping)
    #expect(layout.linePieces == [[0..<27]])
    #expect(isClose(layout.lines[0].width, 208.94569042045455))
    #expect(isClose(layout.usedSize.width, 208.94569042045455))
    #expect(layout.isTruncated)
    #expect(layout.storage.glyphs.count == 27)
  }

  @Test("a clipped line's width leaves its trailing spaces out")
  func clippingTrailingSpaces() {
    let layout = truncated(.byClipping, "Hello world again   \nnext", width: 50)
    #expect(layout.linePieces == [[0..<20]])
    // "Hello world again" without the three spaces (144.02 with them).
    #expect(isClose(layout.lines[0].width, 130.4885428181818))
    #expect(isClose(layout.usedSize.width, 130.4885428181818))
  }

  @Test("byWordWrapping and byCharWrapping cut the text at the last line's break")
  func wrappingModes() {
    let words = truncated(.byWordWrapping)
    #expect(words.lineTexts == ["Hello "])
    #expect(isClose(words.lines[0].width, 38.385683423295454))
    #expect(words.isTruncated)
    let characters = truncated(.byCharWrapping)
    #expect(characters.lineTexts == ["Hello worl"])
    #expect(isClose(characters.lines[0].width, 74.97168198579544))
    #expect(characters.isTruncated)
  }

  @Test("the height limits the lines as numberOfLines does: a line must end within it")
  func heightLimit() {
    // Two lines need 40.57 pt; 40 holds one.
    let layout = truncated(.byTruncatingTail, width: 80, height: 40, lines: 0)
    #expect(layout.lineTexts == ["Hello wo…"])
    #expect(layout.usedSize.height == 20.287109375)
    let two = truncated(.byTruncatingTail, width: 80, height: 40.57421875, lines: 0)
    #expect(two.lineTexts == ["Hello ", "world ag…"])
  }

  @Test("the first line is laid out even when it is taller than the height")
  func firstLineAlwaysShown() {
    let layout = truncated(.byTruncatingTail, width: 80, height: 5, lines: 0)
    #expect(layout.lineTexts == ["Hello wo…"])
    #expect(layout.usedSize.height == 20.287109375)
    #expect(layout.isTruncated)
  }

  @Test("with several lines, earlier lines word-wrap and the last is truncated")
  func multiLine() {
    let tail = truncated(.byTruncatingTail, lines: 2)
    #expect(tail.lineTexts == ["Hello ", "world ag…"])
    #expect(tail.linePieces == [[0..<6], [6..<14, 27..<28]])
    #expect(isClose(tail.lines[1].width, 78.52549006534089))
    #expect(tail.lines[1].y == 20.287109375)
    let head = truncated(.byTruncatingHead, lines: 2)
    #expect(head.lineTexts == ["Hello ", "…nd again"])
    let clip = truncated(.byClipping, lines: 2)
    #expect(clip.lineTexts == ["Hello ", "world again and again"])
  }

  @Test("text left only in later paragraphs: tail adds '…' after the last line shown")
  func laterParagraphs() {
    let layout = truncated(.byTruncatingTail, "Hello\nworld", lines: 1)
    #expect(layout.lineTexts == ["Hello…"])
    #expect(layout.linePieces == [[0..<5, 11..<12]])
    #expect(isClose(layout.lines[0].width, 51.55299797443182))
    #expect(layout.isTruncated)
    let twoParagraphs = truncated(.byTruncatingTail, "a\nb\nc", lines: 2)
    #expect(twoParagraphs.lineTexts == ["a", "b…"])
  }

  @Test("text that fits its lines is not truncated")
  func notTruncated() {
    let exact = truncated(.byTruncatingTail, "Hello world", width: 50, lines: 2)
    #expect(exact.lineTexts == ["Hello ", "world"])
    #expect(!exact.isTruncated)
    #expect(exact.storage.glyphs.count == 11)
    let tall = truncated(.byTruncatingTail, "Hello world", width: 50, height: 40.57421875, lines: 0)
    #expect(!tall.isTruncated)
  }

  @Test("the '…' takes the font of the text it stands next to")
  func ellipsisFont() {
    let text = NSMutableAttributedString(string: "Hello ", attributes: [.font: body])
    text.append(
      NSAttributedString(
        string: "world again", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    )
    let style = paragraphStyle { $0.lineBreakMode = .byTruncatingTail }
    text.addAttribute(
      .paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
    let layout = layOut(text, width: 80, lines: 1)
    let ellipsis = layout.storage.glyphs[17]
    #expect(ellipsis.scalar == "\u{2026}")
    #expect(ellipsis.run == 1)
    // Inter Bold's "…".
    #expect(isClose(ellipsis.advance, 2250 * pointsPerUnitAt17))
  }
}
