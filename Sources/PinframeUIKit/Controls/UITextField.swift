import Foundation
import PinframeGraphics
import PinframeImage
import PinframeText
import PinframeViews

/// A one-line text input, as UIKit's `UITextField`: its text (or placeholder, in
/// `.placeholderText`) shown by a real ``UILabel``, a border style, left and right views, a
/// clear button.
///
/// As in UIKit: no border by default, the 17 pt system font, `text` is `""` when empty, a
/// `.roundedRect` field is 34 pt tall with the text 7 pt from its sides. Nothing is typed on
/// Linux: ``becomeFirstResponder()`` starts editing (a caret shows after the text; views with
/// `.whileEditing` modes show), ``insertText(_:)`` and ``deleteBackward()`` type, each
/// sending UIKit's editing events and asking the ``delegate``.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The border styles of a text field, as UIKit's `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable, Hashable {
    /// No border (the default).
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A grey bezel.
    case bezel = 2
    /// A rounded rectangle, 34 pt tall.
    case roundedRect = 3
  }

  /// When an overlay view (left, right, clear button) shows, as UIKit's
  /// `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable, Hashable {
    /// Never.
    case never = 0
    /// While editing.
    case whileEditing = 1
    /// While not editing.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// The label that shows the text or the placeholder.
  let textLabel = UILabel()
  var storedText: String?
  var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)
  var storedTextColor = UIColor.label

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's type: `field.text = optionalString` assigns an optional.
  /// The text; `""` when there is none, as UIKit's.
  open var text: String! {
    get { storedText ?? "" }
    set {
      storedText = newValue
      contentDidChange()
    }
  }
  /// The grey text shown while the field is empty.
  open var placeholder: String? {
    didSet { contentDidChange() }
  }
  /// The placeholder with its attributes; it wins over ``placeholder``.
  open var attributedPlaceholder: NSAttributedString? {
    didSet { contentDidChange() }
  }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's type: `field.font = UIFont(name:size:)` assigns an optional.
  /// The font; `nil` resets it to the 17 pt system font.
  open var font: UIFont! {
    get { storedFont }
    set {
      storedFont = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
      contentDidChange()
    }
  }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's type: `field.textColor = color` assigns an optional.
  /// The text colour; `nil` resets it to `.label`.
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      contentDidChange()
    }
  }
  /// How the text aligns (natural by default).
  open var textAlignment = NSTextAlignment.natural {
    didSet { contentDidChange() }
  }
  /// The border (none by default).
  open var borderStyle = BorderStyle.none {
    didSet { contentDidChange() }
  }
  /// A view at the leading edge, shown by ``leftViewMode``.
  open var leftView: View? {
    didSet { replaceOverlay(oldValue, with: leftView) }
  }
  /// When ``leftView`` shows (never by default).
  open var leftViewMode = ViewMode.never {
    didSet { setNeedsLayout() }
  }
  /// A view at the trailing edge, shown by ``rightViewMode``.
  open var rightView: View? {
    didSet { replaceOverlay(oldValue, with: rightView) }
  }
  /// When ``rightView`` shows (never by default).
  open var rightViewMode = ViewMode.never {
    didSet { setNeedsLayout() }
  }
  /// When the clear button shows over non-empty text (never by default).
  open var clearButtonMode = ViewMode.never {
    didSet { setNeedsLayout() }
  }
  /// Whether the text shows as dots.
  open var isSecureTextEntry = false {
    didSet { contentDidChange() }
  }
  /// The object asked before edits and told after them.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field is being edited (see ``becomeFirstResponder()``).
  public private(set) var isEditing = false
  /// Whether editing starts by emptying the text; stored.
  open var clearsOnBeginEditing = false
  /// Whether the font shrinks to fit; stored.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size when shrinking; stored.
  open var minimumFontSize: CGFloat = 0
  /// An image behind a field without a border; stored.
  open var background: UIImage?
  /// An image behind a disabled field without a border; stored.
  open var disabledBackground: UIImage?
  /// The keyboard asked for; stored.
  open var keyboardType = UIKeyboardType.default
  /// The return key's title; stored.
  open var returnKeyType = UIReturnKeyType.default
  /// Capitalization while typing; stored.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Correction while typing; stored.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Spell checking while typing; stored.
  open var spellCheckingType = UITextSpellCheckingType.default
  /// What the field holds, for autofill; stored.
  open var textContentType: UITextContentType?

  /// A field with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    contentVerticalAlignment = .center
    addSubview(textLabel)
    contentDidChange()
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The rectangle the border is drawn in: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect {
    bounds
  }

  /// The rectangle of the text: the bounds less the border style's side insets and the
  /// overlay views that show.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    contentRect(forBounds: bounds)
  }

  /// The rectangle of the placeholder: ``textRect(forBounds:)``.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    textRect(forBounds: bounds)
  }

  /// The rectangle of the text while editing: ``textRect(forBounds:)``.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    textRect(forBounds: bounds)
  }

  /// The clear button's rectangle: 19 × 19, at the trailing side (left of a right view),
  /// centred vertically.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    overlayRects(forBounds: bounds).clear
  }

  /// The left view's rectangle: its size, at the leading edge, centred vertically.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    overlayRects(forBounds: bounds).left
  }

  /// The right view's rectangle: its size, at the trailing edge, centred vertically.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    overlayRects(forBounds: bounds).right
  }

  /// The text's (or the placeholder's) size plus the border's insets and the overlay views; a
  /// rounded rectangle is the font's line height, rounded, plus 14 (34 pt at 17 pt).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    fittingSize()
  }

  /// ``sizeThatFits(_:)``.
  open override var intrinsicContentSize: CGSize {
    fittingSize()
  }

  /// Places the overlay views and the label.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContent()
  }

  /// Shows the label enabled or not.
  override func controlStateDidChange() {
    contentDidChange()
  }

  /// Draws the border, the clear button and the caret.
  open override func draw(_ rect: CGRect) {
    drawField(in: rect)
  }

  /// Starts editing, when the delegate allows: `.editingDidBegin` is sent.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isEditing, isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else {
      return isEditing
    }
    if clearsOnBeginEditing { storedText = nil }
    isEditing = true
    contentDidChange()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Ends editing, when the delegate allows: `.editingDidEnd` is sent.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditing, delegate?.textFieldShouldEndEditing(self) ?? true else { return !isEditing }
    isEditing = false
    contentDidChange()
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Whether the field is being edited.
  open override var isFirstResponder: Bool { isEditing }

  /// `true`: a text field can start editing, as in UIKit.
  open override var canBecomeFirstResponder: Bool { true }

  /// The text, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    var attributes: [(name: String, value: String)] = [("text", "'\(text ?? "")'")]
    if let placeholder { attributes.append(("placeholder", "'\(placeholder)'")) }
    return attributes
  }
}
