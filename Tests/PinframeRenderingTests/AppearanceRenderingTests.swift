import Foundation
import Pinframe
import Testing

@MainActor
@Suite("Rendering in light and dark appearance")
struct AppearanceRenderingTests {
  /// A 30 × 10 pt systemBackground root with a label-coloured and a systemBlue square.
  private func scene() -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
    root.backgroundColor = .systemBackground
    let text = View(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
    text.backgroundColor = .label
    let tint = View(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
    tint.backgroundColor = .systemBlue
    let card = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    card.traitOverrides.userInterfaceLevel = .elevated
    card.addSubview(View(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
    card.subviews[0].backgroundColor = .systemBackground
    [text, tint, card].forEach(root.addSubview)
    return root
  }

  private func pixels(_ image: Bitmap) -> [RGBA8] {
    [image[8, 8], image[15, 5], image[25, 5], image[2, 2]]
  }

  @Test("one tree renders UIKit's light values, then its dark values, then light again")
  func lightAndDark() throws {
    try ViewRuntime.isolated {
      let root = scene()
      let light = try root.renderImage(scale: 1)
      #expect(
        pixels(light) == [
          RGBA8(red: 255, green: 255, blue: 255), RGBA8(red: 0, green: 0, blue: 0),
          RGBA8(red: 0, green: 122, blue: 255), RGBA8(red: 255, green: 255, blue: 255),
        ])
      root.overrideUserInterfaceStyle = .dark
      let dark = try root.renderImage(scale: 1)
      #expect(
        pixels(dark) == [
          RGBA8(red: 0, green: 0, blue: 0), RGBA8(red: 255, green: 255, blue: 255),
          RGBA8(red: 10, green: 132, blue: 255), RGBA8(red: 28, green: 28, blue: 30),
        ])
      root.overrideUserInterfaceStyle = .unspecified
      #expect(try root.renderImage(scale: 1) == light)
    }
  }
}
