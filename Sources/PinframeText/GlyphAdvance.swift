/// How wide one Unicode scalar is, in ems, for the faces of the table.
///
/// The rules, in order:
/// - combining and enclosing marks, format characters (zero-width space and joiners, soft
///   hyphen, bidi controls), variation selectors and control characters: 0;
/// - a tab: four spaces (a simplification of UIKit's tab stops every 28 pt);
/// - a code point of the table: Inter's advance × ``FontMetricsTable/widthFactor`` ÷ units per
///   em (in a monospaced font: 0.6 em);
/// - CJK ideographs, kana, Hangul and full-width forms (East Asian wide): 1 em;
/// - emoji (scalars with emoji presentation): a fixed box of 1.23 em, SF's emoji advance at
///   17 pt (20.9 pt) rounded; a sequence joined by U+200D, an emoji with a skin-tone
///   modifier and a flag (two regional indicators) are one box, as iOS draws them one glyph
///   (``EmojiSequence``);
/// - any other scalar: 0.6 em.
enum GlyphAdvance {
  /// The advance of a scalar the table does not know.
  static let unknown = 0.6
  /// The advance of every visible scalar of a monospaced font.
  static let monospaced = 0.6
  /// The advance of an East Asian wide scalar.
  static let wide = 1.0
  /// The advance of an emoji.
  static let emoji = 1.23

  /// Table units to ems, calibrated to SF Pro.
  static let emPerUnit = FontMetricsTable.widthFactor / FontMetricsTable.unitsPerEm

  /// The advance of `scalar` in ems.
  static func ems(
    of scalar: Unicode.Scalar, in face: FontFace, design: FontDesign
  ) -> Double {
    let value = scalar.value
    if value == 0x09 { return 4 * ems(of: " ", in: face, design: design) }
    if isZeroWidth(scalar) { return 0 }
    if isWide(value) { return wide }
    if let units = face.table.advance(of: value) {
      switch design {
      case .monospaced: return monospaced
      case .monospacedDigits where (0x30...0x39).contains(value):
        return Double(face.table.tabularDigitAdvance) * emPerUnit
      case .proportional, .monospacedDigits: return Double(units) * emPerUnit
      }
    }
    if value >= 0x2000 && scalar.properties.isEmojiPresentation { return emoji }
    return design == .monospaced ? monospaced : unknown
  }

  /// The kerning between two adjacent scalars of one font, in ems (0 in monospaced fonts and
  /// next to digits with tabular figures).
  static func kerningEms(
    _ left: Unicode.Scalar, _ right: Unicode.Scalar, in face: FontFace, design: FontDesign
  ) -> Double {
    switch design {
    case .monospaced: return 0
    case .monospacedDigits where isDigit(left) || isDigit(right): return 0
    case .proportional, .monospacedDigits:
      return Double(face.table.kerning(left.value, right.value)) * emPerUnit
    }
  }

  /// Whether `scalar` takes no space: marks, format characters, controls.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return true }
    if value < 0x300 { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  /// Whether the code point is East Asian wide or full-width (CJK, kana, Hangul, full-width
  /// forms): one em, and a line may break before and after it.
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Whether `scalar` is an ASCII digit.
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    (0x30...0x39).contains(scalar.value)
  }
}

/// Which advances a font uses: its own, one fixed advance, or tabular figures for digits.
enum FontDesign: Hashable, Sendable {
  /// The face's own advances.
  case proportional
  /// Every visible character 0.6 em, as `monospacedSystemFont(ofSize:weight:)`.
  case monospaced
  /// Digits with tabular figures, as `monospacedDigitSystemFont(ofSize:weight:)`.
  case monospacedDigits
}
