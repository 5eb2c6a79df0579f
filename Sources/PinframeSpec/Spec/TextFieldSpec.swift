import PinframeGraphics
import PinframeText

/// A text field of a spec (`"type": "textField"`).
public struct TextFieldSpec: Sendable, Hashable {
  /// The border styles, as `UITextField.BorderStyle`.
  public enum BorderStyle: String, Sendable, Hashable, CaseIterable {
    /// No border (the default).
    case none
    /// A thin rectangle.
    case line
    /// A grey bezel.
    case bezel
    /// A rounded rectangle, 34 pt tall.
    case roundedRect
  }

  /// The text.
  public var text: String?
  /// The placeholder shown while the text is empty.
  public var placeholder: String?
  /// The border style.
  public var borderStyle: BorderStyle?
  /// The font.
  public var font: UIFont?
  /// The text colour.
  public var textColor: UIColor?
  /// The alignment.
  public var textAlignment: NSTextAlignment?

  /// Creates a text field's properties; every property left out keeps UIKit's default.
  public init(
    text: String? = nil, placeholder: String? = nil, borderStyle: BorderStyle? = nil,
    font: UIFont? = nil, textColor: UIColor? = nil, textAlignment: NSTextAlignment? = nil
  ) {
    self.text = text
    self.placeholder = placeholder
    self.borderStyle = borderStyle
    self.font = font
    self.textColor = textColor
    self.textAlignment = textAlignment
  }
}
