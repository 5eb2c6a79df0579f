import Foundation
import Pinframe
import PinframeTestSupport
import Testing

/// An image set's dark appearance is drawn in dark mode, however dark mode is asked for.
@Suite("Catalog appearances")
struct CatalogAppearanceTests {
  private static let light = RGBA8(red: 255, green: 0, blue: 0)
  private static let dark = RGBA8(red: 0, green: 0, blue: 255)

  /// A folder with `icon.json` drawing catalog entry `icon`: red, and blue in dark mode.
  private func project(appearance: String?) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let set = "Assets.xcassets/icon.imageset/"
    for (name, color) in [("light.png", Self.light), ("dark.png", Self.dark)] {
      try folder.write("", to: set + name)
      try Bitmap(width: 12, height: 12, fill: color).pngData().write(to: folder.path(set + name))
    }
    try folder.write(
      #"""
      {"images": [
        {"idiom": "universal", "filename": "light.png"},
        {"idiom": "universal", "filename": "dark.png",
         "appearances": [{"appearance": "luminosity", "value": "dark"}]}]}
      """#, to: set + "Contents.json")
    let key = appearance.map { #", "appearance": "\#($0)""# } ?? ""
    try folder.write(
      #"""
      { "canvas": { "width": 20, "height": 20, "scale": 1\#(key) },
        "views": [ { "id": "i", "type": "image", "image": "icon", "frame": [0, 0, 12, 12] } ] }
      """#, to: "icon.json")
    return folder
  }

  @Test(
    "the dark entry is drawn for --dark, \"appearance\": \"dark\" and a device in dark mode",
    arguments: [
      (nil as String?, [] as [String], light),
      (nil, ["--dark"], dark),
      ("dark", [], dark),
      (nil, ["--device", "iPhone13", "--dark"], dark),
      ("dark", ["--device", "iPhone13"], dark),
    ])
  func darkEntry(appearance: String?, options: [String], expected: RGBA8) throws {
    let folder = try project(appearance: appearance)
    defer { folder.remove() }
    let run = try pinframe(["render", "icon.json", "-o", "out.png"] + options, in: folder.url)
    #expect(run.status == 0, "\(run.stderr)")
    let image = try Bitmap(pngData: Data(contentsOf: folder.path("out.png")))
    let inset = options.contains("--device") ? 15 : 5  // the iPhone draws at 3x
    #expect(image[inset, inset] == expected)
  }
}
