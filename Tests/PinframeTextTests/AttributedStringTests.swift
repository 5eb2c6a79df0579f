import Foundation
import PinframeGraphics
import Testing

@testable import PinframeText

/// `NSAttributedString`, `NSString` and `String` measuring, attribute values and keys.
///
/// "Hello world" is 84.9269 pt at 17 pt, "Hello" 38.3857 at 17 pt and 27.0958 at 12 pt (widths
/// from an independent model of the generated table). A 17 pt line is 20.287109375 pt tall, its
/// ascent 16.1865234375.
@Suite("Attributed strings and string drawing")
struct AttributedStringTests {
  private let helloWorld = NSAttributedString(string: "Hello world", attributes: [.font: body])

  /// The first run's resolved attributes for `attributes`.
  private func resolved(_ attributes: [NSAttributedString.Key: Any]) -> TextAttributes {
    TextStorage(
      NSAttributedString(string: "x", attributes: attributes), defaults: .attributedStringDefaults
    ).runs[0]
  }

  @Test("boundingRect with usesLineFragmentOrigin wraps at the width, from (0, 0)")
  func boundingRectWrapping() {
    let rect = helloWorld.boundingRect(
      with: CGSize(width: 50, height: 1000), options: .usesLineFragmentOrigin, context: nil)
    #expect(rect.origin == .zero)
    #expect(isClose(rect.width, 42.030614786931814))
    #expect(rect.height == 40.57421875)
  }

  @Test("boundingRect without usesLineFragmentOrigin is one line per paragraph from the baseline")
  func boundingRectSingleLine() {
    let rect = helloWorld.boundingRect(with: CGSize(width: 50, height: 10), context: nil)
    #expect(rect.minY == -16.1865234375)
    #expect(rect.minX == 0)
    #expect(isClose(rect.width, 84.92690077272727))
    #expect(rect.height == 20.287109375)
    let paragraphs = NSAttributedString(string: "Hello\nworld", attributes: [.font: body])
      .boundingRect(with: CGSize(width: 10, height: 10), context: nil)
    #expect(paragraphs.height == 40.57421875)
    #expect(isClose(paragraphs.width, 42.030614786931814))
  }

  @Test("the height is no limit without truncatesLastVisibleLine")
  func heightIgnored() {
    let rect = helloWorld.boundingRect(
      with: CGSize(width: 50, height: 10), options: .usesLineFragmentOrigin, context: nil)
    #expect(rect.height == 40.57421875)
    let unwrapped = helloWorld.boundingRect(
      with: CGSize(width: 50, height: 10), options: .truncatesLastVisibleLine, context: nil)
    #expect(isClose(unwrapped.width, 84.92690077272727))
  }

  @Test("a zero size means no limit")
  func zeroSize() {
    let rect = helloWorld.boundingRect(with: .zero, options: .usesLineFragmentOrigin, context: nil)
    #expect(isClose(rect.width, 84.92690077272727))
    #expect(rect.height == 20.287109375)
  }

  @Test("truncatesLastVisibleLine stops at the height and ends the last line with '…'")
  func truncatesLastVisibleLine() {
    let text = NSAttributedString(string: "Hello world again", attributes: [.font: body])
    let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .truncatesLastVisibleLine]
    let rect = text.boundingRect(
      with: CGSize(width: 60, height: 30), options: options, context: nil)
    // "Hello" 38.3857 + "…" 13.1673: the "…" is added whatever the line break mode.
    #expect(isClose(rect.width, 51.55299797443182))
    #expect(rect.height == 20.287109375)
    let layout = StringDrawing(text).layout(size: CGSize(width: 60, height: 30), options: options)
    #expect(layout.lineTexts == ["Hello…"])
    let tall = text.boundingRect(
      with: CGSize(width: 60, height: 70), options: options, context: nil)
    #expect(tall.height == 60.861328125)
  }

  @Test("usesFontLeading adds the font's leading, 0 for the system font")
  func fontLeading() {
    let rect = NSAttributedString(string: "Hello", attributes: [.font: body]).boundingRect(
      with: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    #expect(rect.height == 20.287109375)
  }

  @Test(
    "usesFontLeading adds the body style's leading to every line of boundingRect, not without it"
  )
  func textStyleLeading() {
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.preferredFont(forTextStyle: .body)
    ]
    let height = { (text: String, width: CGFloat, options: NSStringDrawingOptions) in
      text.boundingRect(
        with: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude), options: options,
        attributes: attributes, context: nil
      ).height
    }
    // Body at the large size is 17 pt: a line is 17 × 2444 / 2048 = 20.287109375 pt; the
    // style's line spacing is 22, so its leading is 22 − 20.287109375 = 1.712890625 and a line
    // with the leading is 22 pt. "Hello world" in 50 pt wraps to "Hello" / "world": two lines.
    let plain: NSStringDrawingOptions = .usesLineFragmentOrigin
    let leading: NSStringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
    #expect(height("Hello world", 320, plain) == 20.287109375)
    #expect(height("Hello world", 320, leading) == 22)
    #expect(height("Hello world", 50, plain) == 40.57421875)
    #expect(height("Hello world", 50, leading) == 44)
    #expect(
      NSString(string: "Hello world").boundingRect(
        with: CGSize(width: 50, height: 1000), options: leading, attributes: attributes,
        context: nil
      ).height == 44)
  }

  @Test("the drawing context reports the rectangle measured; the scale factor is 1")
  func drawingContext() {
    let context = NSStringDrawingContext()
    #expect(context.totalBounds == .zero)
    let rect = helloWorld.boundingRect(
      with: CGSize(width: 50, height: 1000), options: .usesLineFragmentOrigin, context: context)
    #expect(context.totalBounds == rect)
    #expect(context.actualScaleFactor == 1)
    let single = helloWorld.boundingRect(with: .zero, context: context)
    #expect(context.totalBounds == single)
    #expect(context.totalBounds.minY == -16.1865234375)
  }

  @Test("size() is the one-line-per-paragraph size")
  func size() {
    let size = helloWorld.size()
    #expect(isClose(size.width, 84.92690077272727))
    #expect(size.height == 20.287109375)
    #expect(NSAttributedString(string: "").size() == .zero)
  }

  @Test("NSString and String measure as an attributed string of the attributes")
  func stringMeasuring() {
    let attributes: [NSAttributedString.Key: Any] = [.font: body]
    let expected = helloWorld.size()
    #expect(NSString(string: "Hello world").size(withAttributes: attributes) == expected)
    #expect("Hello world".size(withAttributes: attributes) == expected)
    #expect("Hello world".dropLast(0).size(withAttributes: attributes) == expected)
    let options: NSStringDrawingOptions = .usesLineFragmentOrigin
    let bounds = CGSize(width: 50, height: 1000)
    let rect = helloWorld.boundingRect(with: bounds, options: options, context: nil)
    #expect(
      NSString(string: "Hello world").boundingRect(
        with: bounds, options: options, attributes: attributes, context: nil) == rect)
    #expect(
      "Hello world".boundingRect(
        with: bounds, options: options, attributes: attributes, context: nil)
        == rect)
  }

  @Test(
    "NSString lays out as an attributed string of its text, without making one (Foundation's leaks its runs)",
    arguments: [
      "", "Hello world", "one\ntwo\r\nthree\u{2028}four", "中文字符 e\u{301} \u{1F600}",
      "A long line that wraps and is then truncated at the height of the box it is drawn in",
    ])
  func stringLayout(text: String) {
    let style = NSMutableParagraphStyle()
    style.lineBreakMode = .byTruncatingMiddle
    style.alignment = .center
    let attributes: [NSAttributedString.Key: Any] = [
      .font: body, .kern: 1.5, .paragraphStyle: style, .baselineOffset: 2,
    ]
    let optionSets: [NSStringDrawingOptions] = [
      [], .usesLineFragmentOrigin, [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
      [.usesLineFragmentOrigin, .usesFontLeading],
    ]
    for attributes in [attributes, nil] {
      let attributed = StringDrawing(NSAttributedString(string: text, attributes: attributes))
      let plain = StringDrawing(text, attributes: attributes)
      for options in optionSets {
        let size = CGSize(width: 90, height: 45)
        let expected = attributed.layout(size: size, options: options)
        let layout = plain.layout(size: size, options: options)
        #expect(layout.lineTexts == expected.lineTexts)
        #expect(layout.usedSize == expected.usedSize)
        #expect(layout.lines.map(\.baseline) == expected.lines.map(\.baseline))
      }
    }
  }

  @Test("without a font, text is measured in the 12 pt system font")
  func defaultFont() {
    let size = "Hello".size(withAttributes: nil)
    #expect(isClose(size.width, 27.09577653409091))
    #expect(size.height == 14.3203125)
    #expect(NSAttributedString(string: "Hello").size() == size)
    #expect(resolved([:]).font == .systemFont(ofSize: 12))
    #expect(
      resolved([:]).foregroundColor.resolvedValue(with: UITraitCollection()) == Color(white: 0))
  }

  @Test("numbers are read from NSNumber, Int, Double, Float and CGFloat")
  func numericValues() {
    let values: [Any] = [NSNumber(value: 2.5), 2.5 as Double, Float(2.5), CGFloat(2.5)]
    for value in values {
      #expect(resolved([.kern: value]).kern == 2.5)
      #expect(resolved([.baselineOffset: value]).baselineOffset == 2.5)
    }
    #expect(resolved([.kern: 3]).kern == 3)
    #expect(
      isClose(
        measure("Hello", kern: 2),
        NSAttributedString(
          string: "Hello", attributes: [.font: body, .kern: NSNumber(value: 2)]
        ).size().width))
  }

  @Test("underline styles are read from NSUnderlineStyle, its raw Int or an NSNumber")
  func underlineValues() {
    #expect(resolved([.underlineStyle: NSUnderlineStyle.double]).underlineStyle == .double)
    #expect(resolved([.underlineStyle: 1]).underlineStyle == .single)
    #expect(resolved([.underlineStyle: NSNumber(value: 2)]).underlineStyle == .thick)
    let byWord = NSUnderlineStyle.single.union(.byWord).rawValue
    #expect(resolved([.strikethroughStyle: byWord]).strikethroughStyle == [.single, .byWord])
  }

  @Test("values of the wrong type, and numbers that are not finite, are ignored")
  func wrongTypes() {
    let attributes = resolved([
      .font: "Helvetica", .foregroundColor: Color(white: 1), .backgroundColor: 3,
      .kern: "2", .baselineOffset: Double.nan, .paragraphStyle: "centered",
      .underlineStyle: "single", .strikethroughStyle: "thick", .underlineColor: "red",
    ])
    #expect(attributes == .attributedStringDefaults)
    #expect(resolved([.kern: Double.infinity]).kern == 0)
  }

  @Test("an unpaired UTF-16 surrogate becomes U+FFFD, measured as an unknown scalar: 0.6 em")
  func unpairedSurrogate() {
    let string = NSString(characters: [0xD800, 0x41], length: 2) as String
    let text = NSAttributedString(string: string, attributes: [.font: body])
    let storage = TextStorage(text, defaults: .attributedStringDefaults)
    #expect(storage.glyphs.map(\.scalar) == ["\u{FFFD}", "A"])
    // U+FFFD 0.6 × 17 = 10.2 pt, then A 1904 units.
    #expect(isClose(text.size().width, 10.2 + 1904 * pointsPerUnitAt17))
  }

  @Test("an attribute range that splits a surrogate pair gives two U+FFFD")
  func splitSurrogatePair() {
    let text = NSMutableAttributedString(string: "😀", attributes: [.font: body])
    #expect(isClose(text.size().width, 20.91))
    text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
    let storage = TextStorage(text, defaults: .attributedStringDefaults)
    #expect(storage.glyphs.map(\.scalar) == ["\u{FFFD}", "\u{FFFD}"])
    #expect(isClose(text.size().width, 20.4))
  }

  @Test("attribute keys have UIKit's raw values")
  func keyRawValues() {
    let keys: [(NSAttributedString.Key, String)] = [
      (.font, "NSFont"), (.foregroundColor, "NSColor"), (.backgroundColor, "NSBackgroundColor"),
      (.kern, "NSKern"), (.paragraphStyle, "NSParagraphStyle"), (.underlineStyle, "NSUnderline"),
      (.underlineColor, "NSUnderlineColor"), (.strikethroughStyle, "NSStrikethrough"),
      (.strikethroughColor, "NSStrikethroughColor"), (.baselineOffset, "NSBaselineOffset"),
      (.link, "NSLink"), (.ligature, "NSLigature"), (.shadow, "NSShadow"),
    ]
    for (key, raw) in keys { #expect(key.rawValue == raw) }
  }

  @Test("styles, alignments, break modes, directions and options have UIKit's raw values")
  func enumRawValues() {
    let underline: [NSUnderlineStyle] = [
      .single, .thick, .double, .patternDot, .patternDash, .patternDashDot, .patternDashDotDot,
      .byWord,
    ]
    #expect(underline.map(\.rawValue) == [0x01, 0x02, 0x09, 0x100, 0x200, 0x300, 0x400, 0x8000])
    let alignments: [NSTextAlignment] = [.left, .center, .right, .justified, .natural]
    #expect(alignments.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(NSLineBreakMode.byWordWrapping.rawValue == 0)
    #expect(NSLineBreakMode.byCharWrapping.rawValue == 1)
    #expect(NSLineBreakMode.byClipping.rawValue == 2)
    #expect(NSLineBreakMode.byTruncatingHead.rawValue == 3)
    #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
    #expect(NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
    #expect(NSWritingDirection.natural.rawValue == -1)
    #expect(NSWritingDirection.rightToLeft.rawValue == 1)
    let options: [NSStringDrawingOptions] = [
      .usesLineFragmentOrigin, .usesFontLeading, .usesDeviceMetrics, .truncatesLastVisibleLine,
    ]
    #expect(options.map(\.rawValue) == [1, 2, 8, 32])
  }
}
