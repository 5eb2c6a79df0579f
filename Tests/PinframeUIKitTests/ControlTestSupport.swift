import Foundation
import Pinframe

/// Opaque white, the canvas controls are drawn on in these tests.
let whitePixel = RGBA8(red: 255, green: 255, blue: 255)

/// Lays `view` out and draws it at the origin of a white canvas its size, at `scale`.
@MainActor
func renderOnWhite(_ view: View, scale: CGFloat) throws -> Bitmap {
  let canvas = View(frame: CGRect(origin: .zero, size: view.frame.size))
  canvas.backgroundColor = .white
  view.frame.origin = .zero
  canvas.addSubview(view)
  return try canvas.renderImage(scale: scale)
}

/// `color` drawn over white, rounded as the rasterizer blends (to compare composited pixels).
func overWhite(_ red: Double, _ green: Double, _ blue: Double, alpha: Double) -> RGBA8 {
  let a = (alpha * 255).rounded() / 255
  func channel(_ value: Double) -> UInt8 {
    UInt8((value * a + 255 * (1 - a)).rounded())
  }
  return RGBA8(red: channel(red), green: channel(green), blue: channel(blue))
}

/// Records what ran, in order: actions and target methods append their names.
@MainActor
final class CallLog {
  var calls: [String] = []
  var senders: [ObjectIdentifier] = []

  func tapped() {
    calls.append("tapped")
  }

  func tapped(by sender: UIButton) {
    calls.append("tapped by \(sender.title(for: .normal) ?? "")")
    senders.append(ObjectIdentifier(sender))
  }

  func changed(_ sender: Any) {
    calls.append("changed")
  }
}
