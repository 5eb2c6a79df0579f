import Foundation
import PinframeGraphics
import Testing

@testable import PinframeText

@Suite("Text bad input")
struct TextBadInputTests {
  /// The 10 pt monospaced font: every character 6 pt, lines 11.93359375 pt.
  private let mono = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)

  @Test("empty strings measure and lay out as nothing")
  func emptyStrings() {
    #expect(layOut("", width: 100, lines: 1).lines.isEmpty)
    #expect("".size(withAttributes: [.font: body]) == .zero)
    #expect(
      NSAttributedString(string: "").boundingRect(
        with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, context: nil)
        == .zero)
    #expect(NSAttributedString(string: "").boundingRect(with: .zero, context: nil) == .zero)
  }

  @Test("a 1 MB text wraps into the predicted number of lines")
  func megabyte() {
    // 200,000 words "abcd " of 24 + 6 pt: three words take 24 × 3 + 6 × 2 = 84 pt of 100,
    // four would take 114. 200,000 / 3 → 66,667 lines of 11.93359375 pt.
    let text = String(repeating: "abcd ", count: 200_000)
    #expect(text.utf8.count == 1_000_000)
    let layout = layOut(text, font: mono, width: 100)
    #expect(layout.lines.count == 66_667)
    #expect(layout.lines.last?.pieces == [999_990..<1_000_000])
    #expect(layout.usedSize.height == 795_576.89453125)
    #expect(isClose(layout.usedSize.width, 84))
    #expect(!layout.isTruncated)
  }

  @Test("a long paragraph truncated on one unconstrained line is measured once per mode")
  func longParagraphTruncated() {
    // 100,000 characters: quadratic truncation took minutes here, linear takes milliseconds.
    let text = String(repeating: "x", count: 100_000) + "\nmore"
    for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
      let style = paragraphStyle { $0.lineBreakMode = mode }
      let layout = layOut(text, font: mono, lines: 1, style: style)
      #expect(layout.lines.count == 1)
      #expect(layout.isTruncated)
      // Every character and the "…", 6 pt each.
      #expect(layout.lines[0].width == 600_006)
    }
  }

  @Test("100,000 newlines give 100,001 lines")
  func manyNewlines() {
    let layout = layOut(String(repeating: "\n", count: 100_000))
    #expect(layout.lines.count == 100_001)
    #expect(layout.usedSize == CGSize(width: 0, height: 2_028_731.224609375))
  }

  @Test("a text needing more than 250,000 lines is cut there, truncated, with a warning")
  func lineBudget() {
    final class Box: @unchecked Sendable { var messages: [String] = [] }
    let box = Box()
    let previous = TextWarning.handler
    TextWarning.handler = { box.messages.append($0.message) }
    defer { TextWarning.handler = previous }
    let layout = layOut(String(repeating: "\n", count: 300_000))
    #expect(layout.lines.count == TextLayout.maximumLines)
    #expect(layout.isTruncated)
    #expect(
      box.messages.contains(
        "a text of 300000 characters needs more than 250000 lines at width inf; it was cut after"
          + " 250000 lines, the most one label or text drawing lays out (about 50 MB of lines)"))
  }

  @Test("NaN, negative and zero container sizes mean no limit")
  func containerSizes() {
    for size: CGFloat in [.nan, -10, 0, -.infinity] {
      let container = TextContainer(width: size, height: size)
      #expect(container.width == .infinity)
      #expect(container.height == .infinity)
      let layout = layOut("Hello world", width: size, height: size)
      #expect(layout.lineTexts == ["Hello world"])
      #expect(!layout.isTruncated)
    }
    let nan = CGSize(width: CGFloat.nan, height: .nan)
    let rect = NSAttributedString(string: "Hello world", attributes: [.font: body]).boundingRect(
      with: nan, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
    #expect(isClose(rect.width, 84.92690077272727))
    #expect(rect.height == 20.287109375)
  }

  @Test("a negative maximumNumberOfLines means no limit")
  func negativeLineLimit() {
    #expect(TextContainer(maximumNumberOfLines: -3).maximumNumberOfLines == 0)
    let layout = layOut("Hello world again", width: 50, lines: -1)
    #expect(layout.lineTexts == ["Hello ", "world ", "again"])
    #expect(!layout.isTruncated)
  }

  @Test("a font of size 0 adds neither width nor height to a line")
  func zeroSizeFontInLayout() {
    let text = NSMutableAttributedString(
      string: "Hello ", attributes: [.font: UIFont.systemFont(ofSize: 0)])
    text.append(NSAttributedString(string: "Hi", attributes: [.font: body]))
    let layout = layOut(text, width: 10)
    // "Hi" does not fit after "Hello ", so it starts a line, then breaks between characters.
    #expect(layout.lineTexts == ["Hello ", "H", "i"])
    #expect(layout.lines.map(\.height) == [0, 20.287109375, 20.287109375])
    #expect(layout.lines.map(\.y) == [0, 0, 20.287109375])
    #expect(layout.lines[0].width == 0)
    let zero = layOut("Hello world", font: .systemFont(ofSize: 0), width: 10)
    #expect(zero.lineTexts == ["Hello world"])
    #expect(zero.usedSize == .zero)
    #expect(zero.lines[0].height == 0)
  }

  @Test("text in a font of size 0 draws nothing")
  func zeroSizeFontDrawing() {
    let context = GraphicsContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 2)
    let text = NSAttributedString(
      string: "Hello…",
      attributes: [
        .font: UIFont.systemFont(ofSize: 0), .underlineStyle: 1, .strikethroughStyle: 1,
        .backgroundColor: UIColor.yellow,
      ])
    layOut(text).draw(in: context, at: .zero, traits: UITraitCollection())
    #expect(context.steps.isEmpty)
  }
}
