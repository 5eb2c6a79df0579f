import Foundation

/// A font, as UIKit's `UIFont`: a size, a weight, a slant and a design, measured with the
/// committed metrics table (widths calibrated to SF Pro) and SF Pro's vertical metrics.
///
/// Fonts are immutable values in a class, as in UIKit: equal when every property is equal.
/// A size that is negative or not finite counts as 0; a font of size 0 measures every string
/// 0 wide and has a line height of 0.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  /// The em size in points.
  public let pointSize: CGFloat
  /// The weight, one of UIKit's nine (others are rounded to the nearest, see `face`).
  public let weight: Weight
  /// Whether the font is italic.
  public let isItalic: Bool
  /// The font's name, as `fontName`.
  public let fontName: String
  /// The font's family name.
  public let familyName: String
  /// The text style the font was made for, if it came from ``preferredFont(forTextStyle:)``.
  public let textStyle: TextStyle?
  /// Which advances the font uses.
  let design: FontDesign

  /// Creates a font; `size` is sanitized as the type's documentation says.
  init(
    size: CGFloat, weight: Weight, isItalic: Bool, design: FontDesign,
    name: String? = nil, textStyle: TextStyle? = nil
  ) {
    pointSize = Self.validSize(size)
    self.weight = weight
    self.isItalic = isItalic
    self.design = design
    self.textStyle = textStyle
    let face = FontFace(weightIndex: weight.index, isItalic: isItalic)
    fontName = name ?? Self.systemFontName(face: face, design: design)
    familyName = name == nil ? Self.systemFamilyName(design: design) : "Inter"
  }

  /// The face of the table that measures this font's widths.
  var face: FontFace { FontFace(weightIndex: weight.index, isItalic: isItalic) }

  /// `size`, or 0 when it is negative or not finite.
  static func validSize(_ size: CGFloat) -> CGFloat {
    size.isFinite && size > 0 ? size : 0
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      size: fontSize, weight: weight, isItalic: isItalic, design: design,
      name: familyName == "Inter" ? fontName : nil, textStyle: textStyle)
  }

  /// Baseline to the top of the tallest glyphs: 1950/2048 of the size (SF Pro).
  public var ascender: CGFloat { pointSize * SystemFontVerticalMetrics.ascender / 2048 }
  /// Baseline to the lowest point, negative: −494/2048 of the size (SF Pro).
  public var descender: CGFloat { -pointSize * SystemFontVerticalMetrics.descender / 2048 }
  /// Extra space between lines: 0 for the system font; for a font of a text style (made by
  /// ``preferredFont(forTextStyle:)``), what the style's line spacing adds to the line height
  /// (see `TextStyle/leadingFactor`), as preferred fonts have a leading and system fonts
  /// (even scaled by `UIFontMetrics`) do not.
  public var leading: CGFloat { pointSize * (textStyle?.leadingFactor ?? 0) }
  /// The height of one line of glyphs, `ascender − descender`: 1.193359375 × the size (a
  /// label's one-line height; ``leading`` goes between lines).
  public var lineHeight: CGFloat { pointSize * 2444 / 2048 }
  /// The height of capitals: 1443/2048 of the size.
  public var capHeight: CGFloat { pointSize * SystemFontVerticalMetrics.capHeight / 2048 }
  /// The height of lowercase letters: 1078/2048 of the size, 1101/2048 from semibold up.
  public var xHeight: CGFloat {
    let units =
      weight.index >= Weight.semibold.index
      ? SystemFontVerticalMetrics.xHeightBold : SystemFontVerticalMetrics.xHeightRegular
    return pointSize * units / 2048
  }

  /// UIKit's description without the object's address: family, weight, style and size.
  public var description: String {
    let style = isItalic ? "italic" : "normal"
    let weightText = weight == .regular ? "normal" : weight.name
    let size = String(format: "%.2f", Double(pointSize))
    return "font-family: \"\(fontName)\"; font-weight: \(weightText); font-style: \(style);"
      + " font-size: \(size)pt"
  }

  /// Whether the two fonts have the same size, weight, slant, design, name and text style.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.isItalic == rhs.isItalic
      && lhs.design == rhs.design && lhs.fontName == rhs.fontName
      && lhs.textStyle == rhs.textStyle
  }

  /// Hashes the properties `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(isItalic)
    hasher.combine(design)
    hasher.combine(fontName)
    hasher.combine(textStyle)
  }
}
