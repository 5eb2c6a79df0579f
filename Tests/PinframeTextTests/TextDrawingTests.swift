import Foundation
import PinframeGraphics
import Testing

@testable import PinframeText

/// The rectangles a layout draws as silhouettes (``TextRendering/silhouettes``), in device
/// pixels.
///
/// At 17 pt the baseline is 16.1865 pt below the line's top, the cap height 11.978 pt, the
/// x-height 8.948 pt and a descender 0.2 em = 3.4 pt; snapped at scale 1 they are 16, 12, 9 and
/// 3. Glyph edges are running widths from an independent model of the generated table: "Hello"
/// has H 0…11.8688, e …21.2089, ll …28.8177, o …38.3857.
@Suite("Text drawing")
struct TextDrawingTests {
  /// One filled shape: its edges in device pixels (left, top, right, bottom), corner radii and
  /// colour.
  struct Fill: Equatable, CustomStringConvertible {
    let pixels: [Double]
    let radii: CornerRadii
    let color: Color

    var description: String { "\(pixels) \(color)" }
  }

  private let radius = 0.08 * 17.0
  private let ink = Color(white: 0)

  /// The fills drawing `layout` records at `scale`.
  private func fills(
    _ layout: TextLayout, scale: CGFloat = 1, origin: CGPoint = .zero, color: Color? = nil,
    alpha: Double = 1, backgrounds: Bool = true
  ) -> [Fill] {
    let context = GraphicsContext(bounds: CGRect(x: 0, y: 0, width: 400, height: 200), scale: scale)
    context.textRendering = .silhouettes
    layout.draw(
      in: context, at: origin, traits: UITraitCollection(), color: color, alpha: alpha,
      backgrounds: backgrounds)
    return context.steps.compactMap { step in
      guard case .fill(let subpath, let color) = step else { return nil }
      let rect = subpath.rect
      let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { Double($0 * scale) }
      return Fill(pixels: edges, radii: subpath.cornerRadii, color: color)
    }
  }

  /// The pixel edges of each fill, rounded after checking they are on the grid.
  private func pixels(_ fills: [Fill], sourceLocation: SourceLocation = #_sourceLocation)
    -> [[Int]]
  {
    fills.map { fill in
      fill.pixels.map { edge in
        #expect(abs(edge - edge.rounded()) < 1e-9, sourceLocation: sourceLocation)
        return Int(edge.rounded())
      }
    }
  }

  private func attributed(_ text: String, _ attributes: [NSAttributedString.Key: Any] = [:])
    -> NSAttributedString
  {
    NSAttributedString(string: text, attributes: [.font: body].merging(attributes) { $1 })
  }

  @Test("silhouettes: x-height, cap height and descender bars, dots, dashes and marks")
  func silhouettes() {
    func shape(_ scalar: Unicode.Scalar) -> GlyphSilhouette {
      GlyphSilhouette.of(scalar, xHeight: 0.5, capHeight: 0.7)
    }
    let plain = { (bottom: Double, top: Double) in
      GlyphSilhouette.bar(bottom: bottom, top: top, inset: 0, rounded: false)
    }
    #expect(shape("x") == plain(0, 0.5))
    #expect(shape("\u{E9}") == plain(0, 0.5))
    #expect(shape("H") == plain(0, 0.7))
    #expect(shape("l") == plain(0, 0.7))
    #expect(shape("7") == plain(0, 0.7))
    #expect(shape("\u{C9}") == plain(0, 0.7))
    #expect(shape("y") == plain(-0.2, 0.5))
    #expect(shape(".") == .dots(count: 1, size: 0.12, bottom: 0))
    #expect(shape(",") == .dots(count: 1, size: 0.12, bottom: -0.1))
    #expect(shape("\u{2026}") == .dots(count: 3, size: 0.12, bottom: 0))
    #expect(shape("-") == plain(0.26, 0.34))
    #expect(shape("\u{2014}") == plain(0.26, 0.34))
    #expect(shape("_") == plain(-0.12, -0.05))
    #expect(shape("'") == plain(0.7 - 0.25, 0.7))
    #expect(shape("中") == .bar(bottom: -0.07, top: 0.8, inset: 0.06, rounded: false))
    #expect(shape("😀") == .bar(bottom: -0.1, top: 0.9, inset: 0.06, rounded: true))
    #expect(shape(" ") == GlyphSilhouette.none)
    #expect(shape("\u{301}") == GlyphSilhouette.none)
    #expect(shape("\n") == GlyphSilhouette.none)
  }

  @Test("a word is drawn as bars: neighbours of one height merge, top corners rounded")
  func helloAtScale1() {
    let drawn = fills(layOut("Hello"))
    #expect(
      pixels(drawn) == [[0, 4, 12, 16], [12, 7, 21, 16], [21, 4, 29, 16], [29, 7, 38, 16]])
    #expect(
      drawn.map(\.radii) == [
        CornerRadii(radius, at: [.topLeft, .topRight, .bottomLeft]),
        CornerRadii(radius, at: [.topLeft, .topRight]),
        CornerRadii(radius, at: [.topLeft, .topRight]),
        CornerRadii(radius, at: [.topLeft, .topRight, .bottomRight]),
      ])
    #expect(drawn.allSatisfy { $0.color == ink })
  }

  @Test("bar edges snap to the device grid at scale 2")
  func helloAtScale2() {
    #expect(
      pixels(fills(layOut("Hello"), scale: 2))
        == [[0, 8, 24, 32], [24, 14, 42, 32], [42, 8, 58, 32], [58, 14, 77, 32]])
  }

  @Test("bar edges snap to the device grid at scale 3")
  func helloAtScale3() {
    // The baseline 16.1865 snaps to 49 px; the cap height 35.93 px to 36.
    #expect(
      pixels(fills(layOut("Hello"), scale: 3))
        == [[0, 13, 36, 49], [36, 22, 64, 49], [64, 13, 86, 49], [86, 22, 115, 49]])
  }

  @Test("descenders reach 0.2 em below the baseline")
  func descender() {
    #expect(pixels(fills(layOut("Hxy"))) == [[0, 4, 12, 16], [12, 7, 21, 16], [21, 7, 29, 19]])
  }

  @Test("each word's bars have rounded bottom corners at its ends")
  func words() {
    let drawn = fills(layOut("ac ac"))
    #expect(pixels(drawn) == [[0, 7, 18, 16], [23, 7, 41, 16]])
    #expect(drawn.map(\.radii) == [CornerRadii(radius), CornerRadii(radius)])
  }

  @Test("runs of different colours are not merged")
  func colouredRuns() {
    let text = NSMutableAttributedString(attributedString: attributed("ac"))
    text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
    let drawn = fills(layOut(text))
    #expect(pixels(drawn) == [[0, 7, 9, 16], [9, 7, 18, 16]])
    #expect(drawn.map(\.color) == [.red, ink])
  }

  @Test("the second line's baseline is snapped from its own top")
  func secondLine() {
    // 20.2871 + 16.1865 = 36.4736 snaps to 36.
    #expect(pixels(fills(layOut("H\nH"))) == [[0, 4, 12, 16], [0, 24, 12, 36]])
  }

  @Test("the origin offsets everything before snapping")
  func origin() {
    let drawn = fills(layOut("H"), origin: CGPoint(x: 10.4, y: 5.2))
    // Baseline 5.2 + 16.1865 = 21.39 → 21; right 10.4 + 11.87 = 22.27 → 22.
    #expect(pixels(drawn) == [[10, 9, 22, 21]])
  }

  @Test("'…' is three square dots on the baseline, spread over its advance")
  func ellipsisDots() {
    // Centres at 1/6, 3/6, 5/6 of 13.1673: 2.19, 6.58, 10.97, each dot 2.04 → 2 px wide.
    let drawn = fills(layOut("\u{2026}"))
    #expect(pixels(drawn) == [[1, 14, 3, 16], [6, 14, 8, 16], [10, 14, 12, 16]])
    #expect(drawn.allSatisfy { $0.radii == .zero })
  }

  @Test("wide characters are inset square bars; emoji rounded boxes")
  func wideAndEmoji() {
    // 中: inset 1.02 → 1 … 16, from 0.8 em (13.6 → 14) above to 0.07 em (1.19 → 1) below.
    let cjk = fills(layOut("中"))
    #expect(pixels(cjk) == [[1, 2, 16, 17]])
    #expect(cjk[0].radii == .zero)
    // 😀: 20.91 wide, inset 1.02; 0.9 em (15.3 → 15) up, 0.1 em (1.7 → 2) down.
    let emoji = fills(layOut("😀"))
    #expect(pixels(emoji) == [[1, 1, 20, 18]])
    #expect(emoji[0].radii == CornerRadii(0.25 * 17))
  }

  @Test("justified lines draw their spaces widened")
  func justified() {
    let style = paragraphStyle { $0.alignment = .justified }
    let layout = layOut("one two three", width: 100, style: style)
    // "one" 0 … 28.29; "two" after the widened space: t from 72, "wo" up to 100.
    let firstLine = pixels(fills(layout)).filter { $0[3] == 16 }
    #expect(firstLine == [[0, 7, 28, 16], [72, 4, 78, 16], [78, 7, 100, 16]])
  }

  @Test("an underline runs 0.1 em below the baseline, 0.06 em thick, trailing spaces left out")
  func underline() {
    let layout = layOut(attributed("Hello world ", [.underlineStyle: NSUnderlineStyle.single]))
    // Centre 16.1865 + 1.7 = 17.89; thickness 1.02 → 1 px; top 17.39 → 17. Right 84.93 → 85.
    let drawn = fills(layout)
    #expect(pixels(drawn).last == [0, 17, 85, 18])
    #expect(drawn.last?.color == ink)
  }

  @Test("underlines snap at scales 2 and 3")
  func underlineScales() {
    let layout = layOut(attributed("Hello world", [.underlineStyle: 1]))
    #expect(pixels(fills(layout, scale: 2)).last == [0, 35, 170, 37])
    #expect(pixels(fills(layout, scale: 3)).last == [0, 52, 255, 55])
  }

  @Test("a truncated line is underlined across its spaces, up to the '…'")
  func underlineTruncated() {
    let tail = NSMutableAttributedString(
      attributedString: attributed("Hello world again", [.underlineStyle: 1]))
    let style = paragraphStyle { $0.lineBreakMode = .byTruncatingTail }
    tail.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 17))
    // "Hello wo…" is 78.37 pt.
    #expect(pixels(fills(layOut(tail, width: 80, lines: 1))).last == [0, 17, 78, 18])
    let clip = NSMutableAttributedString(attributedString: tail)
    let clipping = paragraphStyle { $0.lineBreakMode = .byClipping }
    clip.addAttribute(.paragraphStyle, value: clipping, range: NSRange(location: 0, length: 17))
    // The whole paragraph, 130.49 pt.
    #expect(pixels(fills(layOut(clip, width: 80, lines: 1))).last == [0, 17, 130, 18])
  }

  @Test("byWord leaves the spaces between words out")
  func underlineByWord() {
    let style = NSUnderlineStyle.single.union(.byWord)
    let drawn = pixels(fills(layOut(attributed("Hello world", [.underlineStyle: style]))))
    #expect(drawn.suffix(2) == [[0, 17, 38, 18], [43, 17, 85, 18]])
  }

  @Test("thick underlines are twice as thick; double underlines two lines")
  func thickAndDouble() {
    let thick = pixels(
      fills(layOut(attributed("Hello", [.underlineStyle: NSUnderlineStyle.thick]))))
    #expect(thick.last == [0, 17, 38, 19])
    let double = pixels(
      fills(layOut(attributed("Hello", [.underlineStyle: NSUnderlineStyle.double]))))
    #expect(double.suffix(2) == [[0, 17, 38, 18], [0, 19, 38, 20]])
  }

  @Test("underline colour comes from underlineColor when set")
  func underlineColor() {
    let text = attributed("Hello", [.underlineStyle: 1, .underlineColor: UIColor.blue])
    #expect(fills(layOut(text)).last?.color == .blue)
  }

  @Test("a strikethrough crosses at half the x-height; struck text is drawn at 40 % alpha")
  func strikethrough() {
    let drawn = fills(layOut(attributed("Hello", [.strikethroughStyle: 1])))
    // Centre 16.1865 − 4.4741 = 11.71; top 11.21 → 11.
    #expect(pixels(drawn).last == [0, 11, 38, 12])
    #expect(drawn.last?.color == ink)
    #expect(drawn.dropLast().allSatisfy { $0.color == Color(white: 0, alpha: 0.4) })
  }

  @Test("backgrounds fill each glyph's advance from the line's top to its bottom, first")
  func backgrounds() {
    let drawn = fills(layOut(attributed("Hi", [.backgroundColor: UIColor.yellow])))
    #expect(pixels(drawn).prefix(2) == [[0, 0, 12, 20], [12, 0, 16, 20]])
    #expect(drawn.prefix(2).allSatisfy { $0.color == Color.yellow })
    #expect(drawn.count == 4)
  }

  @Test("zero-width characters add no background or line slivers")
  func zeroWidthCharacters() {
    let text = attributed(
      "e\u{301}", [.backgroundColor: UIColor.yellow, .underlineStyle: 1, .strikethroughStyle: 1])
    let drawn = fills(layOut(text))
    // e is 9.34 pt: one background, one bar, one underline, one strikethrough.
    #expect(pixels(drawn) == [[0, 0, 9, 20], [0, 7, 9, 16], [0, 17, 9, 18], [0, 11, 9, 12]])
  }

  @Test("a colour override draws glyphs and lines in it; backgrounds can be left out")
  func colorOverride() {
    let text = attributed(
      "Hi", [.backgroundColor: UIColor.yellow, .underlineStyle: 1, .foregroundColor: UIColor.blue])
    let drawn = fills(layOut(text), color: .red, backgrounds: false)
    #expect(drawn.count == 3)
    #expect(drawn.allSatisfy { $0.color == .red })
  }

  @Test("the alpha factor dims glyphs, lines and backgrounds")
  func alphaFactor() {
    let text = attributed("Hi", [.backgroundColor: UIColor.yellow, .underlineStyle: 1])
    let drawn = fills(layOut(text), alpha: 0.5)
    #expect(drawn.map(\.color.alpha) == [0.5, 0.5, 0.5, 0.5, 0.5])
    #expect(drawn.prefix(2).allSatisfy { $0.color == Color.yellow.withAlphaComponent(0.5) })
    let struck = fills(layOut(attributed("H", [.strikethroughStyle: 1])), color: .red, alpha: 0.5)
    #expect(
      struck.map(\.color) == [Color.red.withAlphaComponent(0.2), .red.withAlphaComponent(0.5)])
  }
}
