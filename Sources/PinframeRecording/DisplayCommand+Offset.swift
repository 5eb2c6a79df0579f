import Foundation
import PinframeGraphics
import PinframeRaster

extension DisplayCommand {
  /// The same command with its device space mapped through `placement`.
  func placed(by placement: CGAffineTransform) -> DisplayCommand {
    switch self {
    case .fill(let shape, let color): return .fill(shape.placed(by: placement), color)
    case .stroke(let shape, let width, let color):
      return .stroke(shape.placed(by: placement), width: width, color)
    case .beginClip(let shape): return .beginClip(shape.placed(by: placement))
    case .shadow(let shapes, let shadow):
      return .shadow(shapes.map { $0.placed(by: placement) }, shadow.placed(by: placement))
    case .beginShadow(let shadow): return .beginShadow(shadow.placed(by: placement))
    case .image(var drawing):
      drawing.destination = drawing.destination.placed(by: placement)
      return .image(drawing)
    case .glyphs(var run):
      run.transform = run.transform.concatenating(placement)
      return .glyphs(run)
    case .beginGroup, .endGroup, .endClip, .endShadow: return self
    }
  }
}

extension Shadow {
  /// The same shadow with its device space mapped through `placement`.
  func placed(by placement: CGAffineTransform) -> Shadow {
    var moved = self
    moved.transform = transform.concatenating(placement)
    moved.clip = clip?.placed(by: placement)
    return moved
  }
}

extension Shape {
  /// The same shape with its device space mapped through `placement`.
  func placed(by placement: CGAffineTransform) -> Shape {
    var moved = self
    moved.transform = transform.concatenating(placement)
    return moved
  }
}
