import Foundation

/// A glyph's shape as a font stores it: closed contours of straight lines and cubic Bézier
/// curves in font units, y up, with the glyph's advance.
///
/// Each contour starts with a ``Verb/move`` and is closed by an implied line back to its start.
/// Outlines are immutable objects that display lists share: every occurrence of a glyph refers
/// to the same outline, so outlines are equal when they are the same object, and the
/// rasterizer's glyph cache recognises a glyph by its outline's identity.
public final class GlyphOutline: Sendable, Hashable, CustomStringConvertible {
  /// How a contour goes on to its next point.
  public enum Verb: UInt8, Sendable, Hashable {
    /// Starts a contour at one point (closing the one before).
    case move
    /// A straight line to one point.
    case line
    /// A cubic Bézier curve through two control points to a third point.
    case cubic

    /// How many points the verb takes.
    public var pointCount: Int { self == .cubic ? 3 : 1 }
  }

  /// The verbs, in order; the first is a ``Verb/move`` unless the outline is empty.
  public let verbs: [Verb]
  /// The points the verbs take, x and y in font units (y up), in order.
  public let points: [Point]
  /// The advance in font units: how far the pen moves after the glyph.
  public let advance: Double
  /// The font units per em.
  public let unitsPerEm: Double
  /// The smallest rectangle holding every point, control points included, in font units (y
  /// up); `.null` for an empty outline.
  public let bounds: CGRect

  /// A point of an outline in font units.
  public struct Point: Sendable, Hashable {
    /// The x coordinate.
    public var x: Float
    /// The y coordinate, up.
    public var y: Float

    /// Creates a point.
    public init(x: Float, y: Float) {
      self.x = x
      self.y = y
    }
  }

  /// Creates an outline.
  ///
  /// Input is repaired, never rejected: verbs are kept as long as the points cover them, a
  /// first verb that is not a move becomes one, and an outline with a coordinate that is not
  /// finite, or a non-positive or non-finite `unitsPerEm`, is empty; a non-finite `advance`
  /// counts as 0.
  public init(verbs: [Verb], points: [Point], advance: Double, unitsPerEm: Double) {
    var kept: [Verb] = []
    var needed = 0
    for verb in verbs {
      guard needed + verb.pointCount <= points.count else { break }
      kept.append(kept.isEmpty ? .move : verb)
      needed += kept[kept.count - 1].pointCount
    }
    let used = Array(points.prefix(needed))
    let valid =
      unitsPerEm.isFinite && unitsPerEm > 0 && used.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    self.verbs = valid ? kept : []
    self.points = valid ? used : []
    self.advance = advance.isFinite ? advance : 0
    self.unitsPerEm = unitsPerEm.isFinite && unitsPerEm > 0 ? unitsPerEm : 1
    bounds = Self.controlBox(of: self.points)
  }

  /// Whether the outline has no contours (a space).
  public var isEmpty: Bool { verbs.isEmpty }

  /// `GlyphOutline(3 contours, 27 points, advance 1640)`.
  public var description: String {
    let contours = verbs.count(where: { $0 == .move })
    let advanceText = advance == advance.rounded() ? String(Int(advance)) : String(advance)
    return "GlyphOutline(\(contours) contours, \(points.count) points, advance \(advanceText))"
  }

  /// Whether the two are the same outline object.
  public static func == (lhs: GlyphOutline, rhs: GlyphOutline) -> Bool { lhs === rhs }

  /// Hashes the outline's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  private static func controlBox(of points: [Point]) -> CGRect {
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    return CGRect(
      x: Double(minX), y: Double(minY), width: Double(maxX) - Double(minX),
      height: Double(maxY) - Double(minY))
  }
}
