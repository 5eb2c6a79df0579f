import Foundation
import PinframeGraphics
import PinframeImage
import PinframeText
import PinframeViews

/// The bar at the bottom of a tab bar controller, as UIKit's `UITabBar`: one slot per item,
/// each its image over its title, the selected one in the tint colour and the others in
/// `.systemGray`, a red badge at an image's top right.
///
/// The look is iOS 13–18's, approximated: a `.systemBackground` bar (or `barTintColor`) with a
/// hairline `.separator` at its top, items in equal slots, images centred 7 pt from the top,
/// 10 pt medium titles under them.
@preconcurrency @MainActor
open class UITabBar: View {
  /// The items, left to right.
  open var items: [UITabBarItem]? {
    didSet { if !(oldValue ?? []).elementsEqual(items ?? [], by: ===) { setNeedsLayout() } }
  }
  /// The selected item.
  open var selectedItem: UITabBarItem? {
    didSet { if oldValue !== selectedItem { setNeedsLayout() } }
  }
  /// The bar's background colour; `.systemBackground` when `nil`.
  open var barTintColor: UIColor?
  /// The colour of unselected items; `.systemGray` when `nil`.
  open var unselectedItemTintColor: UIColor?
  /// Whether the bar is translucent (stored).
  open var isTranslucent = true

  private var itemViews: [View] = []

  /// A tab bar; the tab bar controller sizes it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Places each item's image, title and badge in its slot.
  open override func layoutSubviews() {
    super.layoutSubviews()
    var fresh: [View] = []
    let items = items ?? []
    let slot = bounds.width / CGFloat(max(items.count, 1))
    let tint: UIColor = tintColor
    for (index, item) in items.enumerated() {
      let color = item === selectedItem ? tint : (unselectedItemTintColor ?? .systemGray)
      fresh += views(
        of: item, in: CGRect(x: CGFloat(index) * slot, y: 0, width: slot, height: 49),
        color: color)
    }
    itemViews = BarItemViews.replace(itemViews, with: fresh, in: self)
  }

  /// The image, title and badge of `item` in `slot`.
  private func views(of item: UITabBarItem, in slot: CGRect, color: UIColor) -> [View] {
    var views: [View] = []
    let image = (item === selectedItem ? item.selectedImage ?? item.image : item.image)
    var imageFrame = CGRect(x: slot.midX, y: 7, width: 0, height: 25)
    if let image {
      let imageView = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
      imageView.tintColor = color
      imageFrame = CGRect(
        x: slot.midX - image.size.width / 2, y: 7 + (25 - image.size.height) / 2,
        width: image.size.width, height: image.size.height)
      imageView.frame = imageFrame
      views.append(imageView)
    }
    if let title = item.title {
      let label = UILabel()
      label.text = title
      label.font = .systemFont(ofSize: 10, weight: .medium)
      label.textColor = color
      label.sizeToFit()
      label.frame.origin = CGPoint(x: slot.midX - label.frame.width / 2, y: 35)
      views.append(label)
    }
    if let badge = item.badgeValue {
      views.append(badgeView(badge, at: CGPoint(x: imageFrame.maxX - 6, y: imageFrame.minY - 2)))
    }
    return views
  }

  /// A red capsule with the badge's text in 13 pt white, at least 18 pt wide.
  private func badgeView(_ text: String, at origin: CGPoint) -> View {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: 13)
    label.textColor = .white
    label.textAlignment = .center
    label.backgroundColor = .systemRed
    label.clipsToBounds = true
    label.sizeToFit()
    label.frame = CGRect(
      x: origin.x, y: origin.y, width: max(label.frame.width + 10, 18), height: 18)
    label.layer.cornerRadius = 9
    return label
  }

  /// Draws the background and the hairline at the top.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor((barTintColor ?? .systemBackground).resolvedValue(with: traitCollection))
    context.fill(rect)
    let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
    context.setFillColor(UIColor.separator.resolvedValue(with: traitCollection))
    context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1 / scale))
  }
}
