import Foundation
import Pinframe
import PinframeTestSupport
import Testing

@Suite("pinframe compare")
struct CompareCommandTests {
  /// A 4×2 opaque image, white but for `changed` pixels in `color`.
  static func image(changed: Int = 0, color: RGBA8 = RGBA8(red: 0, green: 0, blue: 0)) throws
    -> Bitmap
  {
    var bitmap = try Bitmap(width: 4, height: 2, fill: RGBA8(red: 255, green: 255, blue: 255))
    for index in 0..<changed { bitmap[index % 4, index / 4] = color }
    return bitmap
  }

  private func write(
    _ bitmap: Bitmap, _ name: String, in folder: TemporaryFolder,
    settings: PNGEncoder.Settings = .default
  ) throws {
    try bitmap.pngData(settings: settings).write(to: folder.path(name))
  }

  @Test("identical pixels (even encoded differently) exit 0")
  func same() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try write(try Self.image(), "a.png", in: folder)
    try write(try Self.image(), "b.png", in: folder, settings: .fast)
    let run = try pinframe(["compare", "a.png", "b.png"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout == "a.png and b.png have identical pixels (4×2 px)\n")
  }

  @Test("different pixels exit 1 with the count, and --diff writes the diff image")
  func different() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try write(try Self.image(), "a.png", in: folder)
    try write(try Self.image(changed: 2), "b.png", in: folder)
    let run = try pinframe(["compare", "a.png", "b.png", "--diff", "d/diff.png"], in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        a.png and b.png differ:
        2 of 8 pixels differ (25.0 %), largest distance 0.9659, within (x: 0, y: 0, width: 2, height: 1) px.
        diff: d/diff.png

        """)
    let diff = try Bitmap(pngData: try Data(contentsOf: folder.path("d/diff.png")))
    #expect((diff.width, diff.height) == (4, 2))
  }

  @Test("tolerance flags let small differences pass")
  func tolerance() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try write(try Self.image(), "a.png", in: folder)
    try write(try Self.image(changed: 2), "b.png", in: folder)
    let pixels = try pinframe(
      ["compare", "a.png", "b.png", "--max-diff-pixels", "2"], in: folder.url)
    #expect(pixels.status == 0)
    #expect(
      pixels.stdout
        == "a.png and b.png are the same within the tolerance (4×2 px): 2 pixels differ\n")
    let ratio = try pinframe(
      ["compare", "a.png", "b.png", "--max-diff-pixel-ratio", "0.2"], in: folder.url)
    #expect(ratio.status == 1)
    let grey = try TemporaryFolder()
    defer { grey.remove() }
    try write(try Self.image(), "a.png", in: grey)
    try write(
      try Self.image(changed: 8, color: RGBA8(red: 254, green: 254, blue: 254)), "b.png", in: grey)
    #expect(try pinframe(["compare", "a.png", "b.png"], in: grey.url).status == 1)
    #expect(
      try pinframe(["compare", "a.png", "b.png", "--threshold", "0.01"], in: grey.url).status == 0)
  }

  @Test("a different size is a difference")
  func size() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try write(try Self.image(), "a.png", in: folder)
    try write(
      try Bitmap(width: 2, height: 2, fill: RGBA8(red: 255, green: 255, blue: 255)), "b.png",
      in: folder)
    let run = try pinframe(["compare", "a.png", "b.png"], in: folder.url)
    #expect(run.status == 1)
    #expect(run.stdout == "a.png and b.png differ: 4×2 px against 2×2 px\n")
  }

  @Test("animated PNGs compare frame by frame; a frame count change is a difference")
  func animations() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    func animation(_ frames: [Bitmap]) throws -> Data {
      var writer = try APNGWriter(width: 4, height: 2)
      for frame in frames { try writer.append(frame) }
      return try writer.finish()
    }
    try animation([try Self.image(), try Self.image(changed: 1)]).write(to: folder.path("a.png"))
    try animation([try Self.image(), try Self.image(changed: 1)]).write(to: folder.path("b.png"))
    try animation([try Self.image(), try Self.image(changed: 3)]).write(to: folder.path("c.png"))
    try animation([try Self.image()]).write(to: folder.path("d.png"))
    let same = try pinframe(["compare", "a.png", "b.png"], in: folder.url)
    #expect(same.stdout == "a.png and b.png have identical pixels (4×2 px), 2 frames\n")
    let changed = try pinframe(["compare", "a.png", "c.png"], in: folder.url)
    #expect(changed.status == 1)
    #expect(changed.stdout.hasPrefix("a.png and c.png differ in frame 1 (1 frames differ):\n"))
    let shorter = try pinframe(["compare", "a.png", "d.png"], in: folder.url)
    #expect(shorter.status == 1)
    #expect(shorter.stdout == "a.png and d.png differ: 2 frames against 1\n")
  }

  @Test("a file that is missing or no PNG is an error, status 2")
  func unreadable() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try write(try Self.image(), "a.png", in: folder)
    try folder.write("not a png", to: "text.png")
    let missing = try pinframe(["compare", "a.png", "nope.png"], in: folder.url)
    #expect(missing.status == 2)
    #expect(
      missing.stderr == "pinframe compare: nope.png: cannot read the file: it does not exist\n")
    let text = try pinframe(["compare", "text.png", "a.png"], in: folder.url)
    #expect(text.status == 2)
    #expect(text.stderr.hasPrefix("pinframe compare: text.png: "))
  }
}
