import Foundation

extension UIFont {
  /// The size of a label's font: 17.
  public static var labelFontSize: CGFloat { 17 }
  /// The size of a button's font: 18.
  public static var buttonFontSize: CGFloat { 18 }
  /// The size of the standard system font: 14.
  public static var systemFontSize: CGFloat { 14 }
  /// The size of the small system font: 12.
  public static var smallSystemFontSize: CGFloat { 12 }

  /// The system font of regular weight.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font of the given weight.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(size: fontSize, weight: weight, isItalic: false, design: .proportional)
  }

  /// The bold system font.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font, regular weight.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(size: fontSize, weight: .regular, isItalic: true, design: .proportional)
  }

  /// The monospaced system font (SF Mono on iOS): every visible character 0.6 em wide
  /// (wide CJK characters 1 em, emoji 1.23 em), no kerning.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(size: fontSize, weight: weight, isItalic: false, design: .monospaced)
  }

  /// The system font with tabular figures: every digit as wide as the widest (Inter's
  /// tabular figures), other characters as in ``systemFont(ofSize:weight:)``.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight)
    -> UIFont
  {
    UIFont(size: fontSize, weight: weight, isItalic: false, design: .monospacedDigits)
  }

  /// The system font's name on iOS for a face: `.SFUI-Regular`, `.SFUI-BoldItalic`,
  /// `.SFUIMono-Regular`.
  static func systemFontName(face: FontFace, design: FontDesign) -> String {
    let weights = [
      "Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black",
    ]
    let family = design == .monospaced ? ".SFUIMono-" : ".SFUI-"
    return family + weights[face.weightIndex] + (face.isItalic ? "Italic" : "")
  }

  /// The system font's family name on iOS.
  static func systemFamilyName(design: FontDesign) -> String {
    design == .monospaced ? ".AppleSystemUIFontMonospaced" : ".AppleSystemUIFont"
  }
}
