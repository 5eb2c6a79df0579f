import Foundation
import Pinframe
import Testing

@MainActor
@Suite("UILabel text and attributes")
struct UILabelTextTests {
  @Test("UIKit's defaults: one line, tail truncation, 17 pt system font, .label, natural")
  func defaults() {
    let label = UILabel()
    #expect(label.text == nil)
    #expect(label.attributedText == nil)
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(label.textColor == .label)
    #expect(label.textAlignment == .natural)
    #expect(!label.isUserInteractionEnabled)
    #expect(!label.isOpaque)
    #expect(label.contentMode == .redraw)
    #expect(label.shadowOffset == CGSize(width: 0, height: -1))
    #expect(label.isEnabled)
    #expect(!label.adjustsFontSizeToFitWidth)
    #expect(label.minimumScaleFactor == 0)
  }

  @Test("text and attributedText are two views of one content")
  func textAndAttributedText() throws {
    let label = UILabel()
    label.text = "Hello"
    label.font = .boldSystemFont(ofSize: 20)
    let attributed = try #require(label.attributedText)
    #expect(attributed.string == "Hello")
    let attributes = attributed.attributes(at: 0, effectiveRange: nil)
    #expect(attributes[.font] as? UIFont == .boldSystemFont(ofSize: 20))
    #expect(attributes[.foregroundColor] as? UIColor == .label)
    label.attributedText = NSAttributedString(string: "World", attributes: [.kern: 2])
    #expect(label.text == "World")
    label.text = nil
    #expect(label.attributedText == nil)
  }

  @Test("font and textColor set after attributedText apply to the whole string, as in UIKit")
  func propertiesOverAttributedText() throws {
    let label = UILabel()
    let text = NSMutableAttributedString(string: "Hello world")
    text.addAttribute(
      .font, value: UIFont.systemFont(ofSize: 30), range: NSRange(location: 0, length: 5))
    label.attributedText = text
    label.font = .systemFont(ofSize: 12)
    label.textColor = .red
    let result = try #require(label.attributedText)
    #expect(
      result.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont == .systemFont(ofSize: 12))
    #expect(result.attributes(at: 8, effectiveRange: nil)[.foregroundColor] as? UIColor == .red)
  }

  @Test("runs without a font take the label's; runs with one keep theirs")
  func mixedFonts() {
    atScale(1) {
      let label = UILabel()
      let text = NSMutableAttributedString(string: "Hello Hello")
      text.addAttribute(
        .font, value: UIFont.systemFont(ofSize: 34), range: NSRange(location: 6, length: 5))
      label.attributedText = text
      // 17 pt "Hello " (38.386 + 4.511) and 34 pt "Hello" (76.771): 119.67 → 120; the line is as
      // tall as the 34 pt font, 40.574 → 41.
      #expect(label.sizeThatFits(.zero) == CGSize(width: 120, height: 41))
    }
  }

  @Test("descriptions and tree dumps show the quoted text and the font")
  func contentAttributes() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 21))
    label.text = "It's\na label"
    label.font = .systemFont(ofSize: 15, weight: .semibold)
    #expect(label.contentAttributes.map(\.name) == ["text", "font"])
    #expect(label.contentAttributes.map(\.value) == [#"'It\'s\na label'"#, "semibold 15"])
    #expect(
      label.debugDescription
        == #"<UILabel; frame = (0 0; 50 21); text = 'It\'s\na label'; font = semibold 15>"#)
    label.text = String(repeating: "x", count: 250)
    #expect(label.contentAttributes[0].value == "'" + String(repeating: "x", count: 200) + "…'")
    label.text = nil
    #expect(label.contentAttributes.isEmpty)
  }

  @Test(
    "a text-style font follows the content size category with adjustsFontForContentSizeCategory")
  func dynamicType() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body, compatibleWith: root.traitCollection)
    label.adjustsFontForContentSizeCategory = true
    root.addSubview(label)
    root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(label.font.pointSize == 53)
    #expect(label.font.textStyle == .body)
    let fixed = UILabel()
    fixed.font = .preferredFont(forTextStyle: .body)
    root.addSubview(fixed)
    #expect(fixed.font.pointSize == 17)
  }

  @Test("UIFont(name:size:) is optional as UIKit's and never nil")
  func namedFonts() {
    let label = UILabel()
    label.font = UIFont(name: "Inter-Bold", size: 15)
    #expect(label.font.fontName == "Inter-Bold")
    label.font = UIFont(name: "NoSuchFont", size: 15) ?? .systemFont(ofSize: 1)
    #expect(label.font == .systemFont(ofSize: 15))
  }
}

@MainActor
@Suite("Text-style fonts' leading in labels")
struct UILabelLeadingTests {
  @Test("preferred fonts carry their style's leading; system fonts, even scaled, carry none")
  func leadingValues() {
    // Body: Apple's 22 pt line spacing less the 20.287 pt line height, 1.713 at 17 pt.
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(abs(body.leading - (22 - 17 * 2444.0 / 2048)) < 1e-9)
    #expect(body.lineHeight == 20.287109375)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).leading == 0)
    #expect(UIFont.systemFont(ofSize: 17).leading == 0)
    #expect(
      UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17)).leading == 0)
    #expect(abs(body.withSize(34).leading - 2 * body.leading) < 1e-9)
  }

  @Test("a label adds its text-style font's leading between lines, not after the last")
  func leadingBetweenLines() {
    atScale(3) {
      let label = makeLabel("Hello\nHello", lines: 0, font: .preferredFont(forTextStyle: .body))
      // 2 × 20.287 + 1.713 = 42.287, rounded up at 3x: 42.333.
      #expect(label.sizeThatFits(.zero).height == 127.0 / 3)
      label.numberOfLines = 1
      #expect(label.sizeThatFits(.zero).height == 61.0 / 3)
      label.font = .systemFont(ofSize: 17)
      label.numberOfLines = 0
      #expect(label.sizeThatFits(.zero).height == 122.0 / 3)
    }
  }
}
