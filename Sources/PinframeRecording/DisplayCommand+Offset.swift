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
    case .beginGroup, .endGroup, .endClip: return self
    }
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
