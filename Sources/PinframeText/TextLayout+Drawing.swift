import Foundation
import PinframeGraphics

extension TextLayout {
  /// Draws the lines into `context` with the layout's top-left corner at `origin`: run backgrounds,
  /// then each character's ``GlyphSilhouette`` in its run's colour, then underlines and
  /// strikethroughs.
  ///
  /// Struck-through characters are drawn at 40 % of their colour's alpha, so the line through them
  /// shows.
  ///
  /// Bar edges are rounded to the context's device pixels, so neighbouring bars meet without
  /// seams and every bar is at least one pixel wide and tall; characters without width (marks,
  /// text in a font of size 0) add nothing.
  ///
  /// - Parameters:
  ///   - traits: The traits dynamic colours resolve with.
  ///   - color: A colour every run is drawn in instead of its own (a shadow, a highlight).
  ///   - alpha: A factor applied to every colour's alpha (a disabled label's dimming).
  ///   - backgrounds: Whether run backgrounds are drawn (not for a shadow).
  ///   - visibleRange: The x range that can be seen (a view's bounds): nothing is recorded for
  ///     what lies outside, so a clipped line of a million characters records what shows.
  package func draw(
    in context: GraphicsContext, at origin: CGPoint, traits: UITraitCollection,
    color: Color? = nil, alpha: Double = 1, backgrounds: Bool = true,
    visibleRange: ClosedRange<Double> = -Double.infinity...Double.infinity
  ) {
    var painter = TextPainter(
      layout: self, context: context, traits: traits, color: color, alpha: alpha)
    painter.visibleRange = visibleRange
    for line in lines {
      if backgrounds { painter.drawBackgrounds(of: line, at: origin) }
      painter.drawGlyphs(of: line, at: origin)
      painter.drawDecorations(of: line, at: origin)
    }
  }

  /// Calls `body` with each glyph shown on `line`, left to right, and its left and right x
  /// (from the container's left; spaces widened when the line is justified).
  ///
  /// A glyph's right is where the next one starts, the kerning between them included, so
  /// neighbours meet without gap or overlap.
  func forEachGlyph(
    of line: TextLine, _ body: (_ index: Int, _ left: Double, _ right: Double) -> Void
  ) {
    var x = Double(line.x)
    for piece in line.pieces {
      for index in piece {
        let glyph = storage.glyphs[index]
        let kerning = index + 1 < piece.upperBound ? glyph.kerning : 0
        let width = glyph.advance + kerning + (glyph.kind.contains(.space) ? line.spaceExtra : 0)
        body(index, x, x + width)
        x += width
      }
    }
  }
}

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

/// Turns a layout's lines into filled rectangles.
private struct TextPainter {
  let layout: TextLayout
  let context: GraphicsContext
  let traits: UITraitCollection
  /// The colour everything is drawn in, if one was given.
  let overridingColor: Color?
  /// The factor applied to every colour's alpha.
  let alpha: Double
  /// The x range outside which nothing is recorded.
  var visibleRange = -Double.infinity...Double.infinity
  let scale: Double
  /// Each run's colour, resolved.
  let colors: [Color]

  init(
    layout: TextLayout, context: GraphicsContext, traits: UITraitCollection, color: Color?,
    alpha: Double
  ) {
    self.layout = layout
    self.context = context
    self.traits = traits
    self.alpha = alpha
    overridingColor = color
    scale = context.scale
    colors = layout.storage.runs.map {
      let resolved = color ?? $0.foregroundColor.resolvedValue(with: traits)
      let struck = $0.strikethroughStyle.isVisible ? 0.4 : 1
      return resolved.withAlphaComponent(resolved.alpha * alpha * struck)
    }
  }

  private var glyphs: [TextGlyph] { layout.storage.glyphs }
  private var runs: [TextAttributes] { layout.storage.runs }

  /// `value` rounded to the device pixel grid.
  private func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }

  /// Fills `left…right × top…bottom` (snapped, at least a pixel each way) in `color`, the
  /// `corners` rounded with `radius` (at most half a side).
  private func fill(
    left: Double, right: Double, top: Double, bottom: Double, color: Color,
    corners: RectCorner = [], radius: Double = 0
  ) {
    guard right >= visibleRange.lowerBound, left <= visibleRange.upperBound else { return }
    let x0 = snap(left)
    let y0 = snap(top)
    let x1 = max(snap(right), x0 + 1 / scale)
    let y1 = max(snap(bottom), y0 + 1 / scale)
    let rect = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    context.setFillColor(color)
    let limited = min(radius, rect.width / 2, rect.height / 2)
    guard !corners.isEmpty, limited > 0 else { return context.fill(rect) }
    let subpath = Path.Subpath(rect: rect, cornerRadii: CornerRadii(limited, at: corners))
    context.addPath(Path(subpaths: [subpath]))
    context.fillPath()
  }

  /// The colour behind each run that has one, from the line's top to its bottom.
  func drawBackgrounds(of line: TextLine, at origin: CGPoint) {
    guard runs.contains(where: { $0.backgroundColor != nil }) else { return }
    let top = origin.y + line.y
    layout.forEachGlyph(of: line) { index, left, right in
      guard right > left, let background = runs[Int(glyphs[index].run)].backgroundColor else {
        return
      }
      fill(
        left: origin.x + left, right: origin.x + right, top: top, bottom: top + line.height,
        color: background.resolvedValue(with: traits).dimmed(by: alpha))
    }
  }

  /// Each glyph's silhouette, neighbours with the same bar and colour merged into one; the
  /// top corners of bars and the bottom corners at a word's ends are rounded by 0.08 em.
  func drawGlyphs(of line: TextLine, at origin: CGPoint) {
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
      case .bar(let bottom, let top, let inset, let rounded) where inset > 0 || rounded:
        flush(endsWord: true)
        fill(
          left: origin.x + left + inset * size, right: origin.x + right - inset * size,
          top: baseline - offset - snap(top * size),
          bottom: baseline - offset - snap(bottom * size),
          color: colors[Int(glyph.run)], corners: rounded ? .allCorners : [],
          radius: 0.25 * size)
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

  /// Underlines and strikethroughs over each stretch of a run that has them (spaces at the
  /// line's end left out; every space with `byWord`).
  func drawDecorations(of line: TextLine, at origin: CGPoint) {
    guard runs.contains(where: { $0.underlineStyle.isVisible || $0.strikethroughStyle.isVisible })
    else { return }
    let baseline = origin.y + line.y + line.baseline
    let last = line.pieces.last ?? 0..<0
    let trailingSpaces = layout.trimmedEnd(last)..<last.upperBound
    for decoration in [Decoration.underline, .strikethrough] {
      var stretch: (left: Double, right: Double, run: Int32)?
      func flush() {
        guard let open = stretch else { return }
        draw(
          decoration, from: origin.x + open.left, to: origin.x + open.right,
          baseline: baseline, run: runs[Int(open.run)])
        stretch = nil
      }
      layout.forEachGlyph(of: line) { index, left, right in
        guard right > left else { return }
        let glyph = glyphs[index]
        let style = decoration.style(of: runs[Int(glyph.run)])
        let isSpace = glyph.kind.contains(.space)
        let skipped = isSpace && (style.contains(.byWord) || trailingSpaces.contains(index))
        guard style.isVisible, !skipped else { return flush() }
        if let open = stretch, open.run == glyph.run {
          stretch = (open.left, right, open.run)
        } else {
          flush()
          stretch = (left, right, glyph.run)
        }
      }
      flush()
    }
  }

  /// Draws one decoration line (two for double) across `left…right`.
  private func draw(
    _ decoration: Decoration, from left: Double, to right: Double,
    baseline: Double, run: TextAttributes
  ) {
    let style = decoration.style(of: run)
    let size = Double(run.font.pointSize)
    let thickness = max(snap(0.06 * size), 1 / scale) * style.thicknessFactor
    let centre = baseline - Double(run.baselineOffset) + decoration.offset(font: run.font)
    let color =
      (overridingColor
      ?? (decoration.color(of: run) ?? run.foregroundColor).resolvedValue(with: traits))
      .dimmed(by: alpha)
    for number in 0..<style.lineCount {
      let top = snap(centre - thickness / 2) + Double(number) * 2 * thickness
      fill(left: left, right: right, top: top, bottom: top + thickness, color: color)
    }
  }
}

extension Color {
  /// The colour with its alpha multiplied by `factor`.
  fileprivate func dimmed(by factor: Double) -> Color {
    factor == 1 ? self : withAlphaComponent(alpha * factor)
  }
}

/// A line drawn across text.
private enum Decoration {
  case underline
  case strikethrough

  func style(of run: TextAttributes) -> NSUnderlineStyle {
    self == .underline ? run.underlineStyle : run.strikethroughStyle
  }

  func color(of run: TextAttributes) -> UIColor? {
    self == .underline ? run.underlineColor : run.strikethroughColor
  }

  /// Where the line's centre sits from the baseline (positive: below): 0.1 em below for an
  /// underline, half the x-height above for a strikethrough.
  func offset(font: UIFont) -> Double {
    self == .underline ? 0.1 * Double(font.pointSize) : -Double(font.xHeight) / 2
  }
}
