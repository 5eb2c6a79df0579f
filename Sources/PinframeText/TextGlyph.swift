import Foundation

/// One measured Unicode scalar of a text: its advance, the kerning towards the next scalar of
/// the same run, and how lines may break around it.
package struct TextGlyph: Sendable {
  /// The scalar.
  package var scalar: Unicode.Scalar
  /// The index of its run in the storage's attributes.
  package var run: Int32
  /// What the scalar is for line breaking and drawing.
  package var kind: Kind
  /// Its advance in points, the run's kern included.
  package var advance: Double
  /// The kerning between it and the next scalar when that is in the same run, in points.
  package var kerning: Double

  /// What a scalar is for line breaking.
  package struct Kind: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Ends a paragraph: `\n`, `\r`, U+0085, U+2028, U+2029.
    package static let newline = Kind(rawValue: 1 << 0)
    /// White space that hangs past the end of a line and after which a line may break.
    package static let space = Kind(rawValue: 1 << 1)
    /// A line may break after it: hyphens, dashes, the zero-width space.
    package static let breakAfter = Kind(rawValue: 1 << 2)
    /// East Asian wide: a line may break before and after it.
    package static let wide = Kind(rawValue: 1 << 3)
    /// A line never breaks before it: marks, joiners, closing CJK punctuation.
    package static let noBreakBefore = Kind(rawValue: 1 << 4)
    /// The "…" that truncation adds.
    package static let ellipsis = Kind(rawValue: 1 << 5)
    /// Drawn as part of the glyph before it, with no width of its own: the later emoji of a
    /// sequence joined by U+200D, a skin-tone modifier, a flag's second regional indicator.
    package static let joined = Kind(rawValue: 1 << 6)
  }

  /// The kind of `scalar`.
  static func kind(of scalar: Unicode.Scalar) -> Kind {
    let value = scalar.value
    if value < 0x80 { return asciiKinds[Int(value)] }
    switch value {
    case 0x85, 0x2028, 0x2029: return .newline
    case 0xA0, 0x2007, 0x202F: return []
    case 0x200B: return .breakAfter
    case 0x2010, 0x2012, 0x2013, 0x2014: return .breakAfter
    case 0x200C, 0x200D, 0x2060, 0xFE00...0xFE0F: return .noBreakBefore
    case 0x3001, 0x3002, 0x300D, 0x300F, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF01:
      return [.wide, .noBreakBefore]
    case 0x3000: return [.space, .wide]
    default: break
    }
    if GlyphAdvance.isWide(value) { return .wide }
    if scalar.properties.generalCategory == .spaceSeparator { return .space }
    if GlyphAdvance.isZeroWidth(scalar) { return .noBreakBefore }
    return []
  }

  /// The kinds of the ASCII scalars.
  private static let asciiKinds: [Kind] = (0..<128).map { value in
    switch value {
    case 0x0A, 0x0D: .newline
    case 0x09, 0x20: .space
    case 0x2D: .breakAfter
    case 0x00..<0x20, 0x7F: .noBreakBefore
    default: []
    }
  }
}
