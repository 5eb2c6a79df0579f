import Foundation
import PinframeGraphics
import PinframeImage
import PinframeText

extension UIButton {
  /// How much of its alpha a system button's title and image keep while highlighted.
  static let highlightedAlpha: CGFloat = 0.2

  /// The title the label shows, `nil` when it shows none.
  var shownTitle: NSAttributedString? {
    titleView.isHidden ? nil : titleView.attributedText
  }

  /// Puts the current state's title, colours and image (or the configuration's) into the
  /// title label and the image view.
  func updateContent() {
    if let configuration {
      applyConfiguration(configuration)
      return
    }
    let state = self.state
    if let attributed = attributedTitle(for: state) {
      if titleView.attributedText != attributed { titleView.attributedText = attributed }
    } else if titleView.text != title(for: state) {
      titleView.text = title(for: state)
    }
    let color = shownTitleColor
    if titleView.textColor != color { titleView.textColor = color }
    titleView.shadowColor = currentTitleShadowColor
    titleView.isHidden = (titleView.text ?? "").isEmpty
    subtitleView.isHidden = true
    show(currentImage, templateColor: isSystemStyled ? systemContentColor : nil)
  }

  /// The title colour drawn now: ``currentTitleColor``, faded while a system button is
  /// highlighted (unless a highlighted colour was set).
  var shownTitleColor: UIColor {
    let color = currentTitleColor
    let fades = isHighlighted && isSystemStyled && titleColors.exact(state) == nil
    return fades ? color.withAlphaComponent(Self.highlightedAlpha) : color
  }

  /// The colour of a system button's images and selected fill now: the tint colour (faded
  /// while highlighted), `.tertiaryLabel` when disabled, `.systemBackground` on the selected
  /// fill.
  var systemContentColor: UIColor {
    if !isEnabled { return .tertiaryLabel }
    if isSelected, buttonType == .system { return .systemBackground }
    return isHighlighted ? tintColor.withAlphaComponent(Self.highlightedAlpha) : tintColor
  }

  /// Shows `image` in the image view (hidden without one); with a `templateColor`, images that
  /// are not drawn as they are become templates in that colour, as system buttons draw them.
  func show(_ image: UIImage?, templateColor: UIColor?) {
    guard let image else {
      imageBox.image = nil
      imageBox.isHidden = true
      return
    }
    if let templateColor, image.renderingMode != .alwaysOriginal {
      imageBox.image = image.isTemplate ? image : image.withRenderingMode(.alwaysTemplate)
      imageBox.tintColor = templateColor
    } else {
      imageBox.image = image
      imageBox.tintColor = nil
    }
    imageBox.isHidden = false
  }
}
