import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator
import PinframeTestSupport
import Testing

@Suite("The standard benchmark scene as a spec")
@MainActor
struct StandardSceneSpecTests {
  /// The bench scene's rectangles (`Fixtures/bench/scene.json`), drawn directly: a white canvas,
  /// then each rectangle's colour at its alpha.
  static func benchSceneImage() throws -> Bitmap {
    let data = try Data(contentsOf: fixtureURL("bench/scene.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let rects = try #require(json["rects"] as? [[String: Any]])
    var commands = [
      DisplayCommand.fill(Shape(rect: CGRect(x: 0, y: 0, width: 1170, height: 2532)), .white)
    ]
    for rect in rects {
      let number = { (key: String) in (rect[key] as? NSNumber)?.doubleValue ?? .nan }
      let rgb = (rect["rgb"] as? [NSNumber])?.map(\.uint8Value) ?? []
      let color = Color(red255: rgb[0], green255: rgb[1], blue255: rgb[2])
        .withAlphaComponent(number("alpha"))
      let frame = CGRect(x: number("x"), y: number("y"), width: number("w"), height: number("h"))
      commands.append(.fill(Shape(rect: frame), color))
    }
    return try Bitmap(rendering: DisplayList(width: 1170, height: 2532, commands: commands))
  }

  @Test("the spec draws exactly the pixels of the bench scene's rectangles")
  func samePixels() throws {
    let spec = try LayoutSpec(
      contentsOf: fixtureURL("specs/bench-scene.json"), file: "bench-scene.json")
    let scene = SpecScene(spec: spec)
    try scene.layout()
    let image = try scene.renderImage()
    #expect((image.width, image.height) == (1170, 2532))
    #expect(image == (try Self.benchSceneImage()))
  }
}
