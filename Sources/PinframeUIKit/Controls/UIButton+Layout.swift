import Foundation
import PinframeGraphics

extension UIButton {
  /// The space above and below a title while ``contentEdgeInsets`` is zero.
  static let implicitTitleInset: CGFloat = 6

  /// ``titleRect(forContentRect:)``'s rule.
  func placedTitleRect(forContentRect contentRect: CGRect) -> CGRect {
    let area = contentRect.inset(by: titleEdgeInsets)
    let image = placedImageSize(in: contentRect)
    let natural = naturalTitleSize
    let fills = contentHorizontalAlignment == .fill
    let width = max(
      0, fills ? area.width - image.width : min(natural.width, area.width - image.width))
    let height =
      contentVerticalAlignment == .fill ? area.height : min(natural.height, area.height)
    let x = groupStart(in: area, width: image.width + width) + image.width
    let y = area.minY + (area.height - height) * contentVerticalAlignment.freeSpaceBefore
    return pixelAligned(CGRect(x: x, y: y, width: width, height: height))
  }

  /// ``imageRect(forContentRect:)``'s rule.
  func placedImageRect(forContentRect contentRect: CGRect) -> CGRect {
    let area = contentRect.inset(by: imageEdgeInsets)
    let image = placedImageSize(in: contentRect)
    let title = min(naturalTitleSize.width, max(0, area.width - image.width))
    let x = groupStart(in: area, width: image.width + title)
    let y = area.minY + (area.height - image.height) * contentVerticalAlignment.freeSpaceBefore
    return pixelAligned(CGRect(origin: CGPoint(x: x, y: y), size: image))
  }

  /// Places the image view and the title label by ``imageRect(forContentRect:)`` and
  /// ``titleRect(forContentRect:)``.
  func layoutLegacyContent() {
    let content = contentRect(forBounds: bounds)
    imageBox.frame = imageBox.isHidden ? .zero : imageRect(forContentRect: content)
    titleView.frame = titleView.isHidden ? .zero : titleRect(forContentRect: content)
  }

  /// The size without a configuration: title and image side by side plus
  /// ``contentEdgeInsets`` (6 pt above and below a title while they are zero); a close
  /// button without content is 30 × 30.
  func legacySize() -> CGSize {
    let title = naturalTitleSize
    let image = imageBox.isHidden ? .zero : imageBox.image?.size ?? .zero
    if buttonType == .close, title == .zero, image == .zero {
      return CGSize(width: Self.closeButtonSide, height: Self.closeButtonSide)
    }
    var height = max(title.height, image.height)
    if contentEdgeInsets == .zero, title.width > 0 {
      height = max(title.height + 2 * Self.implicitTitleInset, image.height)
    }
    let insets = contentEdgeInsets
    return CGSize(
      width: title.width + image.width + insets.left + insets.right,
      height: height + insets.top + insets.bottom)
  }

  /// The title's one-line size, zero without a title.
  var naturalTitleSize: CGSize {
    titleView.isHidden ? .zero : titleView.sizeThatFits(.zero)
  }

  /// The image's size, shrunk to fit `contentRect` keeping its aspect ratio; zero without one.
  private func placedImageSize(in contentRect: CGRect) -> CGSize {
    guard !imageBox.isHidden, let size = imageBox.image?.size, size.width > 0, size.height > 0
    else { return .zero }
    let scale = min(
      1, max(0, contentRect.width) / size.width, max(0, contentRect.height) / size.height)
    return CGSize(width: size.width * scale, height: size.height * scale)
  }

  /// Where content `width` wide starts in `area` by the horizontal content alignment.
  private func groupStart(in area: CGRect, width: CGFloat) -> CGFloat {
    area.minX + (area.width - width) * effectiveContentHorizontalAlignment.freeSpaceBefore
  }
}
