import Foundation
import PinframeGraphics

extension TextPainter {
  /// The most combining marks drawn on one base character (Unicode's stream-safe text format
  /// allows 30 in a row; more are measured but not drawn, so 100,000 marks on one letter cost
  /// no more than 16).
  static let markLimit = 16

  /// Draws each character of `line` from its glyph outline, in its run's colour, on the line's
  /// baseline (snapped to the device pixel grid, raised by the run's baseline offset).
  ///
  /// - A character is drawn from its outline in its run's face (Inter, the font's weight and
  ///   slant), at its measured position, with its outline scaled horizontally so that Inter's
  ///   advance fits the measured one (the run's kern, added after each character, is space
  ///   between glyphs, not glyph width). In a monospaced font a glyph narrower than its cell
  ///   keeps its own width and is centred in the cell.
  /// - A character Inter has no outline for draws the missing-glyph box, a hollow rectangle.
  /// - East Asian wide characters and emoji draw their silhouette boxes.
  /// - Combining marks (U+0300–U+036F) are centred over the ink of the character before them,
  ///   raised by its height above Inter's x-height when they sit above; at most ``markLimit``
  ///   on one character.
  /// - Spaces, controls, format characters and other zero-width characters draw nothing.
  ///
  /// Consecutive glyphs of one run are recorded as one ``GlyphRun``.
  func drawGlyphs(of line: TextLine, at origin: CGPoint) {
    let baseline = snap(origin.y + line.y + line.baseline)
    var batch = GlyphBatch(context: context, colors: colors)
    var base: PlacedBase?
    layout.forEachGlyph(of: line) { index, left, right in
      let glyph = glyphs[index]
      guard !glyph.kind.contains(.joined) else { return }  // drawn with the emoji before it
      let attributes = runs[Int(glyph.run)]
      let size = Double(attributes.font.pointSize)
      guard size > 0, !glyph.kind.contains(.space), !glyph.kind.contains(.newline) else {
        base = nil
        return
      }
      guard right + size >= visibleRange.lowerBound, left - size <= visibleRange.upperBound else {
        return
      }
      let y = baseline - Double(attributes.baselineOffset)
      let scalar = glyph.scalar
      if GlyphAdvance.isZeroWidth(scalar) {
        guard let mark = base?.mark(scalar, in: outlines[Int(glyph.run)], size: size, y: y)
        else { return }
        base?.marks += 1
        return batch.append(mark, run: glyph.run)
      }
      if glyph.kind.contains(.wide)
        || (scalar.value >= 0x2000 && scalar.properties.isEmojiPresentation)
      {
        batch.flush()
        base = nil
        let shape = GlyphSilhouette.of(scalar, xHeight: 0, capHeight: 0)
        return drawBox(
          shape, left: origin.x + left, right: origin.x + right, baseline: baseline, glyph)
      }
      let outline = outlines[Int(glyph.run)].outline(of: scalar)
      let scaleY = size / outline.unitsPerEm
      let measured = glyph.advance - Double(attributes.kern)
      var scaleX = outline.advance > 0 ? measured / outline.advance : scaleY
      var x = origin.x + left
      if attributes.font.design == .monospaced {
        let natural = scaleY * FontMetricsTable.widthFactor
        if natural * outline.advance <= measured {
          x += (measured - natural * outline.advance) / 2
          scaleX = natural
        }
      }
      guard scaleX.isFinite, scaleX > 0 else { return }
      let placed = GlyphRun.Glyph(
        outline: outline, origin: CGPoint(x: x, y: y), scaleX: scaleX, scaleY: scaleY)
      batch.append(placed, run: glyph.run)
      base = PlacedBase(glyph: placed)
    }
    batch.flush()
  }
}

/// Glyphs waiting to be recorded: consecutive glyphs of one run go into one glyph run.
private struct GlyphBatch {
  let context: GraphicsContext
  let colors: [Color]
  var glyphs: [GlyphRun.Glyph] = []
  var run: Int32 = -1

  init(context: GraphicsContext, colors: [Color]) {
    self.context = context
    self.colors = colors
  }

  mutating func append(_ glyph: GlyphRun.Glyph, run: Int32) {
    if run != self.run { flush() }
    self.run = run
    glyphs.append(glyph)
  }

  /// Records the waiting glyphs in their run's colour.
  mutating func flush() {
    guard !glyphs.isEmpty else { return }
    context.setFillColor(colors[Int(run)])
    context.drawGlyphs(glyphs)
    glyphs.removeAll(keepingCapacity: true)
  }
}

/// The character combining marks attach to: the last glyph drawn.
private struct PlacedBase {
  let glyph: GlyphRun.Glyph
  /// How many marks it has.
  var marks = 0

  /// Inter's x-height and the top of its round lowercase letters, in font units: marks above
  /// are drawn for bases this high.
  private static let lowercaseTop = 1556.0

  /// The combining mark `scalar` placed on this base, or `nil` when it has no outline or the
  /// base has ``TextPainter/markLimit`` marks.
  func mark(_ scalar: Unicode.Scalar, in face: FaceOutlines, size: Double, y: Double)
    -> GlyphRun.Glyph?
  {
    guard marks < TextPainter.markLimit, GlyphOutlineTable.glyphIndex(of: scalar) > 0 else {
      return nil
    }
    let outline = face.outline(of: scalar)
    let box = outline.bounds
    let baseBox = glyph.outline.bounds
    guard !box.isNull, !baseBox.isNull else { return nil }
    let scaleY = size / outline.unitsPerEm
    let centre = glyph.origin.x + baseBox.midX * glyph.scaleX
    let raise = box.minY > 0 ? max(0, baseBox.maxY - Self.lowercaseTop) * scaleY : 0
    return GlyphRun.Glyph(
      outline: outline, origin: CGPoint(x: centre - box.midX * glyph.scaleX, y: y - raise),
      scaleX: glyph.scaleX, scaleY: scaleY)
  }
}
