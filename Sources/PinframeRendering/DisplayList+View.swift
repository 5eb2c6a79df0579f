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
  ///   - values: The values to draw for each view; the model values by default, presentation
  ///     values of an animation frame otherwise.
  /// - Throws: ``RenderError/invalidCanvas(view:size:scale:)`` for an empty or non-finite canvas.
  @MainActor
  public init(
    view: View, scale: CGFloat,
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
    var builder = DisplayListBuilder(values: values)
    builder.append(view, values: root, toDevice: toDevice)
    commands = builder.commands
  }
}

@MainActor
private struct DisplayListBuilder {
  let values: (View) -> AnimatableValues
  var commands: [DisplayCommand] = []

  mutating func append(_ view: View, values v: AnimatableValues, toDevice: CGAffineTransform) {
    guard !view.isHidden, Color(white: 0, alpha: v.alpha).rgba8.alpha > 0, v.isDrawable else {
      return
    }
    let start = commands.count
    let shape = Shape(
      rect: v.bounds, cornerRadius: clampedRadius(view.layer.cornerRadius, v.bounds),
      transform: toDevice)
    if let color = v.backgroundColor, !color.isInvisible { commands.append(.fill(shape, color)) }
    appendSubviews(of: view, clippedTo: view.clipsToBounds ? shape : nil, toDevice: toDevice)
    if view.layer.borderWidth > 0, let color = view.layer.borderColor, !color.isInvisible {
      commands.append(.stroke(shape, width: view.layer.borderWidth, color))
    }
    if v.alpha < 1, commands.count > start {
      commands.insert(.beginGroup(opacity: v.alpha), at: start)
      commands.append(.endGroup)
    }
  }

  private mutating func appendSubviews(
    of view: View, clippedTo clip: Shape?, toDevice: CGAffineTransform
  ) {
    guard !view.subviews.isEmpty else { return }
    let start = commands.count
    for subview in view.subviews {
      let childValues = values(subview)
      append(
        subview, values: childValues,
        toDevice: childValues.boundsToSuperview.concatenating(toDevice))
    }
    if let clip, commands.count > start {
      commands.insert(.beginClip(clip), at: start)
      commands.append(.endClip)
    }
  }

  private func clampedRadius(_ radius: Double, _ rect: CGRect) -> Double {
    guard radius.isFinite, radius > 0 else { return 0 }
    return min(radius, min(rect.width, rect.height) / 2)
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
