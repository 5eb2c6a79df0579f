import Foundation
import Pinframe
import Testing

/// Runs `body` in a fresh runtime of display scale `scale`, where new views round to it.
@MainActor
func atScale<Result>(_ scale: CGFloat, _ body: () throws -> Result) rethrows -> Result {
  try ViewRuntime.isolated(ViewRuntime(scale: scale), body)
}

/// A label showing `text` (17 pt system font unless given).
@MainActor
func makeLabel(_ text: String?, lines: Int = 1, font: UIFont? = nil) -> UILabel {
  let label = UILabel()
  label.text = text
  label.numberOfLines = lines
  if let font { label.font = font }
  return label
}

// "Hello" at 17 pt: H 2084 + e 1640 + l 668 + l 668 + o 1680 = 6740 Inter units, no kerning
// between them; 6740 × 0.943394 / 2816 × 17 = 38.385683… pt. One line of 17 pt is
// 2444 / 2048 × 17 = 20.287109375 pt.
private let helloWidth = 38.385683423295454
private let lineHeight17 = 20.287109375

@MainActor
@Suite("UILabel sizing")
struct UILabelSizingTests {
  @Test("one line is its text's size rounded up to the pixels of scales 1, 2 and 3")
  func roundingAtScales() {
    let expected: [(CGFloat, CGSize)] = [
      (1, CGSize(width: 39, height: 21)),
      (2, CGSize(width: 38.5, height: 20.5)),
      (3, CGSize(width: 116.0 / 3, height: 61.0 / 3)),
    ]
    for (scale, size) in expected {
      atScale(scale) {
        let label = makeLabel("Hello")
        #expect(label.sizeThatFits(.zero) == size, "scale \(scale)")
        #expect(label.intrinsicContentSize == size, "scale \(scale)")
      }
    }
    #expect(((helloWidth * 3).rounded(.up)) == 116)
    #expect(((lineHeight17 * 3).rounded(.up)) == 61)
  }

  @Test("empty or missing text measures zero")
  func emptyText() {
    atScale(2) {
      #expect(makeLabel(nil).sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
      #expect(makeLabel("").sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
      #expect(makeLabel("").intrinsicContentSize == .zero)
      let label = makeLabel("", lines: 0)
      label.frame = CGRect(x: 5, y: 5, width: 80, height: 30)
      label.sizeToFit()
      #expect(label.frame == CGRect(x: 5, y: 5, width: 0, height: 0))
    }
  }

  @Test("one line keeps its full width whatever width is offered; the height is not a limit")
  func singleLineIgnoresTheOfferedSize() {
    atScale(1) {
      let label = makeLabel("Hello world, this is a long label that wraps")
      let full = label.sizeThatFits(.zero)
      #expect(label.sizeThatFits(CGSize(width: 50, height: 5)) == full)
      #expect(full.height == 21)
      #expect(full.width > 300)
    }
  }

  @Test("more lines wrap at the offered width: the widest line and every line's height")
  func multiLineWraps() {
    atScale(2) {
      // Lines at 100 pt: "Hello world, " | "this is a long " | "label that " | "wraps";
      // the widest, "this is a long", is 94.973 pt.
      let label = makeLabel("Hello world, this is a long label that wraps", lines: 0)
      #expect(label.sizeThatFits(CGSize(width: 100, height: 10)) == CGSize(width: 95, height: 81.5))
      // With two lines the second is the last shown and text is left over: it holds as much of
      // the rest as fits before "…": "this is a lon…", 98.368 pt.
      label.numberOfLines = 2
      #expect(label.sizeThatFits(CGSize(width: 100, height: 10)) == CGSize(width: 98.5, height: 41))
      label.numberOfLines = 3
      #expect(label.sizeThatFits(CGSize(width: 100, height: 10)).height == 61)
    }
  }

  @Test("a zero, negative or infinite width offered to a multi-line label means no wrapping")
  func unconstrainedWidths() {
    atScale(1) {
      let label = makeLabel("Hello world, this is a long label that wraps", lines: 0)
      let oneLine = label.sizeThatFits(CGSize(width: 0, height: 0))
      #expect(oneLine.height == 21)
      #expect(label.sizeThatFits(CGSize(width: -10, height: 0)) == oneLine)
      #expect(label.sizeThatFits(CGSize(width: CGFloat.infinity, height: 0)) == oneLine)
      #expect(label.sizeThatFits(CGSize(width: CGFloat.nan, height: 0)) == oneLine)
    }
  }

  @Test("explicit newlines make lines even on one-line widths; one line shows the first and …")
  func newlines() {
    atScale(1) {
      let label = makeLabel("Hello\nHello", lines: 0)
      #expect(label.sizeThatFits(.zero) == CGSize(width: 39, height: 41))
      label.numberOfLines = 1
      // "Hello" then "…" (U+2026, 1564 units: 13.167 pt) because text is left over.
      #expect(label.sizeThatFits(.zero) == CGSize(width: 52, height: 21))
    }
  }

  @Test("sizeToFit sets the bounds size and keeps the origin")
  func sizeToFit() {
    atScale(2) {
      let label = makeLabel("Hello")
      label.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
      label.sizeToFit()
      #expect(label.frame == CGRect(x: 10, y: 20, width: 38.5, height: 20.5))
    }
  }

  @Test("intrinsicContentSize wraps at preferredMaxLayoutWidth only with more than one line")
  func preferredMaxLayoutWidth() {
    atScale(2) {
      let label = makeLabel("Hello world, this is a long label that wraps")
      label.preferredMaxLayoutWidth = 100
      #expect(label.intrinsicContentSize.height == 20.5)
      label.numberOfLines = 0
      #expect(label.intrinsicContentSize == CGSize(width: 95, height: 81.5))
    }
  }

  @Test("a subclass's textRect(forBounds:limitedToNumberOfLines:) sizes the label")
  func textRectOverride() {
    final class InsetLabel: UILabel {
      override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int)
        -> CGRect
      {
        let inner = super.textRect(
          forBounds: bounds.insetBy(dx: 8, dy: 4), limitedToNumberOfLines: lines)
        return inner.insetBy(dx: -8, dy: -4)
      }
    }
    atScale(2) {
      let label = InsetLabel()
      label.text = "Hello"
      #expect(label.sizeThatFits(.zero) == CGSize(width: 54.5, height: 28.5))
    }
  }

  @Test("textRect is at the bounds' origin, limited to the lines asked for and to the bounds")
  func textRect() {
    atScale(1) {
      let label = makeLabel("Hello world, this is a long label that wraps", lines: 0)
      let bounds = CGRect(x: 3, y: 4, width: 100, height: 1000)
      #expect(
        label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
          == CGRect(x: 3, y: 4, width: 95, height: 82))
      // One line: "Hello world…" takes 98.094 of the 100 pt.
      #expect(
        label.textRect(forBounds: bounds, limitedToNumberOfLines: 1).size
          == CGSize(width: 99, height: 21))
      // 45 pt hold two lines; the second is truncated ("this is a lon…").
      let short = CGRect(x: 0, y: 0, width: 100, height: 45)
      #expect(
        label.textRect(forBounds: short, limitedToNumberOfLines: 0).size
          == CGSize(width: 99, height: 41))
    }
  }

  @Test("changing the font, the text or the lines measures again")
  func remeasures() {
    atScale(1) {
      let label = makeLabel("Hello")
      #expect(label.sizeThatFits(.zero) == CGSize(width: 39, height: 21))
      label.font = .systemFont(ofSize: 34)
      #expect(label.sizeThatFits(.zero) == CGSize(width: 77, height: 41))
      label.text = "Hello Hello"
      #expect(label.sizeThatFits(.zero).width == 163)
      label.font = nil
      #expect(label.font == .systemFont(ofSize: 17))
      #expect(label.sizeThatFits(.zero) == CGSize(width: 82, height: 21))
    }
  }

  @Test("negative numberOfLines means no limit")
  func negativeLines() {
    atScale(1) {
      let label = makeLabel("Hello world, this is a long label that wraps", lines: -3)
      #expect(label.sizeThatFits(CGSize(width: 100, height: 0)).height == 82)
    }
  }

  @Test("fonts of size 0 and NaN measure nothing; a 1 MB text measures on one line")
  func badInput() {
    atScale(1) {
      #expect(makeLabel("Hello", font: .systemFont(ofSize: 0)).sizeThatFits(.zero) == .zero)
      #expect(makeLabel("Hello", font: .systemFont(ofSize: .nan)).sizeThatFits(.zero) == .zero)
      #expect(makeLabel("Hello", font: .systemFont(ofSize: -4)).sizeThatFits(.zero) == .zero)
      let huge = makeLabel(String(repeating: "a", count: 1 << 20))
      // "a" is 1588 units: 1,048,576 × 1588 × 0.943394 / 2816 × 17 = 9,483,306.9 pt.
      #expect(huge.sizeThatFits(.zero) == CGSize(width: 9_483_307, height: 21))
    }
  }
}
