import Foundation
import Pinframe
import Testing

/// The runs of pixels of row `y` that satisfy `matches`, as half-open x ranges.
func spans(_ bitmap: Bitmap, row y: Int, where matches: (RGBA8) -> Bool) -> [Range<Int>] {
  var result: [Range<Int>] = []
  var start: Int?
  for x in 0...bitmap.width {
    let inside = x < bitmap.width && matches(bitmap[x, y])
    if inside, start == nil { start = x }
    if !inside, let open = start {
      result.append(open..<x)
      start = nil
    }
  }
  return result
}

/// The rows (top to bottom) in which column `x` satisfies `matches`, as half-open ranges.
func columnSpans(_ bitmap: Bitmap, column x: Int, where matches: (RGBA8) -> Bool)
  -> [Range<Int>]
{
  var result: [Range<Int>] = []
  var start: Int?
  for y in 0...bitmap.height {
    let inside = y < bitmap.height && matches(bitmap[x, y])
    if inside, start == nil { start = y }
    if !inside, let open = start {
      result.append(open..<y)
      start = nil
    }
  }
  return result
}

private let black = RGBA8(red: 0, green: 0, blue: 0)
private let white = RGBA8(red: 255, green: 255, blue: 255)

/// Draws `label` at its frame on a white 100 × 40 pt canvas at scale 1 (20 pt text unless the
/// label says otherwise), text as silhouettes, whose bars make the label's placement rules
/// exact pixel spans (the glyphs' pixels are checked by the text gallery's golden images).
@MainActor
private func render(_ label: UILabel, width: CGFloat = 100, height: CGFloat = 40) throws -> Bitmap {
  let canvas = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  canvas.backgroundColor = .white
  canvas.addSubview(label)
  return try canvas.renderImage(scale: 1, text: .silhouettes)
}

/// A 20 pt black label filling the 100 × 40 canvas.
@MainActor
private func label20(_ text: String) -> UILabel {
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
  label.text = text
  label.font = .systemFont(ofSize: 20)
  label.textColor = .black
  return label
}

// At 20 pt one line is 23.867 pt: rounded up, 24; centred in 40, its top is at 8. The
// baseline is 8 + the ascender 19.043 → 27 on the pixel grid; the x-height 10.527 → 11 and the
// cap height 14.092 → 14 rise from it, the descenders go 0.2 em = 4 below.

@MainActor
@Suite("UILabel drawing")
struct UILabelDrawingTests {
  @Test("a word of x-height letters is one bar from the baseline to the x-height")
  func xHeightBar() throws {
    let bitmap = try atScale(1) { try render(label20("ace")) }
    // "ace" is 32.161 pt wide: the bar covers x 0..<32 (the rounded corners aside).
    #expect(spans(bitmap, row: 21, where: { $0 == black }) == [0..<32])
    #expect(columnSpans(bitmap, column: 16, where: { $0 == black }) == [16..<27])
    #expect(columnSpans(bitmap, column: 40, where: { $0 != white }) == [])
  }

  @Test("capitals rise to the cap height and descenders go below the baseline")
  func capitalsAndDescenders() throws {
    let bitmap = try atScale(1) { try render(label20("Hap")) }
    let capital = columnSpans(bitmap, column: 5, where: { $0 == black })
    let a = columnSpans(bitmap, column: 18, where: { $0 == black })
    let p = columnSpans(bitmap, column: 30, where: { $0 == black })
    #expect(capital == [13..<27])
    #expect(a == [16..<27])
    #expect(p == [16..<31])
  }

  @Test("spaces separate words; punctuation is drawn as dots")
  func wordsAndDots() throws {
    let bitmap = try atScale(1) { try render(label20("a a.")) }
    // "a" 10.640, " " 5.307, "a" 10.640, "." 5.199: the dot is 0.12 em = 2.4 → 2 px square,
    // centred in its advance, on the baseline.
    #expect(spans(bitmap, row: 21, where: { $0 == black }) == [0..<11, 16..<27])
    #expect(spans(bitmap, row: 26, where: { $0 == black }) == [0..<11, 16..<27, 28..<30])
  }

  @Test("truncated text ends with the three dots of its ellipsis")
  func ellipsisDots() throws {
    let label = label20("aaaaaaaaaaaa")
    label.frame.size.width = 60
    let bitmap = try atScale(1) { try render(label) }
    // 60 pt hold "aaaa" (42.560) and "…" (15.491): its dots are centred at thirds of it.
    #expect(spans(bitmap, row: 26, where: { $0 == black }) == [0..<43, 44..<46, 49..<51, 54..<56])
  }

  @Test("alignment places the line in the bounds: right and centre")
  func alignment() throws {
    let right = label20("ace")
    right.textAlignment = .right
    let center = label20("ace")
    center.textAlignment = .center
    let (r, c) = try atScale(1) { (try render(right), try render(center)) }
    #expect(spans(r, row: 21, where: { $0 == black }) == [68..<100])
    #expect(spans(c, row: 21, where: { $0 == black }) == [34..<66])
  }

  @Test("natural alignment follows a right-to-left layout")
  func naturalRightToLeft() throws {
    let label = label20("ace")
    label.semanticContentAttribute = .forceRightToLeft
    let bitmap = try atScale(1) { try render(label) }
    #expect(spans(bitmap, row: 21, where: { $0 == black }) == [68..<100])
  }

  @Test("text is centred vertically in a taller label, block by block")
  func verticalCentring() throws {
    let label = label20("ace ace")
    label.numberOfLines = 0
    label.frame = CGRect(x: 0, y: 0, width: 40, height: 80)
    let bitmap = try atScale(1) { try render(label, width: 40, height: 80) }
    // Two lines, 47.734 → 48 tall, top at 16: baselines at 16 + 19.043 and + 23.867 more.
    #expect(columnSpans(bitmap, column: 16, where: { $0 == black }) == [24..<35, 48..<59])
  }

  @Test("text colours: textColor, disabled at half alpha, highlighted, shadows")
  func colours() throws {
    let red = label20("ace")
    red.textColor = .red
    let disabled = label20("ace")
    disabled.isEnabled = false
    let highlighted = label20("ace")
    highlighted.highlightedTextColor = .blue
    highlighted.isHighlighted = true
    let shadowed = label20("ace")
    shadowed.shadowColor = .blue
    shadowed.shadowOffset = CGSize(width: 2, height: 3)
    let bitmaps = try atScale(1) {
      try [red, disabled, highlighted, shadowed].map { try render($0) }
    }
    #expect(bitmaps[0][16, 20] == RGBA8(red: 255, green: 0, blue: 0))
    // Half alpha is 128 of 255: white × (255 − 128) / 255 = 127.
    #expect(bitmaps[1][16, 20] == RGBA8(red: 127, green: 127, blue: 127))
    #expect(bitmaps[2][16, 20] == RGBA8(red: 0, green: 0, blue: 255))
    let blue = RGBA8(red: 0, green: 0, blue: 255)
    #expect(bitmaps[3][16, 20] == black)
    #expect(bitmaps[3][33, 25] == blue)
    // The shadow's bar is the text's moved 3 down: rows 19..<30.
    #expect(bitmaps[3][16, 29] == blue)
    #expect(bitmaps[3][16, 30] == white)
  }

  @Test("the default colour is .label: black in light, white in dark")
  func labelColourFollowsTraits() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    label.text = "ace"
    label.font = .systemFont(ofSize: 20)
    let bitmaps = try atScale(1) { () throws -> [Bitmap] in
      let canvas = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      canvas.backgroundColor = .systemGray
      canvas.addSubview(label)
      let light = try canvas.renderImage(scale: 1, text: .silhouettes)
      canvas.overrideUserInterfaceStyle = .dark
      return [light, try canvas.renderImage(scale: 1, text: .silhouettes)]
    }
    #expect(bitmaps[0][16, 20] == black)
    #expect(bitmaps[1][16, 20] == white)
  }

  @Test("attributed runs: colours, a background over the line's height, an underline")
  func attributedRuns() throws {
    let text = NSMutableAttributedString(string: "ace ace")
    text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
    text.addAttribute(
      .backgroundColor, value: UIColor.green, range: NSRange(location: 4, length: 3))
    text.addAttribute(
      .underlineStyle, value: NSUnderlineStyle.single.rawValue,
      range: NSRange(location: 4, length: 3))
    let label = label20("")
    label.attributedText = text
    let bitmap = try atScale(1) { try render(label) }
    #expect(bitmap[16, 20] == RGBA8(red: 255, green: 0, blue: 0))
    let green = RGBA8(red: 0, green: 255, blue: 0)
    // The background spans the line, 8..<32 (23.867 rounded); the text is drawn over it.
    #expect(columnSpans(bitmap, column: 50, where: { $0 == green }) == [8..<16, 27..<29, 30..<32])
    // The underline: 0.06 em = 1.2 → 1 px thick, centred 0.1 em = 2 below the baseline: its
    // top 28.5 rounds to 29.
    #expect(columnSpans(bitmap, column: 50, where: { $0 == black }) == [16..<27, 29..<30])
  }

  @Test("a drawText(in:) override draws where it says: top-aligned text")
  func drawTextOverride() throws {
    final class TopLabel: UILabel {
      override func drawText(in rect: CGRect) {
        super.drawText(in: textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines))
      }
    }
    let label = TopLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    label.text = "ace"
    label.font = .systemFont(ofSize: 20)
    label.textColor = .black
    let bitmap = try atScale(1) { try render(label) }
    // Top at 0: the baseline at 19.043 → 19, the x-height bar from 8.
    #expect(columnSpans(bitmap, column: 16, where: { $0 == black }) == [8..<19])
  }

  @Test("shrinking to fit: one line scales the font by the width's ratio, not below the minimum")
  func adjustsFontSizeToFitWidth() throws {
    let label = label20("aaaaaaaaaaaaaaaaaa")
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    let bitmap = try atScale(1) { try render(label) }
    // 18 "a" at 20 pt are 191.52 pt: the font shrinks to 20 × 100 / 191.52 = 10.443 pt, and
    // the text fills the width without "…".
    #expect(spans(bitmap, row: 25, where: { $0 == black }) == [0..<100])
    label.minimumScaleFactor = 0.9
    let truncated = try atScale(1) { try render(label) }
    #expect(spans(truncated, row: 26, where: { $0 == black }).count == 4)
  }
}

@MainActor
@Suite("UILabel drawing of huge text")
struct UILabelHugeTextTests {
  /// A quadratic step would take hours at these lengths: the test guards linearity.
  @Test("one-line labels of 100,000 characters (a million at the tail) draw what shows")
  func hugeText() throws {
    for mode in NSLineBreakMode.allCases {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      label.text = String(repeating: "ab ", count: mode == .byTruncatingTail ? 350_000 : 35_000)
      label.lineBreakMode = mode
      let context = GraphicsContext(bounds: label.bounds, scale: 2)
      context.performAsCurrent { label.draw(label.bounds) }
      #expect(!context.steps.isEmpty, "\(mode)")
      #expect(context.steps.count < 200, "\(mode): \(context.steps.count) steps")
    }
  }
}
