import Foundation
import Testing

@testable import PinframeText

/// Where lines break, with each line's text, width and top.
///
/// Widths at 17 pt regular come from an independent model of the generated table; every line is
/// 20.287109375 pt tall (2444/2048 × 17), so line n starts at n × 20.287109375.
@Suite("Line breaking")
struct LineBreakingTests {
  private let lineHeight: CGFloat = 20.287109375

  /// Checks each line's text, width and top.
  private func expectLines(
    _ layout: TextLayout, _ expected: [(text: String, width: Double)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(layout.lineTexts == expected.map(\.text), sourceLocation: sourceLocation)
    for (index, line) in layout.lines.enumerated() where index < expected.count {
      #expect(isClose(line.width, expected[index].width), sourceLocation: sourceLocation)
      #expect(line.y == CGFloat(index) * lineHeight, sourceLocation: sourceLocation)
      #expect(line.height == lineHeight, sourceLocation: sourceLocation)
      #expect(line.baseline == 16.1865234375, sourceLocation: sourceLocation)
    }
    #expect(!layout.isTruncated, sourceLocation: sourceLocation)
  }

  @Test("lines wrap after spaces, which hang past the end and are not counted")
  func spaces() {
    let layout = layOut("Hello world", width: 50)
    expectLines(layout, [("Hello ", 38.385683423295454), ("world", 42.030614786931814)])
    #expect(layout.linePieces == [[0..<6], [6..<11]])
    #expect(layout.lines.map(\.start) == [0, 6])
    #expect(layout.lines.map(\.end) == [6, 11])
    #expect(isClose(layout.usedSize.width, 42.030614786931814))
    #expect(layout.usedSize.height == 2 * lineHeight)
  }

  @Test("every space of a run hangs on the line before the break")
  func spaceRuns() {
    let layout = layOut("Hello   world", width: 50)
    expectLines(layout, [("Hello   ", 38.385683423295454), ("world", 42.030614786931814)])
    // Spaces never make a line overflow, however many there are.
    expectLines(
      layOut("Hello" + String(repeating: " ", count: 30), width: 40),
      [("Hello" + String(repeating: " ", count: 30), 38.385683423295454)])
  }

  @Test("text that fits stays on one line")
  func fits() {
    expectLines(layOut("Hello world", width: 84.93), [("Hello world", 84.92690077272727)])
  }

  @Test("lines break after a hyphen inside a word")
  func hyphens() {
    let layout = layOut("well-known fact", width: 60)
    expectLines(
      layout,
      [("well-", 37.06439580397728), ("known ", 49.798874755681815), ("fact", 29.364478298295452)]
    )
    // ab- is 26.38 pt, the 5 does not fit in 28.
    expectLines(layOut("ab-5", width: 28), [("ab-", 26.38019074431818), ("5", 9.750191397727273)])
  }

  @Test("a hyphen after a space starts a number: '-5' is not broken")
  func minusSign() {
    // "a -" is 20.93 pt and fits in 22; the 5 does not, and the line breaks before "-5".
    expectLines(layOut("a -5", width: 22), [("a ", 9.043985946022726), ("-5", 17.13117740909091)])
  }

  @Test("lines break before and after CJK characters")
  func cjk() {
    expectLines(layOut("中文字符測試", width: 40), [("中文", 34), ("字符", 34), ("測試", 34)])
    expectLines(layOut("ab中", width: 25), [("ab", 18.999204732954546), ("中", 17)])
    expectLines(layOut("中ab", width: 30), [("中", 17), ("ab", 18.999204732954546)])
  }

  @Test("lines never break before closing CJK punctuation")
  func closingPunctuation() {
    expectLines(layOut("中文。字", width: 40), [("中", 17), ("文。", 34), ("字", 17)])
  }

  @Test("lines may break after a zero-width space and after dashes")
  func zeroWidthSpaceAndDashes() {
    expectLines(
      layOut("Hello\u{200B}world", width: 50),
      [("Hello\u{200B}", 38.385683423295454), ("world", 42.030614786931814)])
    #expect(layOut("Hello\u{2014}world", width: 60).lineTexts == ["Hello\u{2014}", "world"])
  }

  @Test("a word longer than the line breaks between characters")
  func longWord() {
    expectLines(
      layOut("Supercalifragilistic", width: 50),
      [
        ("Super", 44.62762838352272), ("califra", 46.40453242329545),
        ("gilistic", 48.15865564204546),
      ]
    )
    // A no-break space joins words.
    expectLines(
      layOut("Hello\u{A0}world", width: 50),
      [("Hello\u{A0}", 42.89628598579545), ("world", 42.030614786931814)])
  }

  @Test("a character break keeps combining marks and closing punctuation with their letter")
  func characterBreakKeepsMarks() {
    let marks = layOut("e\u{301}e\u{301}e\u{301}", width: 20)
    expectLines(marks, [("e\u{301}e\u{301}", 18.680273238636364), ("e\u{301}", 9.340136619318182)])
    #expect(marks.linePieces == [[0..<4], [4..<6]])
    // "abc" is 27.95 pt; "。" does not fit in 30 and may not start a line, so "c" moves along.
    expectLines(
      layOut("abc。", width: 30), [("ab", 18.999204732954546), ("c。", 25.952862661931817)])
  }

  @Test("a line holds at least one character, however narrow the container")
  func atLeastOneCharacter() {
    expectLines(layOut("Hi", width: 1), [("H", 11.868807752840908), ("i", 3.8043971107954544)])
  }

  @Test("byCharWrapping breaks before the first character that does not fit")
  func charWrapping() {
    let style = paragraphStyle { $0.lineBreakMode = .byCharWrapping }
    expectLines(
      layOut("Hello world", width: 60, style: style),
      [("Hello w", 55.92691561079545), ("orld", 29.29613583522727)])
    expectLines(
      layOut("Hello world", width: 60),
      [("Hello ", 38.385683423295454), ("world", 42.030614786931814)])
    // Not even by character before closing punctuation.
    expectLines(layOut("中文。", width: 40, style: style), [("中", 17), ("文。", 34)])
  }

  @Test("newlines end paragraphs; \\r\\n is one break")
  func newlines() {
    let layout = layOut("a\nb\r\nc\rd")
    expectLines(
      layout,
      [
        ("a", 9.043985946022726), ("b", 9.955218786931818), ("c", 8.952862661931817),
        ("d", 9.955218786931818),
      ])
    #expect(layout.linePieces == [[0..<1], [2..<3], [5..<6], [7..<8]])
    #expect(layout.usedSize.height == 4 * lineHeight)
    expectLines(
      layOut("x\r\ny"), [("x", 8.656711988636363), ("y", 8.930081840909091)])
  }

  @Test("U+2028, U+2029 and U+0085 end paragraphs too")
  func unicodeNewlines() {
    let layout = layOut("a\u{2028}b\u{2029}c\u{85}d")
    #expect(layout.lineTexts == ["a", "b", "c", "d"])
    #expect(layout.linePieces == [[0..<1], [2..<3], [4..<5], [6..<7]])
  }

  @Test("a trailing newline gives an empty last line")
  func trailingNewline() {
    let layout = layOut("a\n")
    expectLines(layout, [("a", 9.043985946022726), ("", 0)])
    #expect(layout.linePieces == [[0..<1], [2..<2]])
    #expect(layout.usedSize.height == 2 * lineHeight)
    let newline = layOut("\n")
    expectLines(newline, [("", 0), ("", 0)])
    #expect(newline.usedSize == CGSize(width: 0, height: 2 * lineHeight))
  }

  @Test("empty text has no lines and no size")
  func empty() {
    let layout = layOut("", width: 100)
    #expect(layout.lines.isEmpty)
    #expect(layout.usedSize == .zero)
    #expect(!layout.isTruncated)
  }
}
