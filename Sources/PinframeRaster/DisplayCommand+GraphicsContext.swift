import Foundation
import PinframeGraphics

extension DisplayCommand {
  /// The command that draws a recorded `GraphicsContext/Step` on a canvas that `toDevice`
  /// maps the context's base space to.
  ///
  /// A stroke, centred on the outline in Core Graphics, becomes a border just inside the
  /// outline grown by half the width.
  public init(_ step: GraphicsContext.Step, toDevice: CGAffineTransform) {
    switch step {
    case .fill(let subpath, let color):
      self = .fill(subpath.shape(toDevice: toDevice), color)
    case .stroke(var subpath, let width, let color):
      subpath.rect = subpath.rect.insetBy(dx: -width / 2, dy: -width / 2)
      subpath.cornerRadii = subpath.cornerRadii.grown(by: width / 2)
      self = .stroke(subpath.shape(toDevice: toDevice), width: width, color)
    case .image(let image, let source, let destination, let tint):
      self = .image(
        ImageDrawing(
          image: image, source: source, destination: destination.shape(toDevice: toDevice),
          tint: tint))
    case .glyphs(var run):
      run.transform = run.transform.concatenating(toDevice)
      self = .glyphs(run)
    case .beginClip(let subpath):
      self = .beginClip(subpath.shape(toDevice: toDevice))
    case .endClip:
      self = .endClip
    }
  }
}

extension GraphicsContext.Step {
  /// The bounding box of what the step draws in the context's base space, or `nil` for clip
  /// steps and glyphs without outlines.
  public var boundingBox: CGRect? {
    switch self {
    case .fill(let subpath, _): return subpath.rect.applying(subpath.transform)
    case .stroke(let subpath, let width, _):
      return subpath.rect.insetBy(dx: -width / 2, dy: -width / 2).applying(subpath.transform)
    case .image(_, _, let destination, _):
      return destination.rect.applying(destination.transform)
    case .glyphs(let run):
      let box = run.boundingBox
      return box.isNull ? nil : box.applying(run.transform)
    case .beginClip, .endClip: return nil
    }
  }
}

extension Path.Subpath {
  /// The shape on a canvas that `toDevice` maps the subpath's space to.
  fileprivate func shape(toDevice: CGAffineTransform) -> Shape {
    Shape(
      rect: rect, cornerRadii: cornerRadii, cornerCurve: cornerCurve,
      transform: transform.concatenating(toDevice))
  }
}
