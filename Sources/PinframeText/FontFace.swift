/// One of the 18 faces of the table: UIKit's nine weights on Inter's nine instances, roman or
/// italic.
struct FontFace: Hashable, Sendable {
  /// The weight's position in UIKit's order: 0 ultraLight (Inter Thin) … 8 black (Inter Black).
  let weightIndex: Int
  /// Whether the face is italic.
  let isItalic: Bool

  /// Inter's instance names, in weight order.
  static let interWeightNames = [
    "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
  ]

  /// Every face: the nine weights roman, then the nine italic.
  static let all: [FontFace] =
    [false, true].flatMap { italic in (0..<9).map { FontFace(weightIndex: $0, isItalic: italic) } }

  /// The face's PostScript name, as the font file has it: `Inter-Regular`, `Inter-BoldItalic`.
  var postScriptName: String {
    let weight = Self.interWeightNames[weightIndex]
    if !isItalic { return "Inter-\(weight)" }
    return weight == "Regular" ? "Inter-Italic" : "Inter-\(weight)Italic"
  }

  /// The face's table of advances and kerning.
  var table: FontFaceTable {
    isItalic ? Self.italicTables[weightIndex] : Self.romanTables[weightIndex]
  }

  /// The roman tables in weight order.
  private static let romanTables = [
    FontMetricsTable.interThin, FontMetricsTable.interExtraLight, FontMetricsTable.interLight,
    FontMetricsTable.interRegular, FontMetricsTable.interMedium, FontMetricsTable.interSemiBold,
    FontMetricsTable.interBold, FontMetricsTable.interExtraBold, FontMetricsTable.interBlack,
  ]

  /// The italic tables in weight order.
  private static let italicTables = [
    FontMetricsTable.interThinItalic, FontMetricsTable.interExtraLightItalic,
    FontMetricsTable.interLightItalic, FontMetricsTable.interItalic,
    FontMetricsTable.interMediumItalic, FontMetricsTable.interSemiBoldItalic,
    FontMetricsTable.interBoldItalic, FontMetricsTable.interExtraBoldItalic,
    FontMetricsTable.interBlackItalic,
  ]
}
