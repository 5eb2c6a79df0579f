import Foundation
import Pinframe

/// A 375 × 200 pt root with a red 150-pt square, and the guide's move of the square to the
/// right edge in 0.3 s.
@MainActor
struct MovingSquareScene {
  let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
  let square = View(frame: CGRect(x: 0, y: 0, width: 150, height: 150))

  init() {
    square.backgroundColor = .red
    root.addSubview(square)
  }

  func move() {
    UIView.animate(withDuration: 0.3) { square.frame.origin.x = 225 }
  }
}
