import Foundation
import PinframeGraphics
import PinframeText
import PinframeViews

/// A view that shows read-only text, as UIKit's `UILabel`: measured with Pinframe's font
/// metrics and drawn from glyph outlines (see the "Text" article).
///
/// As in UIKit: one line by default (`numberOfLines` 0 means no limit), truncation at the tail,
/// the 17 pt system font in `.label`, natural alignment, no user interaction, not opaque.
/// ``sizeThatFits(_:)`` measures through ``textRect(forBounds:limitedToNumberOfLines:)`` and
/// drawing goes through ``drawText(in:)``, so subclasses that override them (insets, top
/// alignment) size and draw as they do on iOS. Changing the text does not lay the superview
/// out again, as in UIKit: layout code that sizes labels runs on the next layout pass.
@preconcurrency @MainActor
open class UILabel: View {
  /// What the label shows: plain text in its own attributes, or an attributed string.
  enum Content {
    case plain(String?)
    case attributed(NSAttributedString)
  }

  /// The text or attributed text.
  var content = Content.plain(nil) {
    didSet { textChanged() }
  }
  /// The text measured with the label's attributes, made when first needed.
  var cachedStorage: TextStorage?
  /// The bounds being drawn, while ``draw(_:)`` runs: what lies outside is not recorded.
  var drawingBounds: CGRect?
  /// The last size measured by ``textRect(forBounds:limitedToNumberOfLines:)``.
  var cachedTextRect: (bounds: CGSize, lines: Int, scale: CGFloat, size: CGSize)?

  /// Creates a label with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isOpaque = false
    contentMode = .redraw
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The text shown; `nil` (the default) shows nothing.
  ///
  /// Setting it replaces ``attributedText``.
  open var text: String? {
    get {
      switch content {
      case .plain(let text): text
      case .attributed(let string): string.string
      }
    }
    set { content = .plain(newValue) }
  }

  /// The text with its attributes.
  ///
  /// Read after setting ``text``, it is the text in the label's font, colour and paragraph style;
  /// runs without a font, colour or paragraph style are shown in the label's.
  open var attributedText: NSAttributedString? {
    get {
      switch content {
      case .plain(let text): text.map { NSAttributedString(string: $0, attributes: attributes) }
      case .attributed(let string): string
      }
    }
    set {
      content =
        newValue.map { .attributed(NSAttributedString(attributedString: $0)) } ?? .plain(nil)
    }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's type: `label.font = UIFont(name:size:)` assigns an optional.
  /// The font of the text (and of attributed runs without one); `nil` resets it to the 17 pt system
  /// font.
  ///
  /// Setting it on attributed text sets it for the whole string, as UIKit does.
  open var font: UIFont! {
    get { storedFont }
    set {
      storedFont = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
      applyToAttributedText(.font, storedFont)
    }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's type: `label.font = UIFont(name:size:)` assigns an optional.
  /// The colour of the text; `nil` resets it to `.label`.
  ///
  /// Setting it on attributed text sets it for the whole string, as UIKit does.
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      applyToAttributedText(.foregroundColor, storedTextColor)
    }
  }

  /// How lines are aligned (natural by default: left, or right in a right-to-left layout).
  open var textAlignment = NSTextAlignment.natural {
    didSet { textChanged() }
  }

  /// How lines break and where the text is truncated (the tail by default).
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
    didSet { textChanged() }
  }

  /// The most lines shown: 1 by default, 0 (or a negative number) for no limit.
  open var numberOfLines = 1 {
    didSet { cachedTextRect = nil }
  }

  /// Whether the font shrinks (down to ``minimumScaleFactor``) when the text does not fit.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font scale when ``adjustsFontSizeToFitWidth`` is on; 0 (the default) means
  /// the font does not shrink, as in UIKit.
  open var minimumScaleFactor: CGFloat = 0
  /// Where shrunk single-line text sits: on the baseline the full-size text would have (the
  /// default), centred, or at the top.
  open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
  /// The width ``intrinsicContentSize`` wraps multi-line text at; 0 for none.
  open var preferredMaxLayoutWidth: CGFloat = 0
  /// Whether the label is enabled; a disabled label draws its text at half its alpha.
  open var isEnabled = true
  /// Whether the label is highlighted: its text is then drawn in ``highlightedTextColor`` when
  /// there is one.
  open var isHighlighted = false
  /// The colour of the text while the label is highlighted.
  open var highlightedTextColor: UIColor?
  /// The colour of the text's shadow, drawn under it at ``shadowOffset``; `nil` for none.
  open var shadowColor: UIColor?
  /// The shadow's offset in points ((0, −1) by default, as UIKit's).
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// Whether a font made for a text style follows the content size category of the label's
  /// traits when they change.
  open var adjustsFontForContentSizeCategory = false
  /// Stored for source compatibility: Pinframe does not tighten letter spacing.
  open var allowsDefaultTighteningForTruncation = false

  /// The storage of ``font``.
  var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
    didSet { textChanged() }
  }
  /// The storage of ``textColor``.
  var storedTextColor = UIColor.label {
    didSet { textChanged() }
  }

  /// The size of the text, as UIKit's: laid out in `size.width` (unconstrained with one line,
  /// or when the width is not positive; the height is not a limit), at most ``numberOfLines``
  /// lines, both sides rounded up to the display scale's pixels; zero without text.
  ///
  /// It measures through ``textRect(forBounds:limitedToNumberOfLines:)``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    fittingSize(size)
  }

  /// The text's size on one line, or, with more than one line, wrapped at
  /// ``preferredMaxLayoutWidth`` when that is positive, else at the width Auto Layout gave the
  /// label (UIKit's automatic preferred width, found in a second pass); zero without text.
  open override var intrinsicContentSize: CGSize {
    let width = numberOfLines == 1 ? 0 : automaticPreferredWidth ?? preferredMaxLayoutWidth
    return fittingSize(CGSize(width: max(width, 0), height: .greatestFiniteMagnitude))
  }

  /// The first baseline's distance below the top, for `firstBaselineAnchor`: the font's
  /// ascender (the text starts at the top of a label sized to its content).
  open override var firstBaselineOffsetFromTop: CGFloat { font.ascender }

  /// The last baseline's distance above the bottom, for `lastBaselineAnchor`: the part of a
  /// line below its baseline.
  open override var lastBaselineOffsetFromBottom: CGFloat { font.lineHeight - font.ascender }

  /// The rectangle the text takes in `bounds`, as UIKit's: at `bounds`' origin, the text laid
  /// out in its width and height at most `numberOfLines` lines (0: the label's own limit only
  /// from the height), each side rounded up to the display scale's pixels and at most the
  /// bounds' size.
  ///
  /// Override it (with ``drawText(in:)``) to inset or align the text: sizing and drawing use
  /// it.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    measuredTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
  }

  /// Draws the text in `rect`: laid out in its size and centred vertically, as UIKit's.
  ///
  /// ``draw(_:)`` calls it with the bounds. Override it to draw the text elsewhere, for
  /// example `super.drawText(in: rect.inset(by: insets))`.
  open func drawText(in rect: CGRect) {
    renderText(in: rect)
  }

  /// Draws the text through ``drawText(in:)`` with the bounds.
  open override func draw(_ rect: CGRect) {
    drawingBounds = rect
    defer { drawingBounds = nil }
    drawText(in: rect)
  }

  /// The label's text and font, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    describedContent
  }

  /// Follows the content size category for fonts made for a text style when
  /// ``adjustsFontForContentSizeCategory`` is on.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard adjustsFontForContentSizeCategory, let style = storedFont.textStyle,
      previousTraitCollection?.preferredContentSizeCategory
        != traitCollection.preferredContentSizeCategory
    else { return }
    font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
  }

  /// Forgets what was measured.
  private func textChanged() {
    cachedStorage = nil
    cachedTextRect = nil
    intrinsicContentSizeMayHaveChanged()
  }
}

/// Where shrunk single-line text sits, as UIKit's `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable, Hashable {
  /// On the baseline the full-size text would have.
  case alignBaselines = 0
  /// Centred where the full-size text would be.
  case alignCenters = 1
  /// At the top of where the full-size text would be.
  case none = 2
}
