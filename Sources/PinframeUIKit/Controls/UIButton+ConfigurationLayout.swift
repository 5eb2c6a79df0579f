import Foundation
import PinframeGraphics
import PinframeText

extension UIButton {
  /// How much of its alpha content keeps while a plain, grey or tinted configuration is
  /// highlighted, and a filled one's background.
  static let highlightedConfigurationAlpha: (content: CGFloat, fill: CGFloat) = (0.5, 0.7)

  /// Puts a configuration's title, subtitle and image into the labels and the image view.
  func applyConfiguration(_ configuration: Configuration) {
    let foreground = configurationForeground(configuration)
    let titleFont = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    let subtitleFont = UIFont.preferredFont(
      forTextStyle: .subheadline, compatibleWith: traitCollection)
    for (label, text, font) in [
      (titleView, configuration.title, titleFont),
      (subtitleView, configuration.subtitle, subtitleFont),
    ] {
      if label.text != text { label.text = text }
      if label.font != font { label.font = font }
      if label.textColor != foreground { label.textColor = foreground }
      label.isHidden = (text ?? "").isEmpty
    }
    show(configuration.image, templateColor: foreground)
  }

  /// The colour of a configuration's content now.
  func configurationForeground(_ configuration: Configuration) -> UIColor {
    guard isEnabled else { return .tertiaryLabel }
    let color =
      configuration.baseForegroundColor
      ?? (configuration.style == .filled ? .white : tintColor ?? .systemBlue)
    guard isHighlighted, configuration.style != .filled else { return color }
    return color.withAlphaComponent(Self.highlightedConfigurationAlpha.content)
  }

  /// The colour of a configuration's background now, `nil` for none.
  func configurationBackground(_ configuration: Configuration) -> UIColor? {
    let tint = configuration.baseBackgroundColor ?? tintColor ?? .systemBlue
    switch configuration.style {
    case .plain: return configuration.baseBackgroundColor
    case _ where !isEnabled: return .tertiarySystemFill
    case .gray: return configuration.baseBackgroundColor ?? .secondarySystemFill
    case .tinted: return tint.withAlphaComponent(0.15)
    case .filled:
      return isHighlighted ? tint.withAlphaComponent(Self.highlightedConfigurationAlpha.fill) : tint
    }
  }

  /// The configuration's content size plus its insets.
  func configurationSize(_ configuration: Configuration) -> CGSize {
    let content = configurationContentSize(configuration)
    let insets = configuration.contentInsets
    return CGSize(
      width: content.width + insets.leading + insets.trailing,
      height: content.height + insets.top + insets.bottom)
  }

  /// Places the image and the titles: the content centred (by the content alignments) in the
  /// bounds inset by the configuration's insets.
  func layoutConfiguration(_ configuration: Configuration) {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let area = bounds.inset(by: configuration.contentInsets.resolved(leftToRight: !rightToLeft))
    let content = configurationContentSize(configuration)
    let size = CGSize(
      width: min(content.width, area.width), height: min(content.height, area.height))
    let box = CGRect(
      x: area.minX + (area.width - size.width)
        * effectiveContentHorizontalAlignment.freeSpaceBefore,
      y: area.minY + (area.height - size.height) * contentVerticalAlignment.freeSpaceBefore,
      width: size.width, height: size.height)
    let image = imageBox.isHidden ? .zero : imageBox.image?.size ?? .zero
    let text = titlesSize(configuration)
    let gap = image != .zero && text != .zero ? configuration.imagePadding : 0
    let placement = configuration.imagePlacement
    var imageOrigin = CGPoint(x: box.minX, y: box.midY - image.height / 2)
    var textBox = CGRect(
      x: box.minX + image.width + gap, y: box.midY - text.height / 2,
      width: max(0, box.width - image.width - gap), height: text.height)
    if placement.contains(.trailing) != rightToLeft,
      !placement.isDisjoint(with: [.leading, .trailing])
    {
      imageOrigin.x = box.maxX - image.width
      textBox.origin.x = box.minX
    } else if placement.contains(.top) || placement.contains(.bottom) {
      let imageOnTop = placement.contains(.top)
      imageOrigin = CGPoint(
        x: box.midX - image.width / 2, y: imageOnTop ? box.minY : box.maxY - image.height)
      textBox = CGRect(
        x: box.minX, y: imageOnTop ? box.minY + image.height + gap : box.minY,
        width: box.width, height: text.height)
    }
    imageBox.frame =
      imageBox.isHidden ? .zero : pixelAligned(CGRect(origin: imageOrigin, size: image))
    layoutTitles(in: textBox, configuration: configuration)
  }

  /// The title above the subtitle in `box`, each aligned by the title alignment.
  private func layoutTitles(in box: CGRect, configuration: Configuration) {
    var y = box.minY
    for label in [titleView, subtitleView] where !label.isHidden {
      let natural = label.sizeThatFits(.zero)
      let width = min(natural.width, box.width)
      let free = box.width - width
      let x: CGFloat
      switch configuration.titleAlignment {
      case .leading: x = box.minX
      case .trailing: x = box.minX + free
      case .automatic, .center: x = box.minX + free / 2
      }
      label.frame = pixelAligned(CGRect(x: x, y: y, width: width, height: natural.height))
      y += natural.height + configuration.titlePadding
    }
  }

  /// The size of the image and the titles with their paddings.
  private func configurationContentSize(_ configuration: Configuration) -> CGSize {
    let image = imageBox.isHidden ? .zero : imageBox.image?.size ?? .zero
    let text = titlesSize(configuration)
    let gap = image != .zero && text != .zero ? configuration.imagePadding : 0
    let placement = configuration.imagePlacement
    if placement.contains(.top) || placement.contains(.bottom) {
      return CGSize(
        width: max(image.width, text.width), height: image.height + gap + text.height)
    }
    return CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
  }

  /// The size of the title above the subtitle.
  private func titlesSize(_ configuration: Configuration) -> CGSize {
    let sizes = [titleView, subtitleView].filter { !$0.isHidden }.map { $0.sizeThatFits(.zero) }
    guard !sizes.isEmpty else { return .zero }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0,
      height: sizes.map(\.height).reduce(0, +) + CGFloat(sizes.count - 1)
        * configuration.titlePadding)
  }
}
