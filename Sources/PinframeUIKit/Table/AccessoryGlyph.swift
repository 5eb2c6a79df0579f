import Foundation
import PinframeGraphics

/// A standard accessory drawn by a cell: its size and its strokes (iOS 13–18 look,
/// approximated: a 8 × 13 chevron, a 14 × 12 checkmark, a 22-pt info circle).
struct AccessoryGlyph {
  /// The glyphs drawn, left to right.
  enum Part {
    case chevron
    case checkmark
    case info
  }

  let parts: [Part]

  /// The glyph of an accessory type; `nil` for `.none`.
  init?(_ type: UITableViewCell.AccessoryType) {
    switch type {
    case .none: return nil
    case .disclosureIndicator: parts = [.chevron]
    case .checkmark: parts = [.checkmark]
    case .detailButton: parts = [.info]
    case .detailDisclosureButton: parts = [.info, .chevron]
    }
  }

  /// The space between two parts.
  static let spacing: CGFloat = 12

  /// The size of one part.
  static func size(of part: Part) -> CGSize {
    switch part {
    case .chevron: CGSize(width: 8, height: 13)
    case .checkmark: CGSize(width: 14, height: 12)
    case .info: CGSize(width: 22, height: 22)
    }
  }

  /// The size of all parts side by side.
  var size: CGSize {
    let sizes = parts.map(Self.size(of:))
    return CGSize(
      width: sizes.reduce(0) { $0 + $1.width } + Self.spacing * CGFloat(max(sizes.count - 1, 0)),
      height: sizes.map(\.height).max() ?? 0)
  }

  /// Draws the parts in `frame` (cell coordinates): the chevron in `grey`, the others in
  /// `tint`.
  func draw(in frame: CGRect, context: GraphicsContext, tint: Color, grey: Color) {
    var x = frame.minX
    for part in parts {
      let size = Self.size(of: part)
      let box = CGRect(
        x: x, y: frame.midY - size.height / 2, width: size.width, height: size.height)
      switch part {
      case .chevron: Self.stroke([(0, 0), (7, 6.5), (0, 13)], in: box, context: context, grey)
      case .checkmark: Self.stroke([(1, 6.5), (5, 11), (13, 1)], in: box, context: context, tint)
      case .info: Self.drawInfo(in: box, context: context, tint)
      }
      x += size.width + Self.spacing
    }
  }

  /// Strokes a polyline of 2-pt round-ended bars through `points` (box coordinates).
  private static func stroke(
    _ points: [(CGFloat, CGFloat)], in box: CGRect, context: GraphicsContext, _ color: Color
  ) {
    for (start, end) in zip(points, points.dropFirst()) {
      let dx = end.0 - start.0
      let dy = end.1 - start.1
      context.fillBar(
        center: CGPoint(x: box.minX + (start.0 + end.0) / 2, y: box.minY + (start.1 + end.1) / 2),
        length: (dx * dx + dy * dy).squareRoot() + 2, thickness: 2, angle: atan2(dy, dx),
        color: color)
    }
  }

  /// A circle outline with an "i": a dot over a bar.
  private static func drawInfo(in box: CGRect, context: GraphicsContext, _ color: Color) {
    context.stroke(
      box.insetBy(dx: 0.75, dy: 0.75), cornerRadius: box.width / 2, width: 1.5, color: color)
    context.fillEllipse(
      in: CGRect(x: box.midX - 1.25, y: box.minY + 5, width: 2.5, height: 2.5), color: color)
    context.fill(
      CGRect(x: box.midX - 1, y: box.minY + 9, width: 2, height: 8), cornerRadius: 1, color: color)
  }
}
