import Foundation

/// The shape a character is drawn as: a bar spanning its advance from `bottom` to `top`, in
/// ems above the baseline, so each word shows its outline — x-height letters low, capitals,
/// digits and ascenders tall, descenders below the baseline — and punctuation shows as dots,
/// dashes and marks.
///
/// | characters | bar (ems above the baseline) |
/// | --- | --- |
/// | lowercase without ascender or descender (`a c e m n o r s u v w x z` …) | 0 … x-height |
/// | capitals, digits, `b d f h k l t`, symbols, other scripts | 0 … cap height |
/// | `g j p q y` | −0.2 … x-height |
/// | `.` `:` `·` | 0 … 0.12, one dot as wide as it is tall, centred |
/// | `,` `;` | −0.1 … 0.12, a dot |
/// | `-` `‐` `–` `—` `−` | 0.26 … 0.34 |
/// | `_` | −0.12 … −0.05 |
/// | quotes, `'` `"` `` ` `` `^` `*` `°` | cap height − 0.25 … cap height |
/// | `…` | three dots, 0 … 0.12 |
/// | East Asian wide characters | −0.07 … 0.8, inset 0.06 on both sides |
/// | emoji | −0.1 … 0.9, inset 0.06, rounded |
/// | spaces, controls, marks | nothing |
package enum GlyphSilhouette: Sendable, Hashable {
  /// Nothing is drawn.
  case none
  /// One bar from `bottom` to `top` over the advance, `inset` ems in from both sides.
  case bar(bottom: Double, top: Double, inset: Double, rounded: Bool)
  /// `count` square dots of side `size` on the baseline, spread over the advance.
  case dots(count: Int, size: Double, bottom: Double)

  /// The silhouette of `scalar` in a font whose x-height and cap height are given in ems.
  package static func of(_ scalar: Unicode.Scalar, xHeight: Double, capHeight: Double)
    -> GlyphSilhouette
  {
    let plain = { (bottom: Double, top: Double) in
      GlyphSilhouette.bar(bottom: bottom, top: top, inset: 0, rounded: false)
    }
    switch scalar {
    case "a", "c", "e", "i", "m", "n", "o", "r", "s", "u", "v", "w", "x", "z":
      return plain(0, xHeight)
    case "g", "j", "p", "q", "y":
      return plain(-0.2, xHeight)
    case ".", ":", "\u{B7}":
      return .dots(count: 1, size: 0.12, bottom: 0)
    case ",", ";":
      return .dots(count: 1, size: 0.12, bottom: -0.1)
    case "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}":
      return plain(0.26, 0.34)
    case "_":
      return plain(-0.12, -0.05)
    case "'", "\"", "`", "^", "*", "\u{B0}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}":
      return plain(capHeight - 0.25, capHeight)
    case "\u{2026}":
      return .dots(count: 3, size: 0.12, bottom: 0)
    default:
      return other(scalar, xHeight: xHeight, capHeight: capHeight)
    }
  }

  private static func other(_ scalar: Unicode.Scalar, xHeight: Double, capHeight: Double)
    -> GlyphSilhouette
  {
    let kind = TextGlyph.kind(of: scalar)
    if kind.contains(.space) || kind.contains(.newline) || GlyphAdvance.isZeroWidth(scalar) {
      return .none
    }
    if kind.contains(.wide) { return .bar(bottom: -0.07, top: 0.8, inset: 0.06, rounded: false) }
    if scalar.value >= 0x2000, scalar.properties.isEmojiPresentation {
      return .bar(bottom: -0.1, top: 0.9, inset: 0.06, rounded: true)
    }
    let properties = scalar.properties
    if properties.isLowercase, !properties.isUppercase, scalar.value >= 0x80 {
      return .bar(bottom: 0, top: xHeight, inset: 0, rounded: false)
    }
    return .bar(bottom: 0, top: capHeight, inset: 0, rounded: false)
  }
}
