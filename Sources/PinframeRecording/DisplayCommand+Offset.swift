import Foundation
import PinframeGraphics
import PinframeRaster

extension DisplayCommand {
  /// The same command drawn `dx`, `dy` device pixels further right and down.
  func offsetBy(dx: Double, dy: Double) -> DisplayCommand {
    switch self {
    case .fill(let shape, let color): return .fill(shape.offsetBy(dx: dx, dy: dy), color)
    case .stroke(let shape, let width, let color):
      return .stroke(shape.offsetBy(dx: dx, dy: dy), width: width, color)
    case .beginClip(let shape): return .beginClip(shape.offsetBy(dx: dx, dy: dy))
    case .beginGroup, .endGroup, .endClip: return self
    }
  }
}

extension Shape {
  /// The same shape placed `dx`, `dy` device pixels further right and down.
  func offsetBy(dx: Double, dy: Double) -> Shape {
    var moved = self
    moved.transform = transform.concatenating(CGAffineTransform(translationX: dx, y: dy))
    return moved
  }
}
