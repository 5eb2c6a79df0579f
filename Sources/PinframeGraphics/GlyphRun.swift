import Foundation

/// Glyphs drawn in one colour: each ``GlyphOutline`` placed at its origin and scaled from font
/// units, in a space that a transform maps to the destination.
///
/// A glyph's outline point `(x, y)` (font units, y up) lands at
/// `(origin.x + x × scaleX, origin.y − y × scaleY)` in the run's space (y down), which
/// ``transform`` maps on. Text gives every glyph of a font the same `scaleY` (the size over the
/// units per em) and a `scaleX` that fits the outline to the advance the text was measured with.
public struct GlyphRun: Sendable, Hashable {
  /// One placed glyph.
  public struct Glyph: Sendable, Hashable {
    /// The outline.
    public var outline: GlyphOutline
    /// Where the outline's origin (the start of its advance, on the baseline) goes.
    public var origin: CGPoint
    /// Run units per font unit, horizontally.
    public var scaleX: Double
    /// Run units per font unit, vertically.
    public var scaleY: Double

    /// Places `outline` at `origin` with the given scales.
    public init(outline: GlyphOutline, origin: CGPoint, scaleX: Double, scaleY: Double) {
      self.outline = outline
      self.origin = origin
      self.scaleX = scaleX
      self.scaleY = scaleY
    }

    /// The box the outline's control points take in the run's space, or `.null` for an empty
    /// outline or numbers that are not finite.
    public var boundingBox: CGRect {
      let box = outline.bounds
      guard !box.isNull else { return .null }
      let xs = [origin.x + box.minX * scaleX, origin.x + box.maxX * scaleX]
      let ys = [origin.y - box.maxY * scaleY, origin.y - box.minY * scaleY]
      guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max(),
        [left, right, top, bottom].allSatisfy(\.isFinite)
      else { return .null }
      return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
  }

  /// The glyphs, drawn in order.
  public var glyphs: [Glyph]
  /// The colour every glyph is filled with.
  public var color: Color
  /// Maps the run's space to the destination's.
  public var transform: CGAffineTransform

  /// Creates a run.
  public init(glyphs: [Glyph], color: Color, transform: CGAffineTransform = .identity) {
    self.glyphs = glyphs
    self.color = color
    self.transform = transform
  }

  /// The box every glyph's control points take in the run's space (before ``transform``),
  /// `.null` when none has one.
  public var boundingBox: CGRect {
    glyphs.reduce(CGRect.null) { $0.union($1.boundingBox) }
  }
}
