import Foundation
import PinframeGraphics
import PinframeImage
import PinframeText
import PinframeViews

/// Makes and places the views of a navigation bar's top item: the back button, the left and
/// right items, the title and the large title.
@MainActor
struct NavigationBarLayout {
  let bar: UINavigationBar

  /// The views, placed in the bar's bounds.
  func views() -> [View] {
    guard let item = bar.topItem else { return [] }
    let traits = bar.traitCollection
    let margin = BarMetrics.margin(traits)
    let row = CGRect(
      x: 0, y: bar.topInset, width: bar.bounds.width,
      height: BarMetrics.navigationBarHeight(traits))
    var views: [View] = []
    var left = margin
    if let back = bar.backItem, !item.hidesBackButton,
      item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton
    {
      let button = backButton(title: backTitle(back), row: row)
      views += button
      left = (button.last?.frame.maxX ?? left) + 8
    }
    for barItem in item.leftBarButtonItems ?? [] {
      let view = itemView(barItem, row: row, x: left, fromRight: false)
      views.append(view)
      left = view.frame.maxX + 8
    }
    var right = bar.bounds.width - margin
    for barItem in item.rightBarButtonItems ?? [] {
      let view = itemView(barItem, row: row, x: right, fromRight: true)
      views.append(view)
      right = view.frame.minX - 8
    }
    if bar.showsLargeTitle {
      views.append(largeTitle(item, below: row, margin: margin))
    } else if let title = titleView(item, row: row, between: left...max(right, left)) {
      views.append(title)
    }
    return views
  }

  /// The back button's title: the item's back button, back title or title, "Back" when long.
  private func backTitle(_ item: UINavigationItem) -> String {
    let title = item.backBarButtonItem?.title ?? item.backButtonTitle ?? item.title ?? "Back"
    return title.count > 12 ? "Back" : title
  }

  /// The chevron at 8 pt from the leading edge and the title after it, in the tint colour.
  private func backButton(title: String, row: CGRect) -> [View] {
    let chevron = BackChevronView(frame: CGRect(x: 8, y: row.midY - 11, width: 13, height: 22))
    chevron.tintColor = bar.tintColor
    let label = makeLabel(title, font: .systemFont(ofSize: 17), color: bar.tintColor)
    label.sizeToFit()
    label.frame.origin = CGPoint(x: 27, y: row.midY - label.frame.height / 2)
    return [chevron, label]
  }

  /// A bar button item's view at `x` (its right edge when `fromRight`), centred in the row.
  private func itemView(_ item: UIBarButtonItem, row: CGRect, x: CGFloat, fromRight: Bool) -> View {
    let tint: UIColor = bar.tintColor
    let color = item.isEnabled ? (item.tintColor ?? tint) : UIColor.tertiaryLabel
    let view: View
    if let custom = item.customView {
      view = custom
    } else if let image = item.image {
      let imageView = UIImageView(
        image: image.isTemplate ? image : image.withRenderingMode(.alwaysTemplate))
      imageView.tintColor = color
      view = imageView
    } else {
      let weight: UIFont.Weight = item.style == .done ? .semibold : .regular
      let label = makeLabel(
        item.title ?? "", font: .systemFont(ofSize: 17, weight: weight), color: color)
      label.sizeToFit()
      view = label
    }
    let width = item.width > 0 ? item.width : view.frame.width
    view.frame = CGRect(
      x: fromRight ? x - width : x, y: row.midY - view.frame.height / 2, width: width,
      height: view.frame.height)
    return view
  }

  /// The inline title (or title view), centred in the bar, kept between the items.
  private func titleView(_ item: UINavigationItem, row: CGRect, between space: ClosedRange<CGFloat>)
    -> View?
  {
    let view: View
    if let titleView = item.titleView {
      view = titleView
    } else if let title = item.title {
      let label = makeLabel(
        title,
        font: attributes(bar.titleTextAttributes, font: .systemFont(ofSize: 17, weight: .semibold)),
        color: color(bar.titleTextAttributes))
      label.sizeToFit()
      view = label
    } else {
      return nil
    }
    let width = min(view.frame.width, space.upperBound - space.lowerBound)
    let centred = (bar.bounds.width - width) / 2
    let x = min(max(centred, space.lowerBound), space.upperBound - width)
    view.frame = CGRect(
      x: x, y: row.midY - view.frame.height / 2, width: width, height: view.frame.height)
    return view
  }

  /// The large title at the leading margin, in the 52 pt below the row.
  private func largeTitle(_ item: UINavigationItem, below row: CGRect, margin: CGFloat) -> View {
    let label = makeLabel(
      item.title ?? "",
      font: attributes(bar.largeTitleTextAttributes, font: .systemFont(ofSize: 34, weight: .bold)),
      color: color(bar.largeTitleTextAttributes))
    label.sizeToFit()
    let area = BarMetrics.largeTitleHeight(bar.traitCollection)
    label.frame = CGRect(
      x: margin, y: row.maxY + (area - label.frame.height) / 2,
      width: min(label.frame.width, bar.bounds.width - 2 * margin), height: label.frame.height)
    return label
  }

  private func attributes(_ attributes: [NSAttributedString.Key: Any]?, font: UIFont) -> UIFont {
    attributes?[.font] as? UIFont ?? font
  }

  private func color(_ attributes: [NSAttributedString.Key: Any]?) -> UIColor {
    attributes?[.foregroundColor] as? UIColor ?? .label
  }

  private func makeLabel(_ text: String, font: UIFont, color: UIColor) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = font
    label.textColor = color
    return label
  }
}

/// A back button's chevron: two rounded 2.5 pt strokes meeting at the left, in the tint colour.
@MainActor
final class BackChevronView: View {
  /// Draws the chevron in the bounds.
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(tintColor.resolvedValue(with: traitCollection))
    let tip = CGPoint(x: rect.minX + 2, y: rect.midY)
    let length = (rect.height / 2) * 2.0.squareRoot()
    for angle in [-CGFloat.pi / 4, CGFloat.pi / 4] {
      context.saveGState()
      context.translateBy(x: tip.x, y: tip.y)
      context.rotate(by: angle)
      context.addPath(
        Path(
          roundedRect: CGRect(x: -1.25, y: -1.25, width: length, height: 2.5), cornerWidth: 1.25,
          cornerHeight: 1.25))
      context.fillPath()
      context.restoreGState()
    }
  }
}
