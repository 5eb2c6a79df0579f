import Foundation
import PinframeGraphics
import PinframePNG
import PinframeRaster
import PinframeTestSupport
import Testing

@Suite("Hostile PNG and APNG files")
struct HostileFixtureTests {
  /// The names of the files in Fixtures/hostile/png, without `.png`.
  static let names: [String] = {
    let directory = fixtureURL("hostile/png").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
  }()

  /// The limits the files are read with: the default chunk and frame limits, and the
  /// 16-megapixel floor of the cap snapshot references are decoded with.
  static let options = PNGDecoder.Options(pixelLimit: 1 << 24)

  /// What decoding the file and reading its frames gives, one line each:
  /// `decode: ok <width>×<height>` or `decode: <kind>: <message>`, then
  /// `frames: ok <count> frames` or `frames: <kind>: <message>`.
  static func outcome(of data: Data) -> String {
    let decode: String
    do {
      let image = try PNGDecoder(options: options).decode(data)
      decode = "ok \(image.bitmap.width)×\(image.bitmap.height)"
    } catch {
      decode = "\(error.kind): \(error.message)"
    }
    return "decode: \(decode)\nframes: \(frames(of: data))\n"
  }

  private static func frames(of data: Data) -> String {
    do {
      var reader = try APNGReader(data: data, options: options)
      var count = 0
      while try reader.nextFrame() != nil { count += 1 }
      return "ok \(count) frames"
    } catch {
      return "\(error.kind): \(error.message)"
    }
  }

  @Test("there is a hostile file for every kind of damage")
  func filesExist() {
    #expect(Self.names.count >= 25)
  }

  @Test(
    "each hostile file gives exactly the outcome in its .expected.txt, without crashing",
    arguments: names)
  func hostileFile(name: String) throws {
    let data = try Data(contentsOf: fixtureURL("hostile/png/\(name).png"))
    let expected = try String(
      contentsOf: fixtureURL("hostile/png/\(name).expected.txt"), encoding: .utf8)
    #expect(Self.outcome(of: data) == expected)
  }

  @Test(
    "a 12 KB PNG of 100 megapixels is read without its pixels; one pixel over a limit is refused")
  func hundredMegapixels() throws {
    let data = try Data(contentsOf: fixtureURL("hostile/png/zeros-100-megapixels.png"))
    #expect(data.count < 16_000)
    let info = try PNGDecoder().info(data)
    #expect((info.width, info.height, info.bitDepth) == (10_000, 10_000, 1))
    let limited = PNGDecoder(options: .init(pixelLimit: 99_999_999))
    #expect(
      throws: PNGError(
        .tooLarge,
        "PNG is 10000×10000 px, over the limit of 99999999 pixels; raise PNGDecoder.Options.pixelLimit to decode it"
      )
    ) { try limited.decode(data) }
  }

  @Test(
    "within the default limit, the 100-megapixel PNG decodes to exactly 400 MB (PINFRAME_STRESS)",
    .enabled(if: ProcessInfo.processInfo.environment["PINFRAME_STRESS"] != nil))
  func hundredMegapixelsDecode() throws {
    let data = try Data(contentsOf: fixtureURL("hostile/png/zeros-100-megapixels.png"))
    let bitmap = try PNGDecoder().decode(data).bitmap
    #expect(bitmap.pixels.count == 400_000_000)
    #expect(bitmap[9_999, 9_999] == RGBA8(red: 0, green: 0, blue: 0))
  }

  @Test("a zTXt chunk of 10 MB once inflated is skipped at the default 8 MB chunk limit")
  func textBomb() throws {
    let data = try Data(contentsOf: fixtureURL("hostile/png/ztxt-10-megabytes.png"))
    #expect(data.count < 11_000)
    #expect(try PNGDecoder().decode(data).text.isEmpty)
    #expect(try PNGDecoder().info(data).text.isEmpty)
  }

  @Test("APNGs declaring more frames than the frame limit are refused before decoding any")
  func frameLimit() throws {
    let data = try Data(contentsOf: fixtureURL("png/apng/apng-ops.png"))
    #expect(
      throws: PNGError(
        .tooLarge,
        "APNG declares 4 frames, over the limit of 3 frames; raise PNGDecoder.Options.frameLimit to read it"
      )
    ) { try APNGReader(data: data, options: .init(frameLimit: 3)) }
    #expect(try APNGReader(data: data, options: .init(frameLimit: 4)).frameCount == 4)
  }
}
