import Foundation
import PinframeGraphics

/// Draws a layout's lines into a graphics context: backgrounds and decorations here, the
/// characters as glyphs (`TextPainter+Glyphs.swift`) or silhouettes
/// (`TextPainter+Silhouettes.swift`).
struct TextPainter {
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
  /// Each run's colour, resolved; struck-through runs drawn as silhouettes at 40 % of their
  /// alpha, so the line through them shows.
  let colors: [Color]
  /// Each run's glyph outlines (none when drawing silhouettes).
  let outlines: [FaceOutlines]

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
      let dims = context.textRendering == .silhouettes && $0.strikethroughStyle.isVisible
      let struck = dims ? 0.4 : 1
      return resolved.withAlphaComponent(resolved.alpha * alpha * struck)
    }
    outlines =
      context.textRendering == .glyphs
      ? layout.storage.runs.map { GlyphOutlineTable.outlines(of: $0.font.face) } : []
  }

  var glyphs: [TextGlyph] { layout.storage.glyphs }
  var runs: [TextAttributes] { layout.storage.runs }

  /// `value` rounded to the device pixel grid.
  func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }

  /// Fills `left…right × top…bottom` (snapped, at least a pixel each way) in `color`, the
  /// `corners` rounded with `radius` (at most half a side).
  func fill(
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
