import Testing

@testable import PinframeText

@Suite("Width calibration and fallback advances")
struct CalibrationTests {
  private let regular = FontFace(weightIndex: 3, isItalic: false)

  /// Points at 17 pt for a scalar of Inter Regular.
  private func points(_ scalar: Unicode.Scalar, design: FontDesign = .proportional) -> Double {
    GlyphAdvance.ems(of: scalar, in: regular, design: design) * 17
  }

  @Test("table advances are Inter's units × the fitted factor ÷ 2816")
  func tableAdvances() {
    // H: 2084 units × 0.943394 / 2816 × 17 = 11.8688 (SF: 12.186).
    #expect(points("H") == 2084 * (0.943394 / 2816) * 17)
    #expect(FontMetricsTable.widthFactor == 0.943394)
    #expect(FontMetricsTable.interRegular.advance(of: 0x48) == 2084)
    #expect(FontMetricsTable.interRegular.advance(of: 0x2026) == 2312)
    #expect(FontMetricsTable.interBold.advance(of: 0x48)! > 2084)
  }

  @Test("every SF sample character is within 5.1 % of SF Pro at 17 pt")
  func samplesWithinTolerance() {
    let samples: [(Unicode.Scalar, Double)] = [
      (" ", 4.350), (".", 4.615), ("0", 10.276), ("1", 7.454), ("A", 11.023), ("H", 12.186),
      ("M", 14.427), ("W", 16.021), ("a", 8.948), ("e", 9.280), ("i", 3.769), ("n", 9.488),
      ("o", 9.612), ("s", 8.467), ("t", 5.744),
    ]
    for (scalar, sf) in samples {
      #expect(abs(points(scalar) - sf) / sf < 0.051, "\(scalar)")
    }
  }

  @Test("code points outside the table get the documented widths")
  func fallbacks() {
    #expect(points("中") == 17)
    #expect(points("ア") == 17)
    #expect(points("Ａ") == 17)
    #expect(points("😀") == 1.23 * 17)
    #expect(points("\u{0301}") == 0)
    #expect(points("\u{200B}") == 0)
    #expect(points("\u{0007}") == 0)
    #expect(points("\u{0E01}") == 0.6 * 17)
    #expect(points("\t") == 4 * points(" "))
  }

  @Test("monospaced fonts: 0.6 em; monospaced digits: the tabular advance")
  func monospacedDesigns() {
    #expect(points("i", design: .monospaced) == 0.6 * 17)
    #expect(points("W", design: .monospaced) == 0.6 * 17)
    #expect(points("1", design: .monospacedDigits) == points("0", design: .monospacedDigits))
    #expect(points("1", design: .monospacedDigits) == 1824 * (0.943394 / 2816) * 17)
    #expect(points("i", design: .monospacedDigits) == points("i"))
  }

  @Test("kerning pairs come from Inter's GPOS table")
  func kerning() {
    let table = FontMetricsTable.interRegular
    #expect(table.kerning(0x54, 0x6F) < 0)  // "To"
    #expect(table.kerning(0x48, 0x48) == 0)  // "HH"
    #expect(table.kerning(0x4E2D, 0x41) == 0)
    #expect(GlyphAdvance.kerningEms("T", "o", in: regular, design: .monospaced) == 0)
  }
}
