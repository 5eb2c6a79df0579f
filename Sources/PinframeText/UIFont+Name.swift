import Foundation

extension UIFont {
  /// The font named `fontName`, as `UIFont(name:size:)`: failable as UIKit's, so that
  /// `UIFont(name: "Avenir", size: 14)!` and `?? .systemFont(ofSize: 14)` compile, but never
  /// `nil`: a name that is not one of the shipped faces gives the system font of that size and a
  /// ``TextWarning`` sent to ``TextWarning/handler``.
  ///
  /// Known names: the 18 Inter faces by PostScript name (`Inter-Regular`, `Inter-Italic`,
  /// `Inter-SemiBoldItalic`, …) and the system font's names (`.SFUI-Regular`,
  /// `.SFUI-BoldItalic`, `.SFUIMono-Medium`, …).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    let (font, warning) = UIFont.font(named: fontName, size: fontSize)
    if let warning { TextWarning.report(warning) }
    self.init(
      size: font.pointSize, weight: font.weight, isItalic: font.isItalic, design: font.design,
      name: font.familyName == "Inter" ? font.fontName : nil)
  }

  /// The font named `fontName`, and the warning when the name is unknown (then the font is the
  /// system font of that size).
  public static func font(named fontName: String, size fontSize: CGFloat)
    -> (font: UIFont, warning: TextWarning?)
  {
    for face in FontFace.all {
      let weight = Weight.all[face.weightIndex]
      if face.postScriptName == fontName {
        let font = UIFont(
          size: fontSize, weight: weight, isItalic: face.isItalic, design: .proportional,
          name: fontName)
        return (font, nil)
      }
      for design in [FontDesign.proportional, .monospaced]
      where systemFontName(face: face, design: design) == fontName {
        return (
          UIFont(size: fontSize, weight: weight, isItalic: face.isItalic, design: design), nil
        )
      }
    }
    let warning = TextWarning(
      "UIFont(name: \"\(fontName)\", size: \(fontSize)): no such font; using the system font"
        + " of that size")
    return (systemFont(ofSize: fontSize), warning)
  }
}
