import Foundation
import PinframeGraphics
import PinframeText
import PinframeViews

extension UISegmentedControl {
  /// The track's corner radius.
  static let trackRadius: CGFloat = 9
  /// The platter's inset from the track and its corner radius.
  static let platter: (inset: CGFloat, radius: CGFloat) = (2, 7)
  /// The platter's colour by default: white, iOS's dark grey in dark mode.
  static let defaultPlatterColor = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
  }

  /// Gives each segment's label its title, font and colour, and each image view its image.
  func updateLabels() {
    for (index, segment) in segments.enumerated() {
      let selected = index == selectedSegmentIndex
      let attributes = titleAttributes(selected: selected)
      let font =
        attributes[.font] as? UIFont
        ?? .systemFont(ofSize: Self.titleFontSize, weight: selected ? .semibold : .regular)
      let enabled = isEnabled && segment.isEnabled
      let color = enabled ? attributes[.foregroundColor] as? UIColor ?? .label : .tertiaryLabel
      let label = segment.label
      if label.text != segment.title { label.text = segment.title }
      if label.font != font { label.font = font }
      if label.textColor != color { label.textColor = color }
      label.isHidden = segment.title == nil
      segment.imageView.image =
        segment.image?.renderingMode == .alwaysOriginal
        ? segment.image : segment.image?.withRenderingMode(.alwaysTemplate)
      segment.imageView.tintColor = color
      segment.imageView.isHidden = segment.image == nil
    }
  }

  /// The width a segment's content needs: its title at the selected (wider) font, or its
  /// image, plus the padding on either side.
  func contentWidth(_ index: Int) -> CGFloat {
    let segment = segments[index]
    var width = segment.image?.size.width ?? 0
    if let title = segment.title {
      let widest = [false, true].map { selected -> CGFloat in
        let attributes = titleAttributes(selected: selected)
        let font =
          attributes[.font] as? UIFont
          ?? .systemFont(ofSize: Self.titleFontSize, weight: selected ? .semibold : .regular)
        return (title as NSString).size(withAttributes: [.font: font]).width
      }
      width = max(width, ceilToPixels(widest.max() ?? 0))
    }
    return width + 2 * Self.segmentPadding
  }

  /// Each segment's rectangle in the bounds: set widths kept, the rest shared equally or in
  /// proportion to content.
  func segmentRects() -> [CGRect] {
    guard !segments.isEmpty else { return [] }
    let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
    let free = max(0, bounds.width - fixed)
    let automatic = segments.indices.filter { segments[$0].width == 0 }
    let weights = automatic.map { apportionsSegmentWidthsByContent ? contentWidth($0) : 1 }
    let total = weights.reduce(0, +)
    var widths = segments.map(\.width)
    for (slot, index) in automatic.enumerated() {
      widths[index] = total > 0 ? free * weights[slot] / total : 0
    }
    var x = bounds.minX
    return widths.map { width in
      defer { x += width }
      return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }
  }

  /// Draws the track, the dividers and the selected segment's platter.
  func drawTrack(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.fill(rect, cornerRadius: Self.trackRadius, color: resolved(.tertiarySystemFill))
    let rects = segmentRects()
    let selected = selectedSegmentIndex
    let divider = resolved(.separator)
    for index in rects.indices.dropFirst() where index != selected && index - 1 != selected {
      let x = roundToPixels(rects[index].minX) - 0.5
      context.setFillColor(divider)
      context.fill(CGRect(x: x, y: rect.minY + 8, width: 1, height: max(0, rect.height - 16)))
    }
    guard rects.indices.contains(selected) else { return }
    let platter = rects[selected].insetBy(dx: Self.platter.inset, dy: Self.platter.inset)
    context.fill(
      platter.insetBy(dx: -0.5, dy: -0.5), cornerRadius: Self.platter.radius + 0.5,
      color: Color(white: 0, alpha: 0.04))
    var color = resolved(selectedSegmentTintColor ?? Self.defaultPlatterColor)
    if !isEnabled { color = color.withAlphaComponent(color.alpha * 0.5) }
    context.fill(platter, cornerRadius: Self.platter.radius, color: color)
  }

  /// The attributes set for the selected or normal state, the normal ones under the selected.
  private func titleAttributes(selected: Bool) -> [NSAttributedString.Key: Any] {
    let normal = titleAttributes[UIControl.State.normal.rawValue] ?? [:]
    guard selected, let chosen = titleAttributes[UIControl.State.selected.rawValue] else {
      return normal
    }
    return normal.merging(chosen) { $1 }
  }
}
