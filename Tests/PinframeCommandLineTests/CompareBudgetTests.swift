import Foundation
import Pinframe
import PinframeTestSupport
import Testing

/// `pinframe compare` reports what cannot match before decoding, and refuses work and memory
/// over its budgets before decoding (hostile round 3: hours for two large APNGs).
@Suite("pinframe compare budgets")
struct CompareBudgetTests {
  /// A folder with `broken.png`, a 2×1 APNG of 2 frames whose second frame does not decode.
  private func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let broken = try Data(contentsOf: fixtureURL("hostile/png/apng-frame-bad-zlib.png"))
    try broken.write(to: folder.path("broken.png"))
    return folder
  }

  @Test(
    "a size or frame count mismatch is reported without decoding a frame",
    arguments: [
      (3, 1, "broken.png and other.png differ: 2×1 px against 3×1 px"),
      (2, 1, "broken.png and other.png differ: 2 frames against 1"),
    ])
  func mismatchBeforeDecoding(width: Int, height: Int, line: String) throws {
    let folder = try folder()
    defer { folder.remove() }
    try Bitmap(width: width, height: height, fill: RGBA8(red: 9, green: 9, blue: 9)).pngData()
      .write(to: folder.path("other.png"))
    let run = try pinframe(["compare", "broken.png", "other.png"], in: folder.url)
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix(line + "\n"))
    #expect(run.stderr.isEmpty)
  }

  @Test("decoding both files counts against --work-limit, checked before any frame")
  func workLimit() throws {
    let folder = try folder()
    defer { folder.remove() }
    var writer = try APNGWriter(width: 100, height: 100)
    let frame = try Bitmap(width: 100, height: 100, fill: RGBA8(red: 1, green: 2, blue: 3))
    for _ in 0..<60 { try writer.append(frame) }
    try writer.finish().write(to: folder.path("a.png"))
    try FileManager.default.copyItem(at: folder.path("a.png"), to: folder.path("b.png"))
    let run = try pinframe(
      ["compare", "a.png", "b.png", "--work-limit", "0.001"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.stderr.contains("comparing a.png and b.png"))
    #expect(run.stderr.contains("--work-limit 1"))
    #expect(try pinframe(["compare", "a.png", "b.png"], in: folder.url).status == 0)
  }

  @Test("frames over the memory budget are refused by their header, naming the budget")
  func memoryBudget() throws {
    let folder = try folder()
    defer { folder.remove() }
    try Self.headerOnlyPNG(width: 8_000, height: 8_000).write(to: folder.path("big.png"))
    let run = try pinframe(["compare", "big.png", "big.png"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "pinframe compare: big.png: comparing 8000×8000 px frames would take more than the 1 GiB memory budget of a comparison (at most 53687091 pixels a frame); no option raises it\n"
    )
  }

  @Test("a file over the decoder's pixel limit says the command line cannot raise it")
  func pixelLimitMessage() throws {
    let file = fixtureURL("hostile/png/huge-dimensions-2-gigapixels.png").path
    let run = try pinframe(["compare", file, file])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasSuffix(
        ": PNG is 2147483647×1 px, over the limit of 100000000 pixels; the pinframe command line has no option that raises it\n"
      ))
  }

  /// A PNG whose header says `width × height` and whose image data is 2 bytes: its structure
  /// is valid, its pixels never decode.
  static func headerOnlyPNG(width: Int, height: Int) -> Data {
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      return bigEndian(body.count) + typed + bigEndian(Int(crc32(typed)))
    }
    func bigEndian(_ value: Int) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    return Data(
      signature + chunk("IHDR", header) + chunk("IDAT", [0x78, 0x9C]) + chunk("IEND", []))
  }

  /// The CRC-32 of `bytes` (ISO 3309, as PNG chunks use).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}

/// `pinframe test` against an animation reference of another size compares no frame.
@Suite("Animation references of another size")
struct AnimationReferenceSizeTests {
  @Test("a 5000×5000 reference of a 10×10 spec is reported as a size change, nothing decoded")
  func sizeChange() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      #"""
      { "canvas": { "width": 10, "height": 10, "scale": 1 },
        "views": [ { "id": "a", "color": "red", "frame": [0, 0, 5, 5] } ],
        "animation": { "fps": 10, "steps": [ { "duration": 0.2, "changes": { "a": { "alpha": 0 } } } ] } }
      """#, to: "fade.json")
    try folder.write("", to: "Snapshots/fade/spec.animation.png")
    try CompareBudgetTests.headerOnlyPNG(width: 5_000, height: 5_000)
      .write(to: folder.path("Snapshots/fade/spec.animation.png"))
    let run = try pinframe(["test", "fade.json", "--record", "never"], in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "Size changed: reference 5000×5000 px, actual 10×10 px; no frame was compared."))
    #expect(folder.exists(".build/snapshot-artifacts/fade/spec.animation/frames/002-actual.png"))
    #expect(!folder.exists(".build/snapshot-artifacts/fade/spec.animation/frames/000-expected.png"))
  }
}
