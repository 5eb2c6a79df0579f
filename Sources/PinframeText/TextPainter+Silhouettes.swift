import Foundation
import PinframeGraphics

/// A bar being drawn: neighbouring glyphs of the same height and run extend it.
private struct PendingBar {
  var left: Double
  var right: Double
  let bottom: Double
  let top: Double
  let run: Int32
  /// The run's font size, for the corner radius.
  let size: Double
  /// Whether the bar is the first of its word.
  let startsWord: Bool

  /// Whether `next` extends this bar: the same heights and run.
  func continues(with next: PendingBar) -> Bool {
    next.bottom == bottom && next.top == top && next.run == run
  }
}

extension TextPainter {
  /// Each glyph's silhouette, neighbours with the same bar and colour merged into one; the
  /// top corners of bars and the bottom corners at a word's ends are rounded by 0.08 em.
  func drawSilhouettes(of line: TextLine, at origin: CGPoint) {
    let baseline = snap(origin.y + line.y + line.baseline)
    var pending: PendingBar?
    var inWord = false
    func flush(endsWord: Bool) {
      if let bar = pending {
        var corners: RectCorner = [.topLeft, .topRight]
        if bar.startsWord { corners.insert(.bottomLeft) }
        if endsWord { corners.insert(.bottomRight) }
        fill(
          left: origin.x + bar.left, right: origin.x + bar.right, top: baseline - bar.top,
          bottom: baseline - bar.bottom, color: colors[Int(bar.run)], corners: corners,
          radius: 0.08 * bar.size)
      }
      pending = nil
      inWord = !endsWord
    }
    layout.forEachGlyph(of: line) { index, left, right in
      let glyph = glyphs[index]
      guard !glyph.kind.contains(.joined) else { return }  // drawn with the emoji before it
      let font = runs[Int(glyph.run)].font
      let size = Double(font.pointSize)
      let offset = Double(runs[Int(glyph.run)].baselineOffset)
      let shape =
        size > 0
        ? GlyphSilhouette.of(
          glyph.scalar, xHeight: Double(font.xHeight) / size,
          capHeight: Double(font.capHeight) / size) : .none
      switch shape {
      case .none:
        flush(endsWord: true)
      case .bar(_, _, let inset, let rounded) where inset > 0 || rounded:
        flush(endsWord: true)
        drawBox(shape, left: origin.x + left, right: origin.x + right, baseline: baseline, glyph)
      case .bar(let bottom, let top, _, _):
        let bar = PendingBar(
          left: left, right: right, bottom: snap(bottom * size) + offset,
          top: snap(top * size) + offset, run: glyph.run, size: size, startsWord: !inWord)
        if let open = pending, open.continues(with: bar) {
          pending?.right = right
        } else {
          flush(endsWord: false)
          pending = bar
          inWord = true
        }
      case .dots(let count, let dot, let bottom):
        flush(endsWord: true)
        let side = max(snap(dot * size), 1 / scale)
        let lower = baseline - offset - snap(bottom * size)
        for number in 0..<count {
          let centre = left + (right - left) * (Double(number) + 0.5) / Double(count)
          fill(
            left: origin.x + centre - side / 2, right: origin.x + centre + side / 2,
            top: lower - side, bottom: lower, color: colors[Int(glyph.run)])
        }
      }
    }
    flush(endsWord: true)
  }

  /// Draws the bar of an East Asian wide character or an emoji (a silhouette with an inset,
  /// rounded for an emoji) between `left` and `right`, on `baseline`.
  func drawBox(
    _ shape: GlyphSilhouette, left: Double, right: Double, baseline: Double, _ glyph: TextGlyph
  ) {
    guard case .bar(let bottom, let top, let inset, let rounded) = shape else { return }
    let attributes = runs[Int(glyph.run)]
    let size = Double(attributes.font.pointSize)
    let offset = Double(attributes.baselineOffset)
    fill(
      left: left + inset * size, right: right - inset * size,
      top: baseline - offset - snap(top * size), bottom: baseline - offset - snap(bottom * size),
      color: colors[Int(glyph.run)], corners: rounded ? .allCorners : [], radius: 0.25 * size)
  }
}
