import Foundation
import PinframePNG
import PinframeRaster
import Testing

@Suite("PNG encoder")
struct PNGEncoderTests {
  @Test("an opaque bitmap with more than 256 colours is written as RGB and decodes exactly")
  func opaqueBecomesRGB() throws {
    let bitmap = try TestImages.opaqueGradient()
    let data = try bitmap.pngData()
    #expect(try PNGDecoder().info(data).colorType == .rgb)
    #expect(try Bitmap(pngData: data) == bitmap)
  }

  @Test("a translucent bitmap with more than 256 colours is written as RGBA and decodes exactly")
  func translucentBecomesRGBA() throws {
    let bitmap = try TestImages.translucentGradient()
    let data = try bitmap.pngData()
    #expect(try PNGDecoder().info(data).colorType == .rgba)
    #expect(try Bitmap(pngData: data) == bitmap)
  }

  @Test("up to 256 opaque colours give an 8-bit palette in order of first appearance, no tRNS")
  func fewColoursBecomePalette() throws {
    let bitmap = try TestImages.fewOpaqueColours()
    let data = try bitmap.pngData()
    let info = try PNGDecoder().info(data)
    #expect(info.colorType == .palette)
    #expect(info.bitDepth == 8)
    let palette = chunks(of: data).first { $0.type == "PLTE" }?.data
    #expect(palette == [255, 0, 0, 0, 255, 0, 0, 0, 255, 128, 128, 128, 255, 255, 255])
    #expect(!chunks(of: data).contains { $0.type == "tRNS" })
    #expect(try Bitmap(pngData: data) == bitmap)
  }

  @Test("256 colours with translucency give a palette with a tRNS up to the last translucent entry")
  func translucentPaletteHasTRNS() throws {
    let bitmap = try TestImages.translucentPalette()
    let data = try bitmap.pngData()
    #expect(try PNGDecoder().info(data).colorType == .palette)
    let transparency = try #require(chunks(of: data).first { $0.type == "tRNS" }?.data)
    #expect(transparency.count == 253)  // entry 252 is the last translucent one (255 is opaque)
    #expect(transparency[3] == 3)
    #expect(transparency[4] == 255)
    #expect(try Bitmap(pngData: data) == bitmap)
  }

  static let presets: [(String, PNGEncoder.Settings)] = [
    ("fast", .fast), ("default", .default), ("smallest", .smallest),
  ]

  @Test("every preset round-trips every colour type exactly", arguments: presets)
  func presetRoundTrip(name: String, settings: PNGEncoder.Settings) throws {
    for bitmap in [
      try TestImages.opaqueGradient(), try TestImages.translucentGradient(),
      try TestImages.fewOpaqueColours(), try TestImages.translucentPalette(),
    ] {
      #expect(try Bitmap(pngData: bitmap.pngData(settings: settings)) == bitmap)
    }
  }

  @Test(
    "every filter and strategy round-trips exactly",
    arguments: PNGEncoder.Filter.allCases, PNGEncoder.Strategy.allCases)
  func filterAndStrategy(filter: PNGEncoder.Filter, strategy: PNGEncoder.Strategy) throws {
    let settings = PNGEncoder.Settings(filter: filter, compressionLevel: 3, strategy: strategy)
    for bitmap in [try TestImages.translucentGradient(), try TestImages.fewOpaqueColours()] {
      #expect(try Bitmap(pngData: bitmap.pngData(settings: settings)) == bitmap)
    }
  }

  @Test("zlib levels 0 through 9 round-trip exactly and level 0 stores", arguments: 0...9)
  func levels(level: Int) throws {
    let bitmap = try TestImages.opaqueGradient()
    let settings = PNGEncoder.Settings(filter: .none, compressionLevel: level, strategy: .default)
    let data = try bitmap.pngData(settings: settings)
    #expect(try Bitmap(pngData: data) == bitmap)
    if level == 0 { #expect(data.count > 40 * 30 * 3) }
  }

  @Test("the same pixels, text and settings always give the same bytes")
  func deterministic() throws {
    let bitmap = try TestImages.translucentGradient()
    let text = ["b": "2", "a": "1", "c": "ça"]
    let first = try bitmap.pngData(settings: .smallest, text: text)
    let second = try bitmap.pngData(settings: .smallest, text: ["c": "ça", "a": "1", "b": "2"])
    #expect(first == second)
  }

  @Test("only the chunks the image needs are written: no tIME, gAMA or other metadata")
  func minimalChunks() throws {
    let palette = try TestImages.translucentPalette().pngData(text: ["Software": "Pinframe"])
    #expect(chunks(of: palette).map(\.type) == ["IHDR", "PLTE", "tRNS", "tEXt", "IDAT", "IEND"])
    let rgb = try TestImages.opaqueGradient().pngData()
    #expect(chunks(of: rgb).map(\.type) == ["IHDR", "IDAT", "IEND"])
  }

  @Test("text round-trips: Latin-1 values as tEXt, others as iTXt, sorted by key")
  func textRoundTrip() throws {
    let text = [
      "renderer": "pinframe 0.1", "scale": "3", "Comment": "Café au lait", "Title": "日本語 ✓",
      "empty": "",
    ]
    let data = try TestImages.fewOpaqueColours().pngData(text: text)
    #expect(try PNGDecoder().decode(data).text == text)
    #expect(try PNGDecoder().info(data).text == text)
    let types = chunks(of: data).filter { $0.type.hasSuffix("Xt") }.map(\.type)
    // Sorted keys: Comment, Title, empty, renderer, scale; only Title needs UTF-8.
    #expect(types == ["tEXt", "iTXt", "tEXt", "tEXt", "tEXt"])
  }

  @Test(
    "keys PNG cannot store are refused with the rule",
    arguments: [
      "", " lead", "trail ", "double  space", String(repeating: "k", count: 80), "ключ", "tab\t",
    ]
  )
  func invalidKeys(key: String) throws {
    let message =
      "text key \"\(key)\" cannot be a PNG keyword: use 1 to 79 printable Latin-1 characters, without leading, trailing or double spaces"
    #expect(throws: PNGError(.invalidInput, message)) {
      try TestImages.fewOpaqueColours().pngData(text: [key: "value"])
    }
  }

  @Test("a NUL in a text value and a zlib level outside 0…9 are refused")
  func invalidValueAndLevel() throws {
    let bitmap = try TestImages.fewOpaqueColours()
    #expect(throws: PNGError(.invalidInput, "text value for key \"k\" contains a NUL character")) {
      try bitmap.pngData(text: ["k": "a\u{0}b"])
    }
    let settings = PNGEncoder.Settings(filter: .up, compressionLevel: 10, strategy: .default)
    #expect(
      throws: PNGError(
        .invalidInput, "compression level 10 is outside 0…9 (0 stores, 9 compresses most)")
    ) { try bitmap.pngData(settings: settings) }
  }

  @Test("a 1×1 bitmap round-trips")
  func singlePixel() throws {
    let bitmap = try Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 4])
    #expect(try Bitmap(pngData: bitmap.pngData()) == bitmap)
  }
}
