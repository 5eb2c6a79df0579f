import Foundation
import PinframePNG
import PinframeRaster
import Testing

@Suite("PNG fixtures")
struct PNGFixtureTests {
  static let validNames = [
    "grey-1", "grey-2", "grey-4", "grey-8", "grey-16", "grey-2-trns", "grey-8-trns", "grey-16-trns",
    "grey-alpha-8", "grey-alpha-16", "rgb-8", "rgb-16", "rgb-8-trns", "rgb-16-trns", "rgba-8",
    "rgba-16", "rgba-8-all-filters", "palette-1", "palette-2", "palette-4", "palette-8",
    "palette-8-trns", "palette-2-trns", "rgba-8-adam7", "palette-2-adam7", "grey-16-adam7",
    "text-chunks", "ztxt-20000-bytes",
  ]

  @Test(
    "every colour type and bit depth decodes to its known RGBA pixels and text",
    arguments: validNames)
  func validFixture(name: String) throws {
    let expected = try #require(try ExpectedFixtures.load().valid[name])
    let image = try PNGDecoder().decode(try fixture("valid/\(name).png"))
    #expect(image.bitmap.width == expected.width)
    #expect(image.bitmap.height == expected.height)
    #expect(image.bitmap.pixels == bytes(hex: expected.rgba))
    #expect(image.text == expected.text)
  }

  @Test("16-bit samples are scaled with rounding: round(v × 255 / 65535), for all 65,536 values")
  func sixteenBitRounding() throws {
    let bitmap = try Bitmap(pngData: try fixture("valid/grey-16-all-values.png"))
    let expected = (0..<65536).flatMap { value -> [UInt8] in
      let grey = UInt8((value * 255 + 32767) / 65535)
      return [grey, grey, grey, 255]
    }
    #expect(bitmap.pixels == expected)
  }

  @Test("a zTXt chunk that inflates past the chunk limit is skipped, the image still decodes")
  func decompressionBombInText() throws {
    let data = try fixture("valid/ztxt-20000-bytes.png")
    let limited = try PNGDecoder(options: .init(chunkByteLimit: 10_000)).decode(data)
    #expect(limited.text.isEmpty)
    #expect(limited.bitmap.pixels == [0, 0, 0, 255, 255, 255, 255, 255])
    #expect(try PNGDecoder().decode(data).text["Bomb"]?.count == 20_000)
  }

  static let corrupt: [(String, PNGError.Kind, String)] = [
    ("empty", .notPNG, "not a PNG: the data is empty"),
    (
      "not-a-png", .notPNG,
      "not a PNG: the data does not start with the PNG signature 89 50 4E 47 0D 0A 1A 0A (it starts with 47 49 46 38 39 61 01 00)"
    ),
    (
      "truncated-signature", .truncated,
      "truncated PNG: the data (5 bytes) ends inside the 8-byte PNG signature"
    ),
    (
      "truncated-ihdr", .truncated,
      "truncated PNG: chunk IHDR at byte 8 declares 13 data bytes but the data ends after 20 bytes"
    ),
    (
      "truncated-idat", .truncated,
      "truncated PNG: chunk IDAT at byte 33 declares 48 data bytes but the data ends after 53 bytes"
    ),
    (
      "truncated-idat-crc", .truncated,
      "truncated PNG: chunk IDAT at byte 33 declares 48 data bytes but the data ends after 91 bytes"
    ),
    (
      "missing-iend", .truncated,
      "truncated PNG: the data (93 bytes) ends after chunk IDAT at byte 33 without an IEND chunk"
    ),
    (
      "bad-idat-crc", .corrupt,
      "corrupt PNG: chunk IDAT at byte 33 fails its CRC check (stored 0x02C87A94, computed 0x02C87A6B); libpng: IDAT: CRC error"
    ),
    (
      "bad-ihdr-crc", .corrupt,
      "corrupt PNG: chunk IHDR at byte 8 fails its CRC check (stored 0x3B96396E, computed 0x3B963991); libpng: IHDR: CRC error"
    ),
    (
      "bad-zlib", .corrupt,
      "corrupt PNG (in chunk IDAT, 89 bytes read): libpng: IDAT: incorrect header check"
    ),
    (
      "not-enough-data", .corrupt,
      "corrupt PNG (in chunk IEND, 87 bytes read): libpng: Not enough image data"
    ),
    (
      "zero-width", .corrupt,
      "corrupt PNG (in chunk IHDR, 33 bytes read): libpng: Invalid IHDR data (libpng warnings: Image width is zero in IHDR)"
    ),
    (
      "bad-bit-depth", .corrupt,
      "corrupt PNG (in chunk IHDR, 33 bytes read): libpng: Invalid IHDR data (libpng warnings: Invalid color type/bit depth combination in IHDR)"
    ),
    (
      "huge-dimensions", .tooLarge,
      "PNG is 100000×100000 px, over the limit of 100000000 pixels; raise PNGDecoder.Options.pixelLimit to decode it"
    ),
    (
      "idat-before-ihdr", .corrupt,
      "corrupt PNG (in chunk IDAT, 16 bytes read): libpng: IDAT: Missing IHDR before IDAT"
    ),
    (
      "missing-plte", .corrupt,
      "corrupt PNG (in chunk IDAT, 41 bytes read): libpng: IDAT: Missing PLTE before IDAT"
    ),
    (
      "bad-palette-index", .corrupt,
      "corrupt PNG (in chunk IDAT, 75 bytes read): pixel (1, 0) uses palette index 2 but PLTE has only 2 entries"
    ),
    (
      "huge-chunk-length", .corrupt,
      "corrupt PNG: the chunk header at byte 33 (after chunk IHDR at byte 8) is malformed: type IDAT, length 4294967280; libpng: PNG unsigned integer out of range"
    ),
  ]

  @Test("every corrupt fixture throws the error that says what is wrong", arguments: corrupt)
  func corruptFixture(name: String, kind: PNGError.Kind, message: String) throws {
    let data = try fixture("corrupt/\(name).png")
    #expect(throws: PNGError(kind, message)) { try PNGDecoder().decode(data) }
  }
}
