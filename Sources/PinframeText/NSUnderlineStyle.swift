import Foundation

/// The style of an underline or strikethrough, as UIKit's `NSUnderlineStyle` (raw values
/// included, so `NSUnderlineStyle.single.rawValue` works as an attribute value).
///
/// Drawn: ``single``, ``thick`` (twice as thick) and ``double`` (two lines); patterns are drawn
/// solid, and ``byWord`` leaves the spaces between words out.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
  /// The raw value, as UIKit's.
  public let rawValue: Int

  /// Creates a style from its raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A single thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// A single thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A dotted line (drawn solid).
  public static let patternDot = NSUnderlineStyle(rawValue: 0x100)
  /// A dashed line (drawn solid).
  public static let patternDash = NSUnderlineStyle(rawValue: 0x200)
  /// A dash-dot line (drawn solid).
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x300)
  /// A dash-dot-dot line (drawn solid).
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x400)
  /// Only words are underlined, not the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

  /// Whether a line is drawn at all (any of the line bits is set).
  var isVisible: Bool { rawValue & 0x0F != 0 }
  /// How many lines are drawn: 2 for double, 1 otherwise.
  var lineCount: Int { rawValue & 0x0F == 0x09 ? 2 : 1 }
  /// The thickness factor: 2 for thick, 1 otherwise.
  var thicknessFactor: CGFloat { rawValue & 0x02 != 0 && rawValue & 0x0F != 0x09 ? 2 : 1 }
}
