import Foundation
import PinframeGraphics
import PinframeText

/// What a spec view of type `label` shows: its text and the label properties the spec sets
/// (`nil`: UILabel's default).
public struct LabelSpec: Sendable, Hashable {
  /// The text.
  public var text: String
  /// The font (`"system 17"`, `"bold 20"`, `"body"`, …; see `UIFont/shorthand`).
  public var font: UIFont?
  /// The text colour.
  public var textColor: UIColor?
  /// The alignment.
  public var textAlignment: NSTextAlignment?
  /// The most lines shown, 0 for no limit.
  public var numberOfLines: Int?
  /// How lines break and where text is truncated.
  public var lineBreakMode: NSLineBreakMode?

  /// Creates a label's properties; every property left out keeps UILabel's default.
  public init(
    text: String, font: UIFont? = nil, textColor: UIColor? = nil,
    textAlignment: NSTextAlignment? = nil, numberOfLines: Int? = nil,
    lineBreakMode: NSLineBreakMode? = nil
  ) {
    self.text = text
    self.font = font
    self.textColor = textColor
    self.textAlignment = textAlignment
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
  }
}
