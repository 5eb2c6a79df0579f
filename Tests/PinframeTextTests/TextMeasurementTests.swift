import Foundation
import PinframeGraphics
import Testing

@testable import PinframeText

/// Exact widths of strings, from the generated table.
///
/// Expected widths come from an independent model (a Python script) that reads the generated
/// table: `units × 0.943394 ÷ 2816 × size`, plus the kerning pairs between ASCII neighbours.
@Suite("Text measurement: widths from the generated table")
struct TextMeasurementTests {
  @Test("'Hello' at 17 pt is the sum of its table advances: 6740 units, 38.3857 pt")
  func hello() {
    // H 2084 + e 1640 + l 668 + l 668 + o 1680 = 6740 units (no kerning pair among them);
    // 6740 × 0.943394 ÷ 2816 × 17 = 38.385683423 pt (SF Pro measures 38.814).
    #expect(isClose(measure("Hello"), 6740 * pointsPerUnitAt17))
    #expect(isClose(measure("Hello"), 38.385683423295454))
  }

  @Test("widths scale linearly with the point size")
  func sizes() {
    #expect(isClose(measure("Hello", font: .systemFont(ofSize: 12)), 27.09577653409091))
    #expect(isClose(measure("Hello", font: .systemFont(ofSize: 34)), 76.77136684659091))
  }

  @Test("a sentence sums advances and kerning pairs: 143.6786 pt at 17 pt")
  func sentence() {
    // 143.770 pt unkerned; the pairs between its letters take 0.091 pt off.
    #expect(isClose(measure("This is a test string"), 143.6786381903409))
  }

  @Test("kerning pairs tighten neighbours: 'To' is T 1808 + o 1680 − 224 units")
  func kerningPairs() {
    // (1808 + 1680 − 224) × 0.943394 ÷ 2816 × 17 = 18.589149955 pt; unkerned 19.8649.
    #expect(isClose(measure("To"), 3264 * pointsPerUnitAt17))
    #expect(isClose(measure("To"), 18.589149954545455))
    // A + V − 192 units.
    #expect(isClose(measure("AV"), 20.593862204545452))
    // Digits kern too in the proportional font: 0 + 7 − 56 units.
    #expect(isClose(measure("07"), 18.86251980681818))
  }

  @Test("no kerning between neighbours of different runs")
  func kerningStopsAtRuns() {
    let text = NSMutableAttributedString(string: "To", attributes: [.font: body])
    text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 1))
    #expect(isClose(text.size().width, 19.86487593181818))
  }

  @Test("the kern attribute is added after every visible scalar, the last included")
  func kernAttribute() {
    #expect(isClose(measure("Hello", kern: 2), 48.385683423295454))
    // A combining mark is zero wide and gets no kern.
    #expect(isClose(measure("e\u{301}", kern: 2), 11.340136619318182))
    #expect(isClose(measure("Hello", kern: -1), 33.385683423295454))
  }

  @Test("bold measures with Inter Bold's advances: 7044 units for 'Hello'")
  func bold() throws {
    // H 2101 + e 1683 + l 766 + l 766 + o 1728 = 7044 units.
    #expect(isClose(measure("Hello", font: .boldSystemFont(ofSize: 17)), 7044 * pointsPerUnitAt17))
    #expect(isClose(measure("Hello", font: .boldSystemFont(ofSize: 17)), 40.11702582102273))
    let semiboldItalic = try UIFont.font(shorthand: "semibold italic 17").get()
    #expect(isClose(measure("Hello", font: semiboldItalic), 39.55889570596591))
  }

  @Test("monospaced: every visible scalar 0.6 em, no kerning")
  func monospaced() {
    let mono = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)
    #expect(isClose(measure("iW", font: mono), 20.4))
    #expect(isClose(measure("To", font: mono), 20.4))
    #expect(isClose(measure("\u{E01}", font: mono), 10.2))
    #expect(isClose(measure("a\tb", font: mono), 61.2))
    #expect(isClose(measure("中", font: mono), 17))
  }

  @Test("monospaced digits: every digit the tabular 1824 units, unkerned; letters as usual")
  func monospacedDigits() {
    let digits = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
    // 2 × 1824 × 0.943394 ÷ 2816 × 17 = 20.776108773 pt.
    #expect(isClose(measure("10", font: digits), 20.77610877272727))
    #expect(isClose(measure("07", font: digits), 20.77610877272727))
    #expect(measure("1111", font: digits) == measure("8888", font: digits))
    // '+2' kerns by −96 units in the proportional font, not next to a tabular digit.
    #expect(isClose(measure("+2", font: digits), 20.95835534090909))
    #expect(isClose(measure("To", font: digits), 18.589149954545455))
    let boldDigits = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .bold)
    #expect(isClose(measure("1", font: boldDigits), 1920 * pointsPerUnitAt17))
  }

  @Test("CJK ideographs, kana and full-width forms are one em")
  func wide() {
    #expect(measure("中文") == 34)
    #expect(measure("カナ") == 34)
    #expect(measure("Ａ") == 17)
    #expect(measure("한") == 17)
  }

  @Test("emoji are 1.23 em; a ZWJ sequence, a skin tone and a flag are one emoji each")
  func emoji() {
    #expect(isClose(measure("😀"), 20.91))
    #expect(isClose(measure("👩\u{200D}💻"), 20.91))
    #expect(isClose(measure("👩\u{200D}💻", kern: 1), 21.91))
    #expect(isClose(measure("👨\u{200D}👩\u{200D}👧\u{200D}👦"), 20.91))
    #expect(isClose(measure("👋\u{1F3FD}"), 20.91))
    #expect(isClose(measure("🇫🇷🇯🇵"), 41.82))
    #expect(isClose(measure("🇫🇷🇯"), 41.82))  // a lone indicator is a box of its own
    #expect(isClose(measure("😀\u{200D}"), 20.91))
  }

  @Test("an emoji sequence never breaks inside, and draws one box")
  func emojiSequenceOneGlyph() {
    let storage = TextStorage("👨\u{200D}👩\u{200D}👧 x", attributes: TextAttributes(font: body))
    let joined = storage.glyphs.map { $0.kind.contains(.joined) }
    #expect(joined == [false, false, true, false, true, false, false])
    #expect(storage.glyphs.filter { $0.kind.contains(.joined) }.allSatisfy { $0.advance == 0 })
  }

  @Test("scalars the table does not know are 0.6 em")
  func unknown() {
    #expect(isClose(measure("\u{E01}"), 10.2))
    #expect(isClose(measure("\u{5D0}"), 10.2))
  }

  @Test("combining marks, joiners and controls are zero wide")
  func zeroWidth() {
    #expect(isClose(measure("e\u{301}"), 9.340136619318182))
    #expect(isClose(measure("e\u{301}\u{302}\u{200D}\u{FE0F}"), 9.340136619318182))
    #expect(measure("\u{200B}\u{0007}") == 0)
  }

  @Test("a tab is four spaces: 4 × 792 units, unkerned")
  func tab() {
    // a 1588 + tab 4 × 792 + b 1748 = 6504 units = 37.041614983 pt.
    #expect(isClose(measure("a\tb"), 6504 * pointsPerUnitAt17))
    #expect(isClose(measure("a\tb"), 37.04161498295454))
  }

  @Test("scaling a storage's fonts measures it again at the new sizes, kern kept")
  func scalingFonts() {
    var attributes = TextAttributes(font: body)
    attributes.kern = 1
    var storage = TextStorage("Hello", attributes: attributes)
    storage.append("Hi", attributes: TextAttributes(font: .boldSystemFont(ofSize: 20)))
    let scaled = storage.scalingFonts(by: 0.5)
    #expect(scaled.runs.map(\.font) == [.systemFont(ofSize: 8.5), .boldSystemFont(ofSize: 10)])
    #expect(scaled.runs.map(\.kern) == [1, 0])
    let width = TextLayout(scaled, in: TextContainer()).usedSize.width
    // Half of "Hello" at 17 pt plus five kerns, and "Hi" in bold at 10 pt.
    #expect(isClose(width, 38.385683423295454 / 2 + 5 + 16.328153468039773 / 1.7))
  }

  @Test("a font of size 0, negative or NaN measures every string 0 wide and 0 tall")
  func degenerateSizes() {
    for size: CGFloat in [0, -5, .nan, -.infinity] {
      let layout = layOut("Hello 中 😀", font: .systemFont(ofSize: size), kern: 0)
      #expect(layout.usedSize == .zero)
      #expect(layout.lines.count == 1)
    }
  }
}
