import Foundation
import PinframeGraphics
import PinframeImage
import PinframeText
import PinframeViews

/// A control that runs an action when tapped, as UIKit's `UIButton`: a title in a real
/// ``UILabel`` (``titleLabel``) and an image in a ``UIImageView`` (``imageView``), set per
/// control state, or a ``Configuration`` (iOS 15's styles).
///
/// As in UIKit: `UIButton(type: .system)` draws its title (15 pt) and template images in the
/// tint colour, faded while highlighted, `.tertiaryLabel` when disabled and knocked out of a
/// tint fill when selected; `UIButton(frame:)` is a custom button with white titles. Values
/// set for one state fall back to the `.normal` ones. ``sizeThatFits(_:)`` is the content's
/// size plus ``contentEdgeInsets`` (6 pt above and below a title while they are zero, so a
/// title button is 30 pt tall); ``titleEdgeInsets`` and ``imageEdgeInsets`` move the title and
/// image without changing the size.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kind of button (`.custom` for `UIButton(frame:)`).
  public private(set) var buttonType = ButtonType.custom

  var titles = ButtonStateValues<String>()
  var attributedTitles = ButtonStateValues<NSAttributedString>()
  var titleColors = ButtonStateValues<UIColor>()
  var titleShadowColors = ButtonStateValues<UIColor>()
  var images = ButtonStateValues<UIImage>()
  var backgroundImages = ButtonStateValues<UIImage>()

  /// The label that shows the title.
  let titleView = UILabel()
  /// The label that shows a configuration's subtitle.
  let subtitleView = UILabel()
  /// The image view that shows the image.
  let imageBox = UIImageView(frame: .zero)

  /// The label showing the title, as UIKit's (never `nil` here): set its font and line break
  /// mode; set the text and colour per state with ``setTitle(_:for:)`` and
  /// ``setTitleColor(_:for:)``.
  public var titleLabel: UILabel? { titleView }

  /// The image view showing the image (never `nil` here).
  public var imageView: UIImageView? { imageBox }

  /// Space around the content; it counts in the size.
  ///
  /// While it is zero a title gets 6 pt above and below, as in UIKit (any other value,
  /// however small, turns that off).
  open var contentEdgeInsets = EdgeInsets.zero {
    didSet { contentDidChange() }
  }

  /// Moves the title: the title is placed in the content rectangle inset by these; the size
  /// does not count them, as in UIKit.
  open var titleEdgeInsets = EdgeInsets.zero {
    didSet { contentDidChange() }
  }

  /// Moves the image: the image is placed in the content rectangle inset by these; the size
  /// does not count them, as in UIKit.
  open var imageEdgeInsets = EdgeInsets.zero {
    didSet { contentDidChange() }
  }

  /// Whether images darken while highlighted; stored (Pinframe fades system buttons only).
  open var adjustsImageWhenHighlighted = true
  /// Whether images fade while disabled; stored (system buttons draw them in the disabled
  /// colour).
  open var adjustsImageWhenDisabled = true
  /// Whether a glow shows where touched; stored.
  open var showsTouchWhenHighlighted = false

  /// The iOS 15 style and content; setting one makes the button draw and size by it instead of
  /// the per-state values.
  open var configuration: Configuration? {
    didSet { contentDidChange() }
  }

  /// A custom button with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    titleView.font = .systemFont(ofSize: Self.titleFontSize)
    titleView.lineBreakMode = .byTruncatingMiddle
    subtitleView.font = .preferredFont(forTextStyle: .subheadline)
    imageBox.contentMode = .scaleAspectFit
    for part in [imageBox, titleView, subtitleView] as [View] {
      part.isHidden = true
      addSubview(part)
    }
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A button of `buttonType`, sized to nothing (a close button: 30 × 30).
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if buttonType == .close {
      bounds.size = CGSize(width: Self.closeButtonSide, height: Self.closeButtonSide)
    }
    contentDidChange()
  }

  /// A button of `buttonType` that runs `primaryAction` when tapped and shows its title and
  /// image.
  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { adoptPrimaryAction(primaryAction) }
  }

  /// A system button drawn by `configuration`, running `primaryAction` when tapped.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { adoptPrimaryAction(primaryAction) }
  }

  /// Registers the action for `.primaryActionTriggered` and shows its title and image.
  override func adoptPrimaryAction(_ action: UIAction) {
    super.adoptPrimaryAction(action)
    if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    if let image = action.image { setImage(image, for: .normal) }
  }

  /// A tap: `.touchUpInside` also sends `.primaryActionTriggered`.
  override var primaryActionEvent: Event { .touchUpInside }

  /// The content's size plus the insets (see ``UIButton``); the offered size is ignored.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    updateContent()
    if let configuration { return configurationSize(configuration) }
    return legacySize()
  }

  /// ``sizeThatFits(_:)``.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(.zero)
  }

  /// Places the title and the image for the current state.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateContent()
    if let configuration {
      layoutConfiguration(configuration)
    } else {
      layoutLegacyContent()
    }
  }

  /// Where the background image is drawn: the bounds.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
    bounds
  }

  /// Where the content goes: the bounds inset by ``contentEdgeInsets``.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: contentEdgeInsets)
  }

  /// Where the title goes in `contentRect`: after the image, the pair placed by the content
  /// alignments in `contentRect` inset by ``titleEdgeInsets``; its origin on the pixel grid.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    placedTitleRect(forContentRect: contentRect)
  }

  /// Where the image goes in `contentRect`: before the title, the pair placed by the content
  /// alignments in `contentRect` inset by ``imageEdgeInsets``; at most the content's size
  /// (shrunk keeping its aspect ratio), its origin on the pixel grid.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    placedImageRect(forContentRect: contentRect)
  }

  /// Draws the background: the configuration's fill, the background image, or a selected
  /// system button's tint fill.
  open override func draw(_ rect: CGRect) {
    drawBackground(in: rect)
  }

  /// Restyles for the new state.
  override func controlStateDidChange() {
    contentDidChange()
  }

  /// Restyles when the tint colour changes.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    contentDidChange()
  }

  /// The title and the type, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    var attributes: [(name: String, value: String)] = [("type", "\(buttonType)")]
    if let title = shownTitle?.string { attributes.append(("title", "'\(title)'")) }
    return attributes
  }

  /// Shows the current state's content and asks for layout.
  func contentDidChange() {
    updateContent()
    setNeedsLayout()
  }
}
