import Foundation
import PinframeGraphics
import Testing

@testable import PinframeText

/// The committed outlines decode to Inter's contours.
@Suite("Glyph outline table")
struct GlyphOutlineTableTests {
  private let regular = FontFace(weightIndex: 3, isItalic: false)
  private let bold = FontFace(weightIndex: 6, isItalic: false)
  private let italic = FontFace(weightIndex: 3, isItalic: true)

  private func outline(_ scalar: Unicode.Scalar, _ face: FontFace) -> GlyphOutline {
    GlyphOutlineTable.outlines(of: face).outline(of: scalar)
  }

  private func points(_ outline: GlyphOutline) -> [[Float]] {
    outline.points.map { [$0.x, $0.y] }
  }

  @Test("every face's blob decodes whole: the box and 1,171 outlines")
  func everyFaceDecodes() throws {
    #expect(GlyphOutlineTable.scalars.count == 1171)
    for face in FontFace.all {
      let glyphs = try OutlineDecoder.decode(base64: GlyphOutlineTable.blob(of: face))
      #expect(glyphs.count == 1172)
      #expect(GlyphOutlineTable.outlines(of: face).glyphs.count == 1172)
    }
  }

  @Test("H of Inter Regular: one contour of 12 lines, Inter's advance and box")
  func regularH() {
    let h = outline("H", regular)
    #expect(h.verbs == [.move] + Array(repeating: .line, count: 11))
    #expect(
      points(h) == [
        [248, 0], [496, 0], [496, 916], [1588, 916], [1588, 0], [1836, 0], [1836, 2048],
        [1588, 2048], [1588, 1136], [496, 1136], [496, 2048], [248, 2048],
      ])
    #expect(h.advance == 2084)
    #expect(h.unitsPerEm == 2816)
    #expect(h.bounds == CGRect(x: 248, y: 0, width: 1588, height: 2048))
    #expect(h.description == "GlyphOutline(1 contours, 12 points, advance 2084)")
  }

  @Test("o is two contours of four cubic curves each")
  func regularO() {
    let o = outline("o", regular)
    let cubics = Array(repeating: GlyphOutline.Verb.cubic, count: 4)
    #expect(o.verbs == [.move] + cubics + [.move] + cubics)
    #expect(Array(points(o).prefix(4)) == [[840, -32], [1256, -32], [1536, 284], [1536, 760]])
    #expect(o.bounds == CGRect(x: 144, y: -32, width: 1392, height: 1588))
  }

  @Test("an accented letter is its base's contours and the accent's, shared with the accent")
  func accentedLetterSharesContours() {
    let e = outline("e", bold)
    let eAcute = outline("\u{E9}", bold)
    #expect(Array(points(eAcute).prefix(e.points.count)) == points(e))
    #expect(eAcute.bounds.maxY == 2189)
    #expect(eAcute.advance == e.advance)
  }

  @Test("italic outlines are slanted: l of Inter Italic is a parallelogram")
  func italicIsSlanted() {
    #expect(points(outline("l", italic)) == [[664, 2048], [428, 2048], [88, 0], [324, 0]])
  }

  @Test("UI symbols have outlines: ✓ → • › × … – — ‘ ’ “ ” € ⌘ ●")
  func symbolsHaveOutlines() {
    let symbols = "✓→•›×…–—‘’“”€⌘●−≤"
    for scalar in symbols.unicodeScalars {
      #expect(GlyphOutlineTable.glyphIndex(of: scalar) > 0, "\(scalar)")
      #expect(!outline(scalar, regular).isEmpty, "\(scalar)")
    }
    #expect(points(outline("✓", regular)).first == [304, 924])
    #expect(outline("✓", regular).advance == 2480)
  }

  @Test("ASCII glyphs follow the scalars' order: glyph 1 is the space, which has no contour")
  func asciiIndices() {
    #expect(GlyphOutlineTable.glyphIndex(of: " ") == 1)
    #expect(GlyphOutlineTable.glyphIndex(of: "A") == 0x41 - 0x20 + 1)
    #expect(outline(" ", regular).isEmpty)
    #expect(outline(" ", regular).advance == 792)
  }

  @Test("characters without an outline get the missing-glyph box: 0.6 em, an l stem thick")
  func missingGlyphBox() {
    let box = GlyphOutlineTable.outlines(of: regular).notdef
    for scalar: Unicode.Scalar in ["\u{5D0}", "\u{E01}", "\u{1F600}", "\u{4E00}", "\u{10FFFF}"] {
      #expect(GlyphOutlineTable.glyphIndex(of: scalar) == 0)
      #expect(outline(scalar, regular) === box)
    }
    #expect(box.advance == 1690)
    #expect(box.verbs == [.move, .line, .line, .line, .move, .line, .line, .line])
    // Regular's l stem is 236 units wide.
    #expect(
      points(box) == [
        [160, 0], [1530, 0], [1530, 2048], [160, 2048],
        [396, 236], [396, 1812], [1294, 1812], [1294, 236],
      ])
  }

  @Test("malformed blobs are refused: not base64, cut short, bytes left over, bad reference")
  func malformedBlobs() {
    #expect(throws: OutlineDecoder.Failure.notBase64) { try OutlineDecoder.decode(base64: "A*") }
    // One glyph announced, nothing follows.
    #expect(throws: OutlineDecoder.Failure.malformed(offset: 1)) {
      try OutlineDecoder.decode(base64: "AQ==")
    }
    // No glyphs, then a stray byte.
    #expect(throws: OutlineDecoder.Failure.trailingBytes(count: 1)) {
      try OutlineDecoder.decode(base64: "AAE=")
    }
    // One glyph, advance 0, one contour referring to body 1 of none.
    #expect(throws: OutlineDecoder.Failure.malformed(offset: 4)) {
      try OutlineDecoder.decode(base64: "AQABAQ==")
    }
  }

  @Test("the outline type repairs what it is given")
  func outlineRepairsInput() {
    let point = GlyphOutline.Point(x: 1, y: 2)
    let started = GlyphOutline(
      verbs: [.line, .cubic], points: [point, point], advance: 3, unitsPerEm: 10)
    #expect(started.verbs == [.move])
    #expect(started.points.count == 1)
    let infinite = GlyphOutline(
      verbs: [.move], points: [GlyphOutline.Point(x: .infinity, y: 0)], advance: .nan,
      unitsPerEm: 10)
    #expect(infinite.isEmpty)
    #expect(infinite.advance == 0)
    #expect(infinite.bounds.isNull)
    #expect(GlyphOutline(verbs: [.move], points: [point], advance: 1, unitsPerEm: 0).isEmpty)
  }
}
