import Foundation
import PinframePNG
import PinframeRaster
import Testing

@Suite("APNG")
struct APNGTests {
  /// 30×20 grey canvas with a 4×3 red block at x = `offset`, y = 5.
  static func movingBlock(at offset: Int, alpha: UInt8 = 255) throws -> Bitmap {
    try TestImages.make(width: 30, height: 20) { x, y in
      (offset..<offset + 4).contains(x) && (5..<8).contains(y)
        ? [220, 20, 20, alpha] : [90, 90, 90, 255]
    }
  }

  /// The fcTL fields of a file: region and delay per frame.
  static func frameControls(_ data: Data) -> [(
    x: Int, y: Int, width: Int, height: Int, delay: [Int]
  )] {
    chunks(of: data).filter { $0.type == "fcTL" }.map { chunk in
      let field = { (i: Int) in chunk.data[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
      let short = { (i: Int) in Int(chunk.data[i]) << 8 | Int(chunk.data[i + 1]) }
      return (field(12), field(16), field(4), field(8), [short(20), short(22)])
    }
  }

  static func readAll(_ data: Data) throws -> [APNGFrame] {
    var reader = try APNGReader(data: data)
    var frames: [APNGFrame] = []
    while let frame = try reader.nextFrame() { frames.append(frame) }
    return frames
  }

  @Test("frames read back equal the frames written, with their delays")
  func roundTrip() throws {
    let inputs = try [0, 3, 3, 10, 26].map { try Self.movingBlock(at: $0) }
    var writer = try APNGWriter(width: 30, height: 20, loopCount: 2)
    for (index, bitmap) in inputs.enumerated() {
      try writer.append(bitmap, delay: index == 4 ? FrameDelay(numerator: 1, denominator: 2) : nil)
    }
    let data = try writer.finish()
    var reader = try APNGReader(data: data)
    #expect(reader.frameCount == 5)
    #expect(reader.loopCount == 2)
    for (index, input) in inputs.enumerated() {
      let frame = try #require(try reader.nextFrame())
      #expect(frame.index == index)
      #expect(frame.bitmap == input)
      #expect(
        frame.delay
          == (index == 4
            ? FrameDelay(numerator: 1, denominator: 2) : FrameDelay(framesPerSecond: 60)))
    }
    #expect(try reader.nextFrame() == nil)
  }

  @Test(
    "each later frame stores only the bounding box of changed pixels; an unchanged one stores 1×1")
  func croppedRegions() throws {
    var writer = try APNGWriter(width: 30, height: 20)
    for offset in [0, 3, 3, 10] { try writer.append(try Self.movingBlock(at: offset)) }
    let data = try writer.finish()
    let regions = Self.frameControls(data).map { [$0.x, $0.y, $0.width, $0.height] }
    #expect(regions == [[0, 0, 30, 20], [0, 5, 7, 3], [0, 0, 1, 1], [3, 5, 11, 3]])
    #expect(Self.frameControls(data).allSatisfy { $0.delay == [1, 60] })
    let types = chunks(of: data).map(\.type)
    #expect(
      types == [
        "IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND",
      ])
  }

  @Test("sequence numbers run 0, 1, 2… across fcTL and fdAT")
  func sequenceNumbers() throws {
    var writer = try APNGWriter(width: 30, height: 20)
    for offset in [0, 5, 9] { try writer.append(try Self.movingBlock(at: offset)) }
    let numbered = chunks(of: try writer.finish()).filter { ["fcTL", "fdAT"].contains($0.type) }
    let sequence = numbered.map { $0.data[0..<4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(sequence == [0, 1, 2, 3, 4])
  }

  @Test("opaque animations are RGB; a translucent frame turns the whole animation RGBA, exactly")
  func colourTypeFallback() throws {
    let inputs = [
      try Self.movingBlock(at: 0), try Self.movingBlock(at: 4),
      try Self.movingBlock(at: 8, alpha: 128),
      try Self.movingBlock(at: 12),
    ]
    var opaque = try APNGWriter(width: 30, height: 20)
    try opaque.append(inputs[0])
    try opaque.append(inputs[1])
    #expect(try PNGDecoder().info(opaque.finish()).colorType == .rgb)
    var mixed = try APNGWriter(width: 30, height: 20, text: ["Title": "fallback"])
    for input in inputs { try mixed.append(input) }
    let data = try mixed.finish()
    let info = try PNGDecoder().info(data)
    #expect(info.colorType == .rgba)
    #expect(info.text == ["Title": "fallback"])
    #expect(info.animation?.frameCount == 4)
    #expect(info.animation?.loopCount == 0)
    #expect(try Self.readAll(data).map(\.bitmap) == inputs)
  }

  @Test("APNG-unaware decoders see the first frame")
  func defaultImageIsFirstFrame() throws {
    var writer = try APNGWriter(width: 30, height: 20)
    try writer.append(try Self.movingBlock(at: 2))
    try writer.append(try Self.movingBlock(at: 20))
    #expect(try Bitmap(pngData: writer.finish()) == (try Self.movingBlock(at: 2)))
  }

  @Test("a plain PNG reads as one frame with a zero delay")
  func plainPNGIsOneFrame() throws {
    let bitmap = try TestImages.translucentGradient()
    let frames = try Self.readAll(bitmap.pngData())
    #expect(frames.map(\.bitmap) == [bitmap])
    #expect(frames.first?.delay.seconds == 0)
  }

  @Test(
    "the reader composites independently made APNGs: every dispose and blend op, a palette",
    arguments: ["apng-ops", "apng-palette"])
  func fixtureAnimation(name: String) throws {
    let expected = try #require(try ExpectedFixtures.load().apng[name])
    let data = try fixture("apng/\(name).png")
    let reader = try APNGReader(data: data)
    #expect(reader.width == expected.width)
    #expect(reader.height == expected.height)
    #expect(reader.loopCount == expected.loopCount)
    let frames = try Self.readAll(data)
    #expect(frames.map(\.bitmap.pixels) == expected.frames.map { bytes(hex: $0.rgba) })
    #expect(
      frames.map { [Int($0.delay.numerator), Int($0.delay.denominator)] }
        == expected.frames.map(\.delay))
  }

  @Test("an IDAT without a preceding fcTL is not a frame")
  func hiddenDefaultImage() throws {
    let expected = try #require(try ExpectedFixtures.load().apng["apng-hidden-default"])
    let frames = try Self.readAll(try fixture("apng/apng-hidden-default.png"))
    #expect(frames.map(\.bitmap.pixels) == expected.frames.map { bytes(hex: $0.rgba) })
  }

  static let broken: [(String, String)] = [
    ("apng-bad-sequence", "invalid APNG: fdAT at byte 158 has sequence number 3, expected 2"),
    (
      "apng-region-outside",
      "invalid APNG: frame 1 (fcTL at byte 120) covers 1×1 px at (2, 0), which is empty or outside the 2×1 canvas"
    ),
    (
      "apng-two-default-frames",
      "invalid APNG: fcTL at byte 91 is a second fcTL before the IDAT; only frame 0 can use the IDAT"
    ),
    ("apng-frame-count", "invalid APNG: acTL declares 3 frames but the file has 2 fcTL chunks"),
    (
      "apng-first-frame-cropped",
      "invalid APNG: frame 0 (fcTL at byte 53) precedes the IDAT, so it must cover the whole 2×1 canvas at (0, 0), but it covers 1×1 px at (0, 0)"
    ),
    (
      "apng-missing-frame-data",
      "invalid APNG: frame 1 (fcTL at byte 120) has no image data: no fdAT follows it"
    ),
    (
      "apng-bad-dispose",
      "invalid APNG: frame 1 (fcTL at byte 120) has dispose op 3 and blend op 0; dispose ops are 0 (none), 1 (background), 2 (previous), blend ops 0 (source), 1 (over)"
    ),
  ]

  @Test(
    "inconsistent APNG chunks throw an invalidAnimation error that names the chunk",
    arguments: broken)
  func brokenAnimation(name: String, message: String) throws {
    let data = try fixture("apng/\(name).png")
    #expect(throws: PNGError(.invalidAnimation, message)) { try APNGReader(data: data) }
  }

  @Test("a frame of the wrong size and finishing without frames are refused")
  func writerMisuse() throws {
    var writer = try APNGWriter(width: 30, height: 20)
    #expect(
      throws: PNGError(
        .invalidInput, "an APNG needs at least one frame; append one before finish()")
    ) {
      try writer.finish()
    }
    #expect(
      throws: PNGError(.invalidInput, "frame 0 is 40×30 px but the APNG canvas is 30×20 px")
    ) { try writer.append(try TestImages.opaqueGradient()) }
  }
}
