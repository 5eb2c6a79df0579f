import Foundation
import PinframeGraphics
import PinframeRaster

/// How much drawing a display list asks for, in pixels composited, estimated before it is
/// drawn so that a run too large for its budget is refused instead of running for hours.
///
/// A list costs its canvas (cleared, then encoded) plus, for each command, the pixels of the
/// canvas its shape's bounding box covers: a fill or a border; a clip (its mask); a group
/// with opacity (its layer, cleared and composited, over the bounds of what it holds); a
/// shadow (its mask, six blur passes and the composite: 8 × the pixels of the caster's bounds
/// grown by three standard deviations of the blur, plus the content's layer). The
/// figure is an estimate of the rasterizer's work, proportional to it, not a count of it: a
/// rounded, rotated or antialiased shape counts its bounding box like a square one, since its
/// rows are drawn solid between the edges and only the pixels its outline crosses are measured
/// one by one (1,000 translucent 180-pixel views with rounded corners, continuous corners or as
/// circles take 2–4.5 × the time of square ones in `pinframe-bench coverage`, full-screen ones
/// 0.9–1.4 ×).
public enum RenderWork {
  /// The estimated pixels composited to draw `list`.
  public static func pixels(of list: DisplayList) -> Int {
    let canvas = CGRect(x: 0, y: 0, width: list.width, height: list.height)
    var total = area(canvas)
    // The bounds of what each open group holds, and whether it needs a layer.
    var groups: [(bounds: CGRect, layered: Bool, shadow: Shadow?)] = []
    func include(_ bounds: CGRect) {
      guard !groups.isEmpty else { return }
      groups[groups.count - 1].bounds = groups[groups.count - 1].bounds.union(bounds)
    }
    for command in list.commands {
      switch command {
      case .fill(let shape, _), .stroke(let shape, _, _), .beginClip(let shape):
        let bounds = Self.bounds(of: shape, in: canvas)
        total = total.addingClamped(area(bounds))
        include(bounds)
      case .image(let drawing):
        // Each device pixel drawn, plus every source pixel read by the filter.
        let bounds = Self.bounds(of: drawing.destination, in: canvas)
        total = total.addingClamped(area(bounds)).addingClamped(area(drawing.source))
        include(bounds)
      case .glyphs(let run):
        // Each glyph's box, drawn from a mask (or rasterized: about as much again).
        var bounds = CGRect.null
        for glyph in run.glyphs {
          let box = glyph.boundingBox
          guard !box.isNull else { continue }
          let placed = Self.bounds(of: Shape(rect: box, transform: run.transform), in: canvas)
          total = total.addingClamped(area(placed))
          bounds = bounds.union(placed)
        }
        include(bounds)
      case .beginGroup(let opacity):
        groups.append((.null, opacity < 1, nil))
      case .beginShadow(let shadow):
        groups.append((.null, true, shadow))
      case .endGroup, .endShadow:
        guard let group = groups.popLast() else { break }
        if group.layered {
          total = total.addingClamped(area(group.bounds).multipliedClamped(by: 2))
        }
        include(group.bounds)
        if let shadow = group.shadow {
          let blurred = Self.shadowBounds(of: group.bounds, shadow, in: canvas)
          total = total.addingClamped(area(blurred).multipliedClamped(by: 8))
          include(blurred)
        }
      case .shadow(let shapes, let shadow):
        let caster = shapes.reduce(CGRect.null) { $0.union(Self.bounds(of: $1, in: canvas)) }
        let blurred = Self.shadowBounds(of: caster, shadow, in: canvas)
        total = total.addingClamped(area(blurred).multipliedClamped(by: 8))
        include(blurred)
      case .endClip:
        break
      }
    }
    return total
  }

  /// The estimated pixels composited to draw every frame of `frames`.
  public static func pixels(of frames: [RecordedFrame]) -> Int {
    frames.reduce(0) { $0.addingClamped(pixels(of: $1.displayList)) }
  }

  /// The part of the canvas a shadow of content within `bounds` may touch: the bounds moved by
  /// the offset and grown by three standard deviations (1.5 × the radius), in device pixels.
  private static func shadowBounds(of bounds: CGRect, _ shadow: Shadow, in canvas: CGRect)
    -> CGRect
  {
    guard !bounds.isNull else { return .null }
    let t = shadow.transform
    let scale = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
    let grow = 1.5 * shadow.radius * scale
    let offset = CGSize(
      width: (t.a * shadow.offset.width + t.c * shadow.offset.height),
      height: (t.b * shadow.offset.width + t.d * shadow.offset.height))
    guard grow.isFinite, offset.width.isFinite, offset.height.isFinite else { return canvas }
    return bounds.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -grow, dy: -grow)
      .intersection(canvas)
  }

  /// The part of the canvas a shape's bounding box covers; `.null` for none, or for a shape
  /// whose numbers are not finite.
  private static func bounds(of shape: Shape, in canvas: CGRect) -> CGRect {
    let rect = shape.rect
    let t = shape.transform
    let corners = [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
      (rect.maxX, rect.maxY),
    ]
    .map { x, y in (t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty) }
    let xs = corners.map { min(max($0.0, canvas.minX), canvas.maxX) }
    let ys = corners.map { min(max($0.1, canvas.minY), canvas.maxY) }
    guard xs.allSatisfy(\.isFinite), ys.allSatisfy(\.isFinite), let minX = xs.min(),
      let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  private static func area(_ rect: CGRect) -> Int {
    guard !rect.isNull, !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return 0 }
    let pixels = (rect.width.rounded(.up) * rect.height.rounded(.up))
    return pixels >= Double(Int.max) ? Int.max : Int(pixels)
  }
}

/// The most pixels a run may composite (``RenderWork``), checked before it draws anything.
public struct WorkLimit: Sendable, Hashable {
  /// The limit, in pixels.
  public var pixels: Int

  /// The default: 100 billion pixels, about two minutes of drawing on one core (0.7–1 billion
  /// translucent pixels a second, release build, 2-core VM).
  public static let standard = WorkLimit(pixels: 100_000_000_000)

  /// Creates a limit of `pixels`.
  public init(pixels: Int) {
    self.pixels = pixels
  }

  /// Throws when `work` is over the limit.
  ///
  /// - Parameters:
  ///   - work: The estimated pixels to composite.
  ///   - subject: What would be drawn, for the message: `the spec card.json`.
  ///   - raise: How to raise the limit, for the message: `--work-limit N`.
  /// - Throws: ``RecordingError/overLimit(_:)`` with the estimate, the limit and what to change.
  public func check(_ work: Int, for subject: String, raise: String) throws(RecordingError) {
    guard work > pixels else { return }
    throw .overLimit(
      "\(subject) would composite about \(Self.billions(work)) billion pixels, over the work limit of \(Self.billions(pixels)) billion (it would take a long time): draw less (a smaller canvas or scale, fewer or smaller views, fewer frames) or raise the limit with \(raise)"
    )
  }

  /// `work` in billions, with one decimal under 100.
  public static func billions(_ work: Int) -> String {
    let value = Double(work) / 1e9
    return value < 100 ? String(format: "%.1f", value) : String(Int(value.rounded()))
  }
}

extension Int {
  /// The sum, or `Int.max` when it would overflow.
  func addingClamped(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }

  /// The product, or `Int.max` when it would overflow (for counts that are not negative).
  func multipliedClamped(by other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? .max : product
  }
}
