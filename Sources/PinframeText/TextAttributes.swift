import Foundation
import PinframeGraphics

/// The attributes of one run of text, resolved from an attribute dictionary: what Pinframe
/// measures and draws.
package struct TextAttributes: Hashable, @unchecked Sendable {
  /// The font.
  package var font: UIFont
  /// The text colour.
  package var foregroundColor: UIColor
  /// The colour behind the run's lines, if any.
  package var backgroundColor: UIColor?
  /// Extra space after each character, in points.
  package var kern: CGFloat
  /// The paragraph's style (the one of a paragraph's first character applies to it).
  package var paragraphStyle: NSParagraphStyle
  /// The underline.
  package var underlineStyle: NSUnderlineStyle
  /// The underline's colour; the text colour when `nil`.
  package var underlineColor: UIColor?
  /// The strikethrough.
  package var strikethroughStyle: NSUnderlineStyle
  /// The strikethrough's colour; the text colour when `nil`.
  package var strikethroughColor: UIColor?
  /// How far the baseline is raised, in points.
  package var baselineOffset: CGFloat

  /// Plain text in `font` and `color` with a paragraph style.
  package init(
    font: UIFont, foregroundColor: UIColor = .black,
    paragraphStyle: NSParagraphStyle = .default
  ) {
    self.font = font
    self.foregroundColor = foregroundColor
    self.paragraphStyle = paragraphStyle
    backgroundColor = nil
    kern = 0
    underlineStyle = []
    underlineColor = nil
    strikethroughStyle = []
    strikethroughColor = nil
    baselineOffset = 0
  }

  /// UIKit's defaults for an attributed string: the 12 pt system font in black.
  package static let attributedStringDefaults = TextAttributes(font: .systemFont(ofSize: 12))

  /// `defaults` with every attribute of `dictionary` that has a value of the right type; values
  /// of another type, and numbers that are not finite, are ignored.
  package init(_ dictionary: [NSAttributedString.Key: Any], defaults: TextAttributes) {
    self = defaults
    guard !dictionary.isEmpty else { return }
    if let font = dictionary[.font] as? UIFont { self.font = font }
    if let color = dictionary[.foregroundColor] as? UIColor { foregroundColor = color }
    if let color = dictionary[.backgroundColor] as? UIColor { backgroundColor = color }
    if let style = dictionary[.paragraphStyle] as? NSParagraphStyle { paragraphStyle = style }
    if let kern = Self.number(dictionary[.kern]) { self.kern = kern }
    if let offset = Self.number(dictionary[.baselineOffset]) { baselineOffset = offset }
    if let style = Self.lineStyle(dictionary[.underlineStyle]) { underlineStyle = style }
    if let style = Self.lineStyle(dictionary[.strikethroughStyle]) { strikethroughStyle = style }
    if let color = dictionary[.underlineColor] as? UIColor { underlineColor = color }
    if let color = dictionary[.strikethroughColor] as? UIColor { strikethroughColor = color }
  }

  /// A finite number from any of the numeric types attribute values come as.
  private static func number(_ value: Any?) -> CGFloat? {
    let number: Double? =
      switch value {
      case let value as CGFloat: Double(value)
      case let value as Double: value
      case let value as Float: Double(value)
      case let value as Int: Double(value)
      case let value as NSNumber: value.doubleValue
      default: nil
      }
    return number.flatMap { $0.isFinite ? CGFloat($0) : nil }
  }

  /// An underline style from the style itself or its raw value.
  private static func lineStyle(_ value: Any?) -> NSUnderlineStyle? {
    switch value {
    case let style as NSUnderlineStyle: style
    case let raw as Int: NSUnderlineStyle(rawValue: raw)
    case let raw as NSNumber: NSUnderlineStyle(rawValue: raw.intValue)
    default: nil
    }
  }
}
