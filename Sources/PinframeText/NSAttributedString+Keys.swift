import Foundation

// UIKit's attribute names, with UIKit's raw values, so attributed strings made for iOS keep
// their meaning. The values Pinframe reads are listed in `TextAttributes`.
extension NSAttributedString.Key {
  /// The font, a `UIFont` (default: the 12 pt system font, as UIKit's).
  public static let font = NSAttributedString.Key("NSFont")
  /// The text colour, a `UIColor` (default: black).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text, a `UIColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra space after each character in points, a number.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The paragraph's style, an `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The underline, an `NSUnderlineStyle` or its raw value.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline's colour, a `UIColor` (default: the text colour).
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The strikethrough, an `NSUnderlineStyle` or its raw value.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The strikethrough's colour, a `UIColor` (default: the text colour).
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// The baseline's offset upwards in points, a number.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// A link (stored; drawn as the text it covers).
  public static let link = NSAttributedString.Key("NSLink")
  /// Ligatures (stored; Pinframe measures characters one by one).
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// A text shadow (stored; labels draw their own `shadowColor`).
  public static let shadow = NSAttributedString.Key("NSShadow")
}
