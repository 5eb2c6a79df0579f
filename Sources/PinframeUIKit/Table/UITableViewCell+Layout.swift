import Foundation
import PinframeGraphics
import PinframeViews

extension UITableViewCell {
  /// The space between the content view and the accessory.
  static let accessoryGap: CGFloat = 8
  /// The width of value2's text column (approximation).
  static let value2ColumnWidth: CGFloat = 67
  /// The standard row height.
  static let standardRowHeight: CGFloat = 44

  /// Places the content view (narrowed by the accessory, above the separator), the accessory
  /// view, the background views and the standard labels.
  func layoutCellContent() {
    let accessory = accessoryFrame()
    contentView.frame = CGRect(
      x: 0, y: 0, width: contentWidth(accessory: accessory),
      height: max(bounds.height - separatorHeight, 0))
    shareMarginsWithContentView()
    if let accessoryView, let accessory { accessoryView.frame = accessory }
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    layoutStandardViews(hasAccessory: accessory != nil)
  }

  /// The content view's width: the cell's, less the accessory and its gap.
  func contentWidth(accessory: CGRect?) -> CGFloat {
    accessory.map { max($0.minX - Self.accessoryGap, 0) } ?? bounds.width
  }

  /// Gives the content view the cell's layout margins (UIKit's content view has the row's
  /// 11-pt vertical and 16- or 20-pt horizontal margins), for constraints to its
  /// `layoutMarginsGuide`.
  func shareMarginsWithContentView() {
    if contentView.layoutMargins != layoutMargins { contentView.layoutMargins = layoutMargins }
  }

  /// The height the separator takes under the content view: one pixel when the cell draws one,
  /// as UIKit's (a 44-pt row's content view is 43.667 pt tall at 3x).
  var separatorHeight: CGFloat {
    listAppearance.separatorColor == nil ? 0 : 1 / pixelScale
  }

  /// The accessory's frame in the cell: the accessory view's size or the glyph's, at the right
  /// layout margin, centred vertically; `nil` without an accessory.
  func accessoryFrame() -> CGRect? {
    let size: CGSize
    if let accessoryView {
      size = accessoryView.bounds.size
    } else if let glyph = AccessoryGlyph(accessoryType) {
      size = glyph.size
    } else {
      return nil
    }
    return pixelAligned(
      CGRect(
        x: bounds.width - layoutMargins.right - size.width, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height))
  }

  /// Lays out the image view and the labels of the style inside the content view.
  private func layoutStandardViews(hasAccessory: Bool) {
    guard _textLabel != nil || _detailTextLabel != nil || _imageView != nil else {
      return
    }
    let height = contentView.bounds.height
    var leading = layoutMargins.left
    if let imageView = _imageView, let size = imageView.image?.size {
      imageView.frame = pixelAligned(
        CGRect(x: leading, y: (height - size.height) / 2, width: size.width, height: size.height))
      leading = imageView.frame.maxX + layoutMargins.left
    }
    let trailing = contentView.bounds.width - (hasAccessory ? 0 : layoutMargins.right)
    let lane = (leading, max(trailing - leading, 0))
    switch style {
    case .default: layoutSingleLine(_textLabel, lane, height: height)
    case .subtitle: layoutStacked(lane, height: height)
    case .value1: layoutValue1(lane, height: height)
    case .value2: layoutValue2(lane, height: height)
    }
  }

  /// A label's fitting height for `width` (0 without text).
  private func fittingSize(_ label: UILabel?, width: CGFloat) -> CGSize {
    guard let label, !(label.text ?? "").isEmpty else { return .zero }
    let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    return CGSize(width: min(size.width, width), height: size.height)
  }

  private func layoutSingleLine(
    _ label: UILabel?, _ lane: (x: CGFloat, width: CGFloat), height: CGFloat
  ) {
    guard let label else { return }
    let size = fittingSize(label, width: lane.width)
    label.frame = pixelAligned(
      CGRect(x: lane.x, y: (height - size.height) / 2, width: lane.width, height: size.height))
  }

  private func layoutStacked(_ lane: (x: CGFloat, width: CGFloat), height: CGFloat) {
    let text = fittingSize(_textLabel, width: lane.width)
    let detail = fittingSize(_detailTextLabel, width: lane.width)
    let top = (height - text.height - detail.height) / 2
    _textLabel?.frame = pixelAligned(
      CGRect(x: lane.x, y: top, width: lane.width, height: text.height))
    _detailTextLabel?.frame = pixelAligned(
      CGRect(x: lane.x, y: top + text.height, width: lane.width, height: detail.height))
  }

  /// value1: the detail at the trailing edge at its fitting width, the text in what is left.
  private func layoutValue1(_ lane: (x: CGFloat, width: CGFloat), height: CGFloat) {
    let detail = fittingSize(_detailTextLabel, width: lane.width)
    let textWidth = max(lane.width - detail.width - (detail.width > 0 ? Self.accessoryGap : 0), 0)
    let text = fittingSize(_textLabel, width: textWidth)
    _textLabel?.frame = pixelAligned(
      CGRect(x: lane.x, y: (height - text.height) / 2, width: textWidth, height: text.height))
    _detailTextLabel?.frame = pixelAligned(
      CGRect(
        x: lane.x + lane.width - detail.width, y: (height - detail.height) / 2,
        width: detail.width, height: detail.height))
  }

  /// value2: the text right-aligned in a 67-pt column, the detail after a 6-pt gap.
  private func layoutValue2(_ lane: (x: CGFloat, width: CGFloat), height: CGFloat) {
    let column = min(Self.value2ColumnWidth, lane.width)
    let text = fittingSize(_textLabel, width: column)
    let detailX = lane.x + column + 6
    let detailWidth = max(lane.x + lane.width - detailX, 0)
    let detail = fittingSize(_detailTextLabel, width: detailWidth)
    _textLabel?.frame = pixelAligned(
      CGRect(x: lane.x, y: (height - text.height) / 2, width: column, height: text.height))
    _detailTextLabel?.frame = pixelAligned(
      CGRect(x: detailX, y: (height - detail.height) / 2, width: detailWidth, height: detail.height)
    )
  }

  /// The height of the standard content at `width` with 11-pt margins, at least 44 points.
  func standardHeight(width: CGFloat) -> CGFloat {
    let lane = max(width - layoutMargins.left - layoutMargins.right, 0)
    let text = fittingSize(_textLabel, width: lane).height
    let detail = fittingSize(_detailTextLabel, width: lane).height
    let image = _imageView?.image?.size.height ?? 0
    let content = style == .subtitle ? text + detail : max(text, detail)
    let needed = max(content, image) + layoutMargins.top + layoutMargins.bottom
    return max(Self.standardRowHeight, ceilToPixels(needed))
  }
}
