import Foundation
import Pinframe
import PinframeTestSupport
import Testing

@testable import PinframeCommandLine

@Suite("pinframe demo")
struct DemoCommandTests {
  @Test(
    "writes the guide's animation, the fallback example and the UIKit screens into ./pinframe-out/")
  func demo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try pinframe(["demo"], in: folder.url)
    #expect(run.status == 0)
    let names = [
      "all-visible", "red-hidden", "blue-hidden", "red-blue-hidden", "green-hidden",
      "red-green-hidden", "blue-green-hidden", "red-blue-green-hidden",
    ]
    let files: [String] =
      ["dock.apng", "dock_filmstrip.png", "fallback.apng", "fallback_filmstrip.png"]
      + names.map { "fallback-\($0).png" } + ["screen-settings.png"] + screens.map(\.file) + [
        "index.html"
      ]
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
    #expect(index.contains(#"<img src="screen-table.png" alt="screen-table.png" width="390">"#))
    #expect(index.contains(#"<img src="dock.apng" alt="dock.apng">"#))
    #expect(run.stderr.hasSuffix("fallback.json: 58/58 frames\n"))
    #expect(folder.files() == files.map { "pinframe-out/\($0)" }.sorted())
    let image = try Bitmap(
      pngData: try Data(contentsOf: folder.path("pinframe-out/fallback-red-hidden.png")))
    #expect(image[100, 20] == RGBA8(red: 0, green: 122, blue: 255))
    #expect(image[100, 130] == RGBA8(red: 52, green: 199, blue: 89))
    #expect(image[100, 240] == RGBA8(red: 255, green: 255, blue: 255))
    for screen in screens {
      let written = try Bitmap(
        pngData: try Data(contentsOf: folder.path("pinframe-out/\(screen.file)")))
      let reference = try Bitmap(
        pngData: try Data(
          contentsOf: packageRoot.appendingPathComponent("Snapshots/\(screen.reference)")))
      let identical = written == reference
      #expect(identical, "\(screen.file) differs from \(screen.reference)")
    }
    let settings = try Bitmap(
      pngData: try Data(contentsOf: folder.path("pinframe-out/screen-settings.png")))
    #expect(settings.width == 1170 && settings.height == 2532)
    let dock = try APNGReader(data: Data(contentsOf: folder.path("pinframe-out/dock.apng")))
    #expect(dock.frameCount == 67)
  }

  /// The screens the demo draws and the references of Pinframe's own snapshot tests that show
  /// the same screens: the demo's files must equal them pixel for pixel.
  private let screens: [(file: String, reference: String)] = [
    ("screen-table.png", "TableSnapshotTests/methodList.1.png"),
    ("screen-settings-table.png", "TableSnapshotTests/settings.1.png"),
    ("screen-collection.png", "CollectionSnapshotTests/houseCards.1.png"),
    ("text-gallery.png", "TextGallerySnapshotTests/gallery.1.png"),
    ("controls-gallery.png", "ControlsGallerySnapshotTests/gallery.1.png"),
  ]

  @Test("the embedded specs are the fixture files")
  func embeddedSpecs() throws {
    #expect(
      DemoSpecs.fallback
        == (try String(contentsOf: fixtureURL("specs/fallback.json"), encoding: .utf8)))
    #expect(
      DemoSpecs.dock == (try String(contentsOf: fixtureURL("specs/dock.json"), encoding: .utf8)))
  }
}
