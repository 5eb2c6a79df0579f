import Foundation
import PinframePNG
import PinframeRaster
import PinframeTestSupport
import Testing

/// Text chunks are read only when asked for, and never past the limits: the 40 KB files of
/// 40 text chunks of 1 MB each (40 MB once inflated) give 15 chunks, 16 MB at most.
@Suite("Text chunk limits")
struct TextLimitsTests {
  static let files = ["ztxt-40-chunks-of-1-megabyte", "itxt-40-chunks-of-1-megabyte"]

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: fixtureURL("hostile/png/\(name).png"))
  }

  /// t00 … t14: the chunks that fit in 16,000,000 bytes (1,000,003 bytes each with keyword).
  static let firstFifteen = Set((0..<15).map { String(format: "t%02d", $0) })

  @Test(
    "all the text of a file is at most 16 MB: reading stops at the chunk that passes it",
    arguments: files)
  func totalBound(name: String) throws {
    let data = try Self.data(name)
    let image = try PNGDecoder().decode(data)
    #expect(Set(image.text.keys) == Self.firstFifteen)
    #expect(image.text["t00"]?.utf8.count == 1_000_000)
    #expect(Set(try PNGDecoder().info(data).text.keys) == Self.firstFifteen)
    #expect(Set(try APNGReader(data: data).text().keys) == Self.firstFifteen)
  }

  @Test("text nobody asks for is not read: pixels, frames and info without text", arguments: files)
  func unaskedTextIsSkipped(name: String) throws {
    let data = try Self.data(name)
    #expect(try PNGDecoder().decode(data, text: .none).text.isEmpty)
    #expect(try PNGDecoder().info(data, text: .none).text.isEmpty)
    #expect(try Bitmap(pngData: data).width == 2)
    var reader = try APNGReader(data: data)
    #expect(try reader.nextFrame()?.bitmap.width == 2)
  }

  @Test(
    "only the chunks a selection names are read; the others are never inflated", arguments: files)
  func selection(name: String) throws {
    let data = try Self.data(name)
    let picked = try PNGDecoder().decode(data, text: .keywords(["t39", "t02", "absent"])).text
    #expect(Set(picked.keys) == ["t02", "t39"])
  }

  @Test("a smaller text limit stops earlier; a smaller chunk limit skips every chunk")
  func customLimits() throws {
    let data = try Self.data("ztxt-40-chunks-of-1-megabyte")
    let total = PNGLimits(textByteLimit: 3_000_009)
    #expect(Set(try PNGDecoder(options: total).decode(data).text.keys) == ["t00", "t01", "t02"])
    let chunk = PNGLimits(chunkByteLimit: 1_000_002)
    #expect(try PNGDecoder(options: chunk).decode(data).text.isEmpty)
  }

  @Test("damaged text chunks are skipped, the others read")
  func damagedChunks() throws {
    let image = try TestImages.fewOpaqueColours()
    let good = try image.pngData(text: ["Good": "yes", "Other": "also"])
    var bytes = [UInt8](good)
    // Break the CRC of the first text chunk (tEXt "Good"), which the encoder writes first.
    guard
      let start = bytes.indices.first(where: { Array(bytes[$0..<$0 + 4]) == Array("tEXt".utf8) })
    else { throw PNGError(.corrupt, "no tEXt chunk") }
    bytes[start + 4 + 4 + 1 + 3] ^= 0xFF
    #expect(try PNGDecoder().decode(bytes).text == ["Other": "also"])
  }
}
