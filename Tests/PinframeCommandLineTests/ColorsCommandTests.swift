import Foundation
import Pinframe
import PinframeTestSupport
import Testing

@Suite("pinframe colors")
struct ColorsCommandTests {
  @Test("lists every colour name with its light and dark value, and specs accept every one")
  func colors() throws {
    let run = try pinframe(["colors"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ") }
    #expect(lines.first == ["colour", "light", "dark"])
    let rows = Dictionary(
      uniqueKeysWithValues: lines.dropFirst().map {
        (String($0[0]), [String($0[1]), String($0[2])])
      })
    #expect(rows.count == 55)
    #expect(rows["systemBlue"] == ["#007AFF", "#0A84FF"])
    #expect(rows["label"] == ["#000000", "#FFFFFF"])
    #expect(rows["secondaryLabel"] == ["#3C3C4399", "#EBEBF599"])
    #expect(rows["tintColor"] == ["#007AFF", "#0A84FF"])
    #expect(rows["groupTableViewBackground"] == ["#F2F2F7", "#000000"])
    #expect(rows["clear"] == ["#00000000", "#00000000"])

    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let views = rows.keys.sorted().enumerated().map { index, name in
      #"{"id": "v\#(index)", "color": "\#(name)", "frame": [\#(index), 0, 1, 1]}"#
    }
    try folder.write(
      #"{"canvas": {"width": 60, "height": 1, "appearance": "dark"}, "views": ["#
        + views.joined(separator: ", ") + "]}", to: "all.json")
    let render = try pinframe(["render", "all.json", "-o", "all.png"], in: folder.url)
    #expect(render.status == 0, "\(render.stderr)")
    let image = try Bitmap(pngData: Data(contentsOf: folder.path("all.png")))
    let blue = try #require(rows.keys.sorted().firstIndex(of: "systemBlue"))
    #expect(image[blue, 0] == RGBA8(red: 10, green: 132, blue: 255))
  }
}
