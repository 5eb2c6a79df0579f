import Foundation
import Testing

@testable import PinframeText

/// Line heights, spacing, baseline offsets and `NSParagraphStyle` itself.
///
/// A 17 pt line is 20.287109375 pt tall: ascent 16.1865234375 (1950/2048 × 17) over descent
/// 4.1005859375 (494/2048 × 17). A 34 pt line: 32.373046875 over 8.201171875.
@Suite("Paragraph styles")
struct ParagraphStyleTests {
  private let line: CGFloat = 20.287109375
  private let ascent: CGFloat = 16.1865234375
  private let descent: CGFloat = 4.1005859375

  @Test("lineSpacing goes between lines, not after the last")
  func lineSpacing() {
    let style = paragraphStyle { $0.lineSpacing = 5 }
    let layout = layOut("Hello world", width: 50, style: style)
    #expect(layout.lines.map(\.y) == [0, line + 5])
    #expect(layout.lines.map(\.height) == [line, line])
    #expect(layout.usedSize.height == 2 * line + 5)
    #expect(layOut("Hello", style: style).usedSize.height == line)
  }

  @Test("paragraphSpacing goes after a paragraph that another follows")
  func paragraphSpacing() {
    let style = paragraphStyle { $0.paragraphSpacing = 10 }
    let layout = layOut("a\nb", style: style)
    #expect(layout.lines.map(\.y) == [0, line + 10])
    #expect(layout.usedSize.height == 2 * line + 10)
    // Not between the lines of one paragraph.
    #expect(layOut("Hello world", width: 50, style: style).lines.map(\.y) == [0, line])
  }

  @Test("paragraphSpacingBefore goes before every paragraph but the first")
  func paragraphSpacingBefore() {
    let style = paragraphStyle { $0.paragraphSpacingBefore = 7 }
    let layout = layOut("a\nb\nc", style: style)
    #expect(layout.lines.map(\.y) == [0, line + 7, 2 * line + 14])
    #expect(layout.usedSize.height == 3 * line + 14)
  }

  @Test("line, paragraph and before-paragraph spacing add up")
  func spacingsCombined() {
    let style = paragraphStyle {
      $0.lineSpacing = 2
      $0.paragraphSpacing = 10
      $0.paragraphSpacingBefore = 7
    }
    let layout = layOut("Hello world\nb", width: 50, style: style)
    #expect(layout.lines.map(\.y) == [0, line + 2, 2 * line + 2 + 10 + 7 + 2])
  }

  @Test("lineHeightMultiple scales the line; the glyphs sit at its bottom")
  func lineHeightMultiple() {
    let style = paragraphStyle { $0.lineHeightMultiple = 1.5 }
    let layout = layOut("Hello world", width: 50, style: style)
    #expect(layout.lines.map(\.height) == [30.4306640625, 30.4306640625])
    #expect(layout.lines[0].baseline == 30.4306640625 - descent)
    #expect(layout.lines.map(\.y) == [0, 30.4306640625])
  }

  @Test("minimumLineHeight raises short lines, maximumLineHeight lowers tall ones")
  func minimumAndMaximum() {
    let minimum = layOut("Hello", style: paragraphStyle { $0.minimumLineHeight = 30 })
    #expect(minimum.lines[0].height == 30)
    #expect(minimum.lines[0].baseline == 30 - descent)
    let maximum = layOut("Hello", style: paragraphStyle { $0.maximumLineHeight = 15 })
    #expect(maximum.lines[0].height == 15)
    #expect(maximum.lines[0].baseline == 15 - descent)
    // The multiple applies first, then the minimum, then the maximum.
    let all = paragraphStyle {
      $0.lineHeightMultiple = 2
      $0.minimumLineHeight = 50
      $0.maximumLineHeight = 45
    }
    #expect(layOut("Hello", style: all).lines[0].height == 45)
  }

  @Test("a line with mixed fonts takes the tallest ascent and the deepest descent")
  func mixedFonts() {
    let text = NSMutableAttributedString(string: "Hi ", attributes: [.font: body])
    text.append(
      NSAttributedString(string: "big", attributes: [.font: UIFont.systemFont(ofSize: 34)]))
    text.append(NSAttributedString(string: " small\nnext", attributes: [.font: body]))
    let layout = layOut(text)
    #expect(layout.lines[0].height == 40.57421875)  // 32.373046875 + 8.201171875
    #expect(layout.lines[0].baseline == 32.373046875)
    #expect(layout.lines[1].height == line)
    #expect(layout.lines[1].y == 40.57421875)
  }

  @Test("baselineOffset raises a run's ascent and lowers its descent in the line")
  func baselineOffset() {
    let raised = NSMutableAttributedString(string: "a", attributes: [.font: body])
    raised.append(NSAttributedString(string: "b", attributes: [.font: body, .baselineOffset: 5]))
    let up = layOut(raised)
    #expect(up.lines[0].height == ascent + 5 + descent)
    #expect(up.lines[0].baseline == ascent + 5)
    let lowered = NSAttributedString(string: "b", attributes: [.font: body, .baselineOffset: -3])
    let down = layOut(lowered)
    #expect(down.lines[0].height == line)
    #expect(down.lines[0].baseline == ascent - 3)
    // Raised alone, the run's descender stays above the baseline.
    let alone = layOut(
      NSAttributedString(string: "b", attributes: [.font: body, .baselineOffset: 5]))
    #expect(alone.lines[0].height == ascent + 5)
  }

  @Test("a paragraph takes the style of its first character")
  func styleOfFirstCharacter() {
    let text = NSMutableAttributedString(string: "Hello\nHi", attributes: [.font: body])
    let center = paragraphStyle { $0.alignment = .center }
    text.addAttribute(.paragraphStyle, value: center, range: NSRange(location: 1, length: 4))
    text.addAttribute(.paragraphStyle, value: center, range: NSRange(location: 6, length: 1))
    let layout = layOut(text, width: 100)
    #expect(layout.lines[0].x == 0)
    #expect(isClose(layout.lines[1].x, (100 - 15.673204863636363) / 2))
  }

  @Test("a wrapped paragraph's later lines keep the style of its first character")
  func laterLinesKeepTheParagraphsStyle() {
    let text = NSMutableAttributedString(string: "Hello world again", attributes: [.font: body])
    let other = paragraphStyle {
      $0.alignment = .center
      $0.lineSpacing = 10
      $0.lineBreakMode = .byTruncatingMiddle
    }
    text.addAttribute(.paragraphStyle, value: other, range: NSRange(location: 6, length: 11))
    let layout = layOut(text, width: 50, lines: 2)
    #expect(layout.lineTexts == ["Hello ", "world "])
    #expect(layout.lines.map(\.x) == [0, 0])
    #expect(layout.lines.map(\.y) == [0, line])
    #expect(layout.isTruncated)
  }

  @Test("an empty paragraph takes its newline's style")
  func emptyParagraph() {
    let text = NSMutableAttributedString(string: "a\n\nb", attributes: [.font: body])
    let tall = paragraphStyle { $0.minimumLineHeight = 40 }
    text.addAttribute(.paragraphStyle, value: tall, range: NSRange(location: 2, length: 1))
    let layout = layOut(text)
    #expect(layout.lines.map(\.height) == [line, 40, line])
  }

  @Test("the default style: natural, word wrapping, no spacing, indents or heights")
  func defaults() {
    let style = NSParagraphStyle.default
    #expect(style.alignment == .natural)
    #expect(style.lineBreakMode == .byWordWrapping)
    #expect(style.baseWritingDirection == .natural)
    #expect(style.lineSpacing == 0)
    #expect(style.paragraphSpacing == 0)
    #expect(style.paragraphSpacingBefore == 0)
    #expect(style.firstLineHeadIndent == 0)
    #expect(style.headIndent == 0)
    #expect(style.tailIndent == 0)
    #expect(style.minimumLineHeight == 0)
    #expect(style.maximumLineHeight == 0)
    #expect(style.lineHeightMultiple == 0)
    #expect(style.hyphenationFactor == 0)
    #expect(!style.allowsDefaultTighteningForTruncation)
    #expect(NSMutableParagraphStyle().isEqual(style))
  }

  @Test("copy is immutable and equal; mutableCopy is mutable and independent")
  func copying() throws {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineSpacing = 4
    let copy = try #require(style.copy() as? NSParagraphStyle)
    #expect(!(copy is NSMutableParagraphStyle))
    #expect(copy.isEqual(style))
    #expect(copy.hash == style.hash)
    #expect(copy.alignment == .center)
    let mutable = try #require(copy.mutableCopy() as? NSMutableParagraphStyle)
    mutable.lineSpacing = 9
    #expect(copy.lineSpacing == 4)
    #expect(!mutable.isEqual(copy))
    style.alignment = .right
    #expect(copy.alignment == .center)
  }

  @Test("setParagraphStyle copies every property; equality compares them all")
  func setParagraphStyle() {
    let source = NSMutableParagraphStyle()
    source.headIndent = 3
    source.hyphenationFactor = 0.5
    source.allowsDefaultTighteningForTruncation = true
    let target = NSMutableParagraphStyle()
    target.setParagraphStyle(source)
    #expect(target.isEqual(source))
    #expect(target.hyphenationFactor == 0.5)
    target.allowsDefaultTighteningForTruncation = false
    #expect(!target.isEqual(source))
    #expect(!source.isEqual("not a style"))
  }
}
