import Foundation
import PinframeGraphics
import PinframeText
import PinframeViews

/// A view of multi-line text, as UIKit's `UITextView`: the text wraps in the bounds inset by
/// ``textContainerInset`` (8 pt above and below by default) and the container's
/// ``NSTextContainer/lineFragmentPadding`` (5 pt at each end of a line), shown by a real
/// ``UILabel``.
///
/// As in UIKit: `text` is `""` when empty and the text is drawn in the 12 pt system font while
/// ``font`` is `nil`. ``sizeThatFits(_:)`` wraps at the width offered and returns the text's
/// height plus the insets (one line's height when empty). In UIKit a text view is a scroll
/// view; here it is a plain view whose text is drawn from its top.
@preconcurrency @MainActor
open class UITextView: View {
  /// The font used while ``font`` is `nil`: 12 pt, as UIKit's.
  static let defaultFontSize: CGFloat = 12

  /// The label that shows the text.
  let textLabel = UILabel()
  private var storedText = NSAttributedString(string: "")

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's type.
  /// The text; `""` when there is none.
  open var text: String! {
    get { storedText.string }
    set {
      storedText = NSAttributedString(string: newValue ?? "")
      contentDidChange()
    }
  }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's type.
  /// The text with its attributes; runs without a font or colour use the view's.
  open var attributedText: NSAttributedString! {
    get { storedText }
    set {
      storedText = newValue ?? NSAttributedString(string: "")
      contentDidChange()
    }
  }
  /// The font; `nil` (the default) draws the 12 pt system font.
  open var font: UIFont? {
    didSet { contentDidChange() }
  }
  /// The text colour; `nil` (the default) draws `.label`.
  open var textColor: UIColor? {
    didSet { contentDidChange() }
  }
  /// How lines align (natural by default).
  open var textAlignment = NSTextAlignment.natural {
    didSet { contentDidChange() }
  }
  /// Space between the bounds and the text container: 8 pt above and below by default.
  open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { setNeedsLayout() }
  }
  /// The container: line padding, line limit, line break mode.
  public let textContainer = NSTextContainer()
  /// Whether the text can be edited; stored.
  open var isEditable = true
  /// Whether the text can be selected; stored.
  open var isSelectable = true
  /// Whether the view scrolls; stored.
  open var isScrollEnabled = true

  /// A text view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    textLabel.numberOfLines = 0
    textLabel.lineBreakMode = .byWordWrapping
    addSubview(textLabel)
    textContainer.changed = { [weak self] in self?.contentDidChange() }
    contentDidChange()
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The text wrapped at `size.width` (less the insets and padding): its used width and
  /// height plus the insets and padding, rounded up to pixels; one line tall when empty.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let padding = 2 * textContainer.lineFragmentPadding
    let insets = textContainerInset
    let available = max(0, size.width - insets.left - insets.right - padding)
    var text = textLabel.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude))
    if storedText.length == 0 { text.height = ceilToPixels(shownFont.lineHeight) }
    return CGSize(
      width: ceilToPixels(text.width + padding + insets.left + insets.right),
      height: text.height + insets.top + insets.bottom)
  }

  /// Places the label in the bounds inset by the container inset and padding, as tall as its
  /// text.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let padding = textContainer.lineFragmentPadding
    let area = bounds.inset(by: textContainerInset).insetBy(dx: padding, dy: 0)
    let width = max(0, area.width)
    let height = textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      .height
    textLabel.frame = pixelAligned(
      CGRect(x: area.minX, y: area.minY, width: width, height: min(height, max(0, area.height))))
  }

  /// The text, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    textLabel.contentAttributes
  }

  /// The font the text is drawn in.
  private var shownFont: UIFont {
    font ?? .systemFont(ofSize: Self.defaultFontSize)
  }

  /// Gives the label the text in the view's font, colour and alignment.
  private func contentDidChange() {
    let text = NSMutableAttributedString(attributedString: storedText)
    let whole = NSRange(location: 0, length: text.length)
    text.enumerateAttributes(in: whole) { attributes, range, _ in
      if attributes[.font] == nil { text.addAttribute(.font, value: shownFont, range: range) }
      if attributes[.foregroundColor] == nil {
        text.addAttribute(.foregroundColor, value: textColor ?? .label, range: range)
      }
    }
    textLabel.attributedText = text
    textLabel.textAlignment = textAlignment
    textLabel.numberOfLines = textContainer.maximumNumberOfLines
    textLabel.lineBreakMode = textContainer.lineBreakMode
    setNeedsLayout()
  }
}
