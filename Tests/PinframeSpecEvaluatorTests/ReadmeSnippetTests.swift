import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator
import PinframeTestSupport
import Testing

/// The "Layout specs" article's "render a spec from Swift" snippet, as written there (with the paths moved).
@MainActor
@Suite("Layout specs article: rendering a spec from Swift")
struct ReadmeSnippetTests {
  func renderCard(from spec: URL, to output: URL) throws {
    let spec = try LayoutSpec(contentsOf: spec)
    let scene = SpecScene(spec: spec)
    try scene.layout()
    try scene.renderImage().pngData().write(to: output)
  }

  @Test("the snippet writes the card spec's PNG, the same pixels as its reference")
  func snippet() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-readme-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    try renderCard(from: fixtureURL("specs/card.json"), to: output)
    let written = try Bitmap(pngData: Data(contentsOf: output))
    let reference = try Bitmap(
      pngData: Data(contentsOf: packageRoot.appendingPathComponent("Snapshots/card/spec.image.png"))
    )
    #expect(written == reference)
  }
}
