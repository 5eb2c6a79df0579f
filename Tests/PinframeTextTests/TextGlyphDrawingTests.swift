import Foundation
import PinframeGraphics
import Testing

@testable import PinframeText

/// The glyph runs a layout records (``TextRendering/glyphs``, the default).
///
/// At 17 pt a glyph is scaled 17/2816 pt per font unit vertically and, for a character of the
/// metrics table, 0.943394 × 17/2816 horizontally (Inter's advance brought to the calibrated
/// one); the baseline 16.1865 pt below the line's top snaps to 16 at scale 1.
@Suite("Text drawn from glyph outlines")
struct TextGlyphDrawingTests {
  private let regular = GlyphOutlineTable.outlines(of: FontFace(weightIndex: 3, isItalic: false))
  private let scaleY = 17.0 / 2816
  private let scaleX = 0.943394 / 2816 * 17

  /// The steps drawing `layout` records at `scale`.
  private func steps(
    _ layout: TextLayout, scale: CGFloat = 1, origin: CGPoint = .zero,
    visibleRange: ClosedRange<Double> = -Double.infinity...Double.infinity
  ) -> [GraphicsContext.Step] {
    let context = GraphicsContext(bounds: CGRect(x: 0, y: 0, width: 400, height: 200), scale: scale)
    layout.draw(
      in: context, at: origin, traits: UITraitCollection(), visibleRange: visibleRange)
    return context.steps
  }

  /// The glyph runs among `steps`.
  private func runs(_ steps: [GraphicsContext.Step]) -> [GlyphRun] {
    steps.compactMap { step in
      guard case .glyphs(let run) = step else { return nil }
      return run
    }
  }

  private func attributed(_ text: String, _ attributes: [NSAttributedString.Key: Any] = [:])
    -> NSAttributedString
  {
    NSAttributedString(string: text, attributes: [.font: body].merging(attributes) { $1 })
  }

  @Test("a word is one run: each glyph at its pen position on the snapped baseline")
  func hello() throws {
    let drawn = runs(steps(layOut("Hello")))
    try #require(drawn.count == 1)
    let glyphs = drawn[0].glyphs
    #expect(glyphs.map(\.outline) == "Hello".unicodeScalars.map { regular.outline(of: $0) })
    // H 2084, e 1640, l 668, l 668 units before each pen position (no kerning pairs).
    let pens = [0, 2084, 3724, 4392, 5060].map { Double($0) * GlyphAdvance.emPerUnit * 17 }
    for (glyph, pen) in zip(glyphs, pens) {
      #expect(isClose(glyph.origin.x, pen))
      #expect(glyph.origin.y == 16)
      #expect(isClose(glyph.scaleX, scaleX))
      #expect(glyph.scaleY == scaleY)
    }
    #expect(drawn[0].color == Color(white: 0))
    #expect(drawn[0].transform == .identity)
  }

  @Test("the baseline snaps to the device grid: 16.1865 pt is 48.56 px at scale 3, 49 px")
  func baselineAtScale3() throws {
    let glyphs = try #require(runs(steps(layOut("H"), scale: 3)).first).glyphs
    #expect(glyphs[0].origin.y == 49.0 / 3)
  }

  @Test("runs of different colours are separate glyph runs, in order")
  func colouredRuns() {
    let text = NSMutableAttributedString(attributedString: attributed("abc"))
    text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 1))
    let drawn = runs(steps(layOut(text)))
    #expect(drawn.map(\.color) == [Color(white: 0), .red, Color(white: 0)])
    #expect(drawn.map(\.glyphs.count) == [1, 1, 1])
  }

  @Test("spaces draw nothing; the kern is space between glyphs, not glyph width")
  func spacesAndKern() throws {
    let glyphs = try #require(runs(steps(layOut("a b", kern: 2))).first).glyphs
    #expect(glyphs.count == 2)
    #expect(isClose(glyphs[0].scaleX, scaleX))
    // a (1588 units) + 2, space (792 units) + 2.
    #expect(isClose(glyphs[1].origin.x, (1588 + 792) * scaleX + 4))
  }

  @Test("a character without an outline draws the missing-glyph box, fitted to 0.6 em")
  func missingGlyph() throws {
    let glyphs = try #require(runs(steps(layOut("\u{5D0}"))).first).glyphs
    #expect(glyphs[0].outline === regular.notdef)
    #expect(isClose(glyphs[0].scaleX, 0.6 * 17 / 1690))
  }

  @Test("emoji and East Asian characters keep their silhouette boxes")
  func emojiAndWide() {
    let drawn = steps(layOut("中😀"))
    #expect(runs(drawn).isEmpty)
    #expect(drawn.count == 2)
    guard case .fill(let box, _) = drawn[1] else {
      Issue.record("expected the emoji's box")
      return
    }
    #expect(box.cornerRadii == CornerRadii(0.25 * 17))
  }

  @Test("a combining mark is centred over its base, raised over a capital")
  func combiningMarks() throws {
    for (base, raise) in [("e", 0.0), ("E", (2048 - 1556) * scaleY)] {
      let glyphs = try #require(runs(steps(layOut(base + "\u{301}"))).first).glyphs
      try #require(glyphs.count == 2)
      let (letter, mark) = (glyphs[0], glyphs[1])
      #expect(mark.outline === regular.outline(of: "\u{301}"))
      let letterCentre = letter.origin.x + letter.outline.bounds.midX * letter.scaleX
      let markCentre = mark.origin.x + mark.outline.bounds.midX * mark.scaleX
      #expect(isClose(markCentre, letterCentre))
      #expect(isClose(mark.origin.y, 16 - raise))
    }
  }

  @Test("at most 16 combining marks are drawn on one character")
  func markLimit() throws {
    let text = "e" + String(repeating: "\u{301}", count: 100_000)
    let glyphs = try #require(runs(steps(layOut(text))).first).glyphs
    #expect(glyphs.count == 1 + 16)
  }

  @Test("italic runs draw Inter Italic's slanted outlines")
  func italic() throws {
    let italic = GlyphOutlineTable.outlines(of: FontFace(weightIndex: 3, isItalic: true))
    let glyphs = try #require(
      runs(steps(layOut("l", font: .italicSystemFont(ofSize: 17)))).first
    ).glyphs
    #expect(glyphs[0].outline === italic.outline(of: "l"))
  }

  @Test("monospaced glyphs narrower than the cell keep their width, centred; wider ones shrink")
  func monospaced() throws {
    let font = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)
    let glyphs = try #require(runs(steps(layOut("iW", font: font))).first).glyphs
    let cell = 0.6 * 17
    // i: 668 units at the calibrated scale, 3.81 pt, centred in the 10.2 pt cell.
    #expect(isClose(glyphs[0].scaleX, scaleX))
    #expect(isClose(glyphs[0].origin.x, (cell - 668 * scaleX) / 2))
    // W: 2672 units would be 15.2 pt, squeezed into the cell.
    #expect(isClose(glyphs[1].scaleX, cell / 2672))
    #expect(isClose(glyphs[1].origin.x, cell))
  }

  @Test("a baseline offset raises the glyphs")
  func baselineOffset() throws {
    let glyphs = try #require(
      runs(steps(layOut(attributed("H", [.baselineOffset: 3])))).first
    ).glyphs
    // The line grows by the offset above, so its baseline is 19.1865 → 19, and the glyph 3 above.
    #expect(glyphs[0].origin.y == 16, "\(glyphs[0].origin.y)")
  }

  @Test("glyphs more than an em outside the visible range are not recorded")
  func visibleRange() throws {
    let glyphs = try #require(
      runs(steps(layOut("Hello world"), visibleRange: 0...20)).first
    ).glyphs
    // H e l l o fit within 20 + 17 pt; "world" starts past 37.
    #expect(glyphs.count == 5)
  }

  @Test("a font of size 0 records nothing")
  func sizeZero() {
    #expect(steps(layOut("Hello", font: .systemFont(ofSize: 0))).isEmpty)
  }

  @Test("struck-through glyphs keep their colour; the line is drawn over them")
  func strikethrough() throws {
    let drawn = steps(layOut(attributed("ab", [.strikethroughStyle: 1])))
    #expect(runs(drawn).first?.color == Color(white: 0))
    guard case .fill = try #require(drawn.last) else {
      Issue.record("expected the strikethrough last")
      return
    }
  }
}
