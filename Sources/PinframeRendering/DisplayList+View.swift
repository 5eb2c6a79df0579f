import Foundation
import PinframeGraphics
import PinframeRaster
import PinframeViews

/// Why a view tree could not be turned into a display list.
public enum RenderError: Error, Hashable, CustomStringConvertible {
  /// The view's size or the scale is zero, negative, NaN or infinite.
  case invalidCanvas(view: String, size: CGSize, scale: CGFloat)

  /// A message that says what is wrong and what to change.
  public var description: String {
    switch self {
    case .invalidCanvas(let view, let size, let scale):
      return
        "cannot render \(view): its bounds size \(size.width)×\(size.height) pt at scale \(scale) is not a drawable canvas; give the view a positive, finite size and a scale ≥ 1"
    }
  }
}

extension DisplayList {
  /// Builds the display list of `view` and its subviews, drawn in the view's own bounds space
  /// (its position and transform in a superview are ignored) at `scale` device pixels per point.
  ///
  /// - Parameters:
  ///   - view: The root of the tree to draw.
  ///   - scale: Device pixels per point (1, 2 or 3 for iOS screens).
  ///   - text: How text is drawn: glyph outlines (the default) or silhouettes.
  ///   - values: The values to draw for each view; the model values by default, presentation
  ///     values of an animation frame otherwise.
  /// - Throws: `RenderError/invalidCanvas(view:size:scale:)` for an empty or non-finite canvas.
  @preconcurrency @MainActor
  public init(
    view: View, scale: CGFloat, text: TextRendering = .glyphs,
    values: @escaping (View) -> AnimatableValues = { $0.animatableValues }
  ) throws(RenderError) {
    let root = values(view)
    let size = root.bounds.size
    let pixels = (width: size.width * scale, height: size.height * scale)
    guard pixels.width.isFinite, pixels.height.isFinite, pixels.width >= 0.5,
      pixels.height >= 0.5, pixels.width < Double(Int32.max), pixels.height < Double(Int32.max)
    else { throw .invalidCanvas(view: view.displayName, size: size, scale: scale) }
    self.init(
      width: Int(pixels.width.rounded()), height: Int(pixels.height.rounded()))
    let toDevice = CGAffineTransform(translationX: -root.bounds.minX, y: -root.bounds.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    var builder = DisplayListBuilder(values: values, scale: scale, text: text)
    builder.append(view, values: root, toDevice: toDevice)
    commands = builder.commands
  }
}

/// Walks a view tree into display commands with a stack of its own, so any depth fits.
///
/// A view draws, in order: its group (alpha < 1), its shadow, its background, its content
/// (what its `draw(_:)` draws, clipped to its bounds), its subviews in drawing order (``PinframeViews/Layer/zPosition``, then subview order) inside their clip
/// (`clipsToBounds`), its border. The group, the shadow-casting content and the clip are opened
/// before their content and dropped again, in O(1), when no command was drawn inside them.
///
/// The shadow follows the layer's `shadowPath` when it has one (``DisplayCommand/shadow(_:_:)``,
/// nothing is drawn first), and the view's own outline when its background is opaque and
/// nothing can draw outside it (no subviews, or clipped ones); otherwise it is the shadow of
/// what the view and its subviews draw (``DisplayCommand/beginShadow(_:)``). With
/// `clipsToBounds` the shadow is clipped to the view's outline, as Core Animation does.
@MainActor
private struct DisplayListBuilder {
  /// What is left to do for a view whose subviews are still being drawn.
  private struct OpenView {
    let view: View
    let values: AnimatableValues
    let toDevice: CGAffineTransform
    let shape: Shape
    /// Where the view's group begins, when it has one.
    let group: Int?
    /// Where its shadow-casting content begins, when it has one.
    let shadow: Int?
    /// Where the clip of its subviews begins, when it has one.
    let clip: Int?
  }

  private enum Step {
    case draw(View, values: AnimatableValues, toDevice: CGAffineTransform)
    case finish(OpenView)
  }

  let values: (View) -> AnimatableValues
  var commands: [DisplayCommand] = []
  /// The context every view's `draw(_:)` records into, emptied before each view.
  private let context: GraphicsContext

  init(values: @escaping (View) -> AnimatableValues, scale: CGFloat, text: TextRendering) {
    self.values = values
    context = GraphicsContext(bounds: .null, scale: scale)
    context.textRendering = text
  }

  mutating func append(_ view: View, values root: AnimatableValues, toDevice: CGAffineTransform) {
    var steps: [Step] = [.draw(view, values: root, toDevice: toDevice)]
    while let step = steps.popLast() {
      switch step {
      case .draw(let view, let v, let toDevice):
        guard let open = begin(view, values: v, toDevice: toDevice) else { continue }
        steps.append(.finish(open))
        let children = view.subviewsInDrawingOrder.map { ($0, values($0)) }
        for (subview, childValues) in children.reversed() {
          steps.append(
            .draw(
              subview, values: childValues,
              toDevice: childValues.boundsToSuperview.concatenating(toDevice)))
        }
      case .finish(let open):
        finish(open)
      }
    }
  }

  /// Opens the view's group, draws or opens its shadow, draws its background and opens its
  /// subviews' clip; nil when the view draws nothing.
  private mutating func begin(_ view: View, values v: AnimatableValues, toDevice: CGAffineTransform)
    -> OpenView?
  {
    guard !view.isHidden, Color(white: 0, alpha: v.alpha).rgba8.alpha > 0, v.isDrawable else {
      return nil
    }
    let shape = view.layer.shape(bounds: v.bounds, transform: toDevice)
    let group = v.alpha < 1 ? open(.beginGroup(opacity: v.alpha)) : nil
    let shadow = appendShadow(of: view, values: v, shape: shape, toDevice: toDevice)
    if let color = v.backgroundColor, !color.isInvisible { commands.append(.fill(shape, color)) }
    appendDrawing(of: view, values: v, shape: shape, toDevice: toDevice) { view.draw($0) }
    let clip = view.clipsToBounds && !view.subviews.isEmpty ? open(.beginClip(shape)) : nil
    return OpenView(
      view: view, values: v, toDevice: toDevice, shape: shape, group: group, shadow: shadow,
      clip: clip)
  }

  /// Draws the view's shadow when its silhouette is known in advance, or opens the content
  /// that casts it (returning where it begins).
  private mutating func appendShadow(
    of view: View, values v: AnimatableValues, shape: Shape, toDevice: CGAffineTransform
  ) -> Int? {
    let layer = view.layer
    let clip = view.clipsToBounds ? shape : nil
    guard let shadow = layer.shadow(of: view, transform: toDevice, clip: clip) else { return nil }
    if let path = layer.shadowPath {
      commands.append(.shadow(path.shapes(transform: toDevice), shadow))
      return nil
    }
    let isOpaque = v.backgroundColor.map { $0.rgba8.alpha == 255 } ?? false
    guard isOpaque, view.subviews.isEmpty || view.clipsToBounds else {
      return open(.beginShadow(shadow))
    }
    commands.append(.shadow([shape], shadow))
    return nil
  }

  /// Draws what the view's `draw(_:)` records, with the view's traits current, clipped to its
  /// outline when it clips to bounds, else to its bounds unless all of it lies inside or the
  /// view's content may overflow (an image view's image).
  private mutating func appendDrawing(
    of view: View, values v: AnimatableValues, shape: Shape, toDevice: CGAffineTransform,
    _ draw: (CGRect) -> Void
  ) {
    let context = self.context
    context.removeAllSteps()
    view.traitCollection.performAsCurrent {
      context.performAsCurrent { draw(v.bounds) }
    }
    context.endOpenClips()
    guard !context.steps.isEmpty else { return }
    let insideBounds = context.steps.allSatisfy { $0.boundingBox.map(v.bounds.contains) ?? true }
    let clip =
      view.clipsToBounds
      ? open(.beginClip(shape))
      : insideBounds || view.contentOverflowsBounds
        ? nil : open(.beginClip(Shape(rect: v.bounds, transform: toDevice)))
    commands += context.steps.map { DisplayCommand($0, toDevice: toDevice) }
    close(clip, with: .endClip)
  }

  /// Draws what an overlay-drawing view (a scroll view's indicators) draws over its subviews,
  /// closes the subviews' clip, draws the border, closes the shadow-casting content and the
  /// group.
  private mutating func finish(_ open: OpenView) {
    if let overlaid = open.view as? any OverlayDrawingView {
      appendDrawing(
        of: open.view, values: open.values, shape: open.shape, toDevice: open.toDevice
      ) { overlaid.drawOverlay($0) }
    }
    close(open.clip, with: .endClip)
    let layer = open.view.layer
    if layer.borderWidth > 0, let color = layer.borderColor, !color.isInvisible {
      commands.append(.stroke(open.shape, width: layer.borderWidth, color))
    }
    close(open.shadow, with: .endShadow)
    close(open.group, with: .endGroup)
  }

  private mutating func open(_ begin: DisplayCommand) -> Int {
    commands.append(begin)
    return commands.count - 1
  }

  /// Ends the scope begun at `start`, or drops its begin when nothing was drawn inside.
  private mutating func close(_ start: Int?, with end: DisplayCommand) {
    guard let start else { return }
    if commands.count == start + 1 {
      commands.removeLast()
    } else {
      commands.append(end)
    }
  }
}

extension AnimatableValues {
  /// Whether every value is finite: NaN or infinite geometry draws nothing for the view.
  fileprivate var isDrawable: Bool {
    let numbers = [
      center.x, center.y, bounds.minX, bounds.minY, bounds.width, bounds.height, alpha,
      transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty,
    ]
    return numbers.allSatisfy(\.isFinite)
  }
}
