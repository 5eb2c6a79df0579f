import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator
import Testing

@MainActor
@Suite("Spec appearance")
struct AppearanceTests {
  /// A 30 × 10 canvas with a systemBackground root, a label square and a systemBlue square
  /// whose 1 pt border is separator-coloured.
  private func image(appearance: String, type: String = "view") throws -> Bitmap {
    let spec = """
      {"canvas": {"width": 30, "height": 10, "background": "systemBackground",
                  "appearance": "\(appearance)"},
       "views": [{"id": "text", "color": "label", "frame": [10, 0, 10, 10]},
                 {"id": "tint", "type": "\(type)", "color": "systemBlue", "frame": [20, 0, 10, 10],
                  "borderWidth": 1, "borderColor": "opaqueSeparator"}]}
      """
    return try laidOutScene(spec).renderImage()
  }

  @Test("a light canvas draws UIKit's light values")
  func light() throws {
    let image = try image(appearance: "light")
    #expect(image[5, 5] == RGBA8(red: 255, green: 255, blue: 255))
    #expect(image[15, 5] == RGBA8(red: 0, green: 0, blue: 0))
    #expect(image[25, 5] == RGBA8(red: 0, green: 122, blue: 255))
    #expect(image[20, 5] == RGBA8(red: 198, green: 198, blue: 200))
  }

  @Test("a dark canvas draws the dark values, borders included")
  func dark() throws {
    let image = try image(appearance: "dark")
    #expect(image[5, 5] == RGBA8(red: 0, green: 0, blue: 0))
    #expect(image[15, 5] == RGBA8(red: 255, green: 255, blue: 255))
    #expect(image[25, 5] == RGBA8(red: 10, green: 132, blue: 255))
    #expect(image[20, 5] == RGBA8(red: 56, green: 56, blue: 58))
  }

  @Test("a scroll view draws its border in the dark value too")
  func darkScrollBorder() throws {
    let image = try image(appearance: "dark", type: "scroll")
    #expect(image[25, 5] == RGBA8(red: 10, green: 132, blue: 255))
    #expect(image[20, 5] == RGBA8(red: 56, green: 56, blue: 58))
  }
}
