import Foundation
import Pinframe
import PinframeTestSupport
import Testing

@testable import PinframeCommandLine

@Suite("pinframe demo")
struct DemoCommandTests {
  @Test("writes the guide's animation and the fallback example into ./pinframe-out/")
  func demo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try pinframe(["demo"], in: folder.url)
    #expect(run.status == 0)
    let names = [
      "all-visible", "red-hidden", "blue-hidden", "red-blue-hidden", "green-hidden",
      "red-green-hidden", "blue-green-hidden", "red-blue-green-hidden",
    ]
    let files =
      ["dock.apng", "dock_filmstrip.png", "fallback.apng", "fallback_filmstrip.png"]
      + names.map { "fallback-\($0).png" } + ["index.html"]
    #expect(run.stdout == files.map { "pinframe-out/\($0)\n" }.joined())
    let index = try String(
      contentsOf: folder.path("pinframe-out/index.html"), encoding: .utf8)
    for file in files.dropLast() {
      #expect(index.contains(#"<img src="\#(file)""#), "\(file)")
    }
    #expect(
      index.contains(
        "<code>fallback-red-blue-hidden.png</code>: The fallback example laid out with red and blue hidden"
      ))
    #expect(run.stderr.hasSuffix("fallback.json: 58/58 frames\n"))
    #expect(folder.files() == files.map { "pinframe-out/\($0)" }.sorted())
    let image = try Bitmap(
      pngData: try Data(contentsOf: folder.path("pinframe-out/fallback-red-hidden.png")))
    #expect(image[100, 20] == RGBA8(red: 0, green: 122, blue: 255))
    #expect(image[100, 130] == RGBA8(red: 52, green: 199, blue: 89))
    #expect(image[100, 240] == RGBA8(red: 255, green: 255, blue: 255))
    let dock = try APNGReader(data: Data(contentsOf: folder.path("pinframe-out/dock.apng")))
    #expect(dock.frameCount == 67)
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
