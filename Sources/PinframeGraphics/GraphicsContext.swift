import Foundation

/// A drawing destination that records what is drawn into it, as Core Graphics' `CGContext`.
///
/// Views draw their content into one in `draw(_:)` (``UIGraphicsGetCurrentContext()`` returns
/// it there), and the renderer turns the recorded ``steps`` into display commands, so drawn
/// content goes through the same rasterizer as every view. What can be drawn is what the
/// display list draws: rectangles, rounded rectangles and ellipses (``Path``), filled or
/// stroked with a colour, glyph outlines (``GlyphRun``), images, and clips to such shapes.
///
/// Coordinates are the user space of the context: the view's bounds space when a view draws.
/// The current transformation matrix (``ctm``) maps user space to the context's base space, as
/// in Core Graphics; every recorded shape carries it.
public final class GraphicsContext {
  /// One recorded drawing operation, in the context's base space.
  public enum Step: Sendable, Hashable {
    /// Fills a shape with a colour.
    case fill(Path.Subpath, Color)
    /// Strokes a shape's outline `width` wide, centred on the outline as Core Graphics strokes.
    case stroke(Path.Subpath, width: CGFloat, Color)
    /// Draws the `source` pixels of an image stretched over a rectangle, in `tint` when given
    /// (a template image).
    case image(CGImage, source: CGRect, destination: Path.Subpath, tint: Color?)
    /// Fills glyph outlines with a colour; the run's transform is the current one.
    case glyphs(GlyphRun)
    /// Restricts the following steps to a shape, until the matching ``endClip``.
    case beginClip(Path.Subpath)
    /// Ends the innermost clip.
    case endClip
  }

  /// The state ``saveGState()`` saves and ``restoreGState()`` restores.
  private struct State {
    var ctm: CGAffineTransform = .identity
    var fillColor = Color(white: 0)
    var strokeColor = Color(white: 0)
    var lineWidth: CGFloat = 1
    var openClips = 0
  }

  /// What was drawn, in order.
  public private(set) var steps: [Step] = []
  /// Device pixels per unit of the base space: text and other content snap to this grid.
  public let scale: CGFloat
  /// The rectangle of the base space that is shown, for code that skips what lies outside.
  public let boundingBoxOfClipPath: CGRect
  /// How text drawn into the context looks: glyph outlines (the default) or silhouettes.
  public var textRendering: TextRendering = .glyphs

  private var state = State()
  private var savedStates: [State] = []
  private var path: [Path.Subpath] = []

  /// Creates an empty context whose base space shows `bounds` at `scale` device pixels per
  /// unit.
  public init(bounds: CGRect, scale: CGFloat) {
    self.boundingBoxOfClipPath = bounds
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// The current transformation matrix, user space to base space.
  public var ctm: CGAffineTransform { state.ctm }

  /// Forgets every step and resets the state, so the context can be used again.
  package func removeAllSteps() {
    steps.removeAll(keepingCapacity: true)
    state = State()
    savedStates.removeAll(keepingCapacity: true)
    path.removeAll(keepingCapacity: true)
  }
}

// MARK: - State

extension GraphicsContext {
  /// Pushes a copy of the graphics state (transform, colours, line width, clip).
  public func saveGState() {
    savedStates.append(state)
    state.openClips = 0
  }

  /// Restores the state saved last, ending the clips set since; without a saved state it
  /// does nothing, as Core Graphics.
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    steps += repeatElement(.endClip, count: state.openClips)
    state = saved
  }

  /// Sets the fill colour.
  public func setFillColor(_ color: Color) {
    state.fillColor = color
  }

  /// Sets the stroke colour.
  public func setStrokeColor(_ color: Color) {
    state.strokeColor = color
  }

  /// Sets the width of strokes, in user-space units (negative or non-finite widths are
  /// ignored).
  public func setLineWidth(_ width: CGFloat) {
    guard width.isFinite, width >= 0 else { return }
    state.lineWidth = width
  }

  /// Moves the origin of user space.
  public func translateBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(translationX: x, y: y))
  }

  /// Scales user space.
  public func scaleBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(scaleX: x, y: y))
  }

  /// Rotates user space by `angle` radians.
  public func rotate(by angle: CGFloat) {
    concatenate(CGAffineTransform(rotationAngle: angle))
  }

  /// Applies `transform` to user space, before the current transform.
  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = transform.concatenating(state.ctm)
  }
}

// MARK: - Drawing

extension GraphicsContext {
  /// Fills `rect` with the fill colour.
  public func fill(_ rect: CGRect) {
    append(.fill(subpath(rect: rect), state.fillColor))
  }

  /// Fills each rectangle with the fill colour.
  public func fill(_ rects: [CGRect]) {
    for rect in rects { fill(rect) }
  }

  /// Fills the ellipse inscribed in `rect` with the fill colour.
  public func fillEllipse(in rect: CGRect) {
    for subpath in Path(ellipseIn: rect).subpaths { append(.fill(place(subpath), state.fillColor)) }
  }

  /// Strokes the outline of `rect` with the stroke colour and line width.
  public func stroke(_ rect: CGRect) {
    stroke(rect, width: state.lineWidth)
  }

  /// Strokes the outline of `rect` `width` wide with the stroke colour.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    guard width.isFinite, width > 0 else { return }
    append(.stroke(subpath(rect: rect), width: width, state.strokeColor))
  }

  /// Draws the `source` pixels of `image` (all of it by default) stretched over `rect`, in
  /// `tint` when given; the context's alpha is not applied (UIKit draws images at their own
  /// alpha).
  public func drawImage(
    _ image: CGImage, in rect: CGRect, source: CGRect? = nil, tint: Color? = nil
  ) {
    let whole = CGRect(x: 0, y: 0, width: image.width, height: image.height)
    let destination = subpath(rect: rect)
    guard destination.isDrawable else { return }
    steps.append(.image(image, source: source ?? whole, destination: destination, tint: tint))
  }

  /// Fills the outlines of `glyphs`, placed in user space, with the fill colour, as Core
  /// Graphics' `showGlyphs(_:at:)` draws a font's glyphs.
  public func drawGlyphs(_ glyphs: [GlyphRun.Glyph]) {
    guard !glyphs.isEmpty, !state.fillColor.isInvisible else { return }
    steps.append(.glyphs(GlyphRun(glyphs: glyphs, color: state.fillColor, transform: state.ctm)))
  }

  /// Adds `path`'s shapes to the current path.
  public func addPath(_ path: Path) {
    self.path += path.subpaths.map(place)
  }

  /// Adds a rectangle to the current path.
  public func addRect(_ rect: CGRect) {
    path.append(subpath(rect: rect))
  }

  /// Adds the ellipse inscribed in `rect` to the current path.
  public func addEllipse(in rect: CGRect) {
    addPath(Path(ellipseIn: rect))
  }

  /// Fills the current path with the fill colour and empties it.
  public func fillPath() {
    for subpath in path { append(.fill(subpath, state.fillColor)) }
    path.removeAll()
  }

  /// Strokes the current path with the stroke colour and line width and empties it.
  public func strokePath() {
    for subpath in path where state.lineWidth > 0 {
      append(.stroke(subpath, width: state.lineWidth, state.strokeColor))
    }
    path.removeAll()
  }

  /// Restricts later drawing to `rect`, until the state is restored.
  public func clip(to rect: CGRect) {
    steps.append(.beginClip(subpath(rect: rect)))
    state.openClips += 1
  }

  /// Restricts later drawing to the current path (its shapes one after the other) and empties
  /// it, until the state is restored.
  public func clip() {
    for subpath in path {
      steps.append(.beginClip(subpath))
      state.openClips += 1
    }
    path.removeAll()
  }

  /// Ends every clip still open, as the end of drawing does.
  package func endOpenClips() {
    while !savedStates.isEmpty { restoreGState() }
    steps += repeatElement(.endClip, count: state.openClips)
    state.openClips = 0
  }

  private func subpath(rect: CGRect) -> Path.Subpath {
    Path.Subpath(rect: rect.standardized, transform: state.ctm)
  }

  private func place(_ subpath: Path.Subpath) -> Path.Subpath {
    var placed = subpath
    placed.transform = subpath.transform.concatenating(state.ctm)
    return placed
  }

  /// Records a drawing step unless its colour is invisible or its rectangle is empty or not
  /// finite.
  private func append(_ step: Step) {
    switch step {
    case .fill(let shape, let color), .stroke(let shape, _, let color):
      guard !color.isInvisible, shape.isDrawable else { return }
    case .image, .glyphs, .beginClip, .endClip:
      break
    }
    steps.append(step)
  }
}

extension Path.Subpath {
  /// Whether the rectangle and transform are finite and the rectangle has an area.
  fileprivate var isDrawable: Bool {
    let t = transform
    let numbers = [rect.minX, rect.minY, rect.width, rect.height, t.a, t.b, t.c, t.d, t.tx, t.ty]
    return numbers.allSatisfy(\.isFinite) && rect.width > 0 && rect.height > 0
  }
}
