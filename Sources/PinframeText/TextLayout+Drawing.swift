import Foundation
import PinframeGraphics

extension TextLayout {
  /// Draws the lines into `context` with the layout's top-left corner at `origin`: run backgrounds,
  /// then each character, in its run's colour, as the context's ``GraphicsContext/textRendering``
  /// says (glyph outlines, see ``TextPainter/drawGlyphs(of:at:)``, or silhouettes, see
  /// ``GlyphSilhouette``), then underlines and strikethroughs.
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
      switch context.textRendering {
      case .glyphs: painter.drawGlyphs(of: line, at: origin)
      case .silhouettes: painter.drawSilhouettes(of: line, at: origin)
      }
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
