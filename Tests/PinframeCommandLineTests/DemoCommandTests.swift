import Foundation
import Pinframe
import PinframeTestSupport
import Testing

@testable import PinframeCommandLine

@Suite("pinframe demo")
struct DemoCommandTests {
  @Test("writes the fallback example in its eight combinations into ./pinframe-out/")
  func demo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try pinframe(["demo"], in: folder.url)
    #expect(run.status == 0)
    let names = [
      "all-visible", "red-hidden", "blue-hidden", "red-blue-hidden", "green-hidden",
      "red-green-hidden", "blue-green-hidden", "red-blue-green-hidden",
    ]
    #expect(run.stdout == names.map { "pinframe-out/fallback-\($0).png\n" }.joined())
    #expect(run.stderr.isEmpty)
    #expect(folder.files() == names.map { "pinframe-out/fallback-\($0).png" }.sorted())
    let image = try Bitmap(
      pngData: try Data(contentsOf: folder.path("pinframe-out/fallback-red-hidden.png")))
    #expect(image[100, 20] == RGBA8(red: 0, green: 122, blue: 255))
    #expect(image[100, 130] == RGBA8(red: 52, green: 199, blue: 89))
    #expect(image[100, 240] == RGBA8(red: 255, green: 255, blue: 255))
  }

  @Test("the embedded specs are the fixture files")
  func embeddedSpecs() throws {
    #expect(
      DemoSpecs.fallback
        == (try String(contentsOf: fixtureURL("specs/fallback.json"), encoding: .utf8)))
    #expect(
      DemoSpecs.dock == (try String(contentsOf: fixtureURL("specs/dock.json"), encoding: .utf8)))
  }
}
