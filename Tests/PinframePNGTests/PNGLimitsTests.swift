import Foundation
import PinframePNG
import PinframeRaster
import Testing

/// One set of limits for writers and readers: whatever is written at a limit reads back with
/// the same limits, and one more is refused by the writer before it encodes.
@Suite("Shared PNG limits")
struct PNGLimitsTests {
  /// Limits small enough to reach in a test: 64 pixels, 100-byte chunks, 150 bytes of text,
  /// 5 frames.
  static let small = PNGLimits(
    pixelLimit: 64, chunkByteLimit: 100, textByteLimit: 150, frameLimit: 5)

  static func grey(width: Int, height: Int, level: UInt8 = 120) throws -> Bitmap {
    try TestImages.make(width: width, height: height) { x, _ in [level, UInt8(x), 0, 255] }
  }

  @Test("a PNG at the pixel and text limits is written and reads back with the same limits")
  func pngAtEveryLimit() throws {
    let image = try Self.grey(width: 8, height: 8)
    let text = ["a": String(repeating: "x", count: 99), "b": String(repeating: "y", count: 49)]
    let data = try PNGEncoder(limits: Self.small).encode(image, text: text)
    let decoded = try PNGDecoder(options: Self.small).decode(data)
    #expect(decoded.bitmap == image)
    #expect(decoded.text == text)
  }

  @Test("one pixel, text byte or frame over a limit is refused by the writer, naming the limit")
  func writerRefusesOneOver() throws {
    let encoder = PNGEncoder(limits: Self.small)
    #expect(
      throws: PNGError(
        .tooLarge,
        "image is 13×5 px, over the limit of 64 pixels that readers accept; raise PNGLimits.pixelLimit to write it"
      )
    ) { try encoder.encode(try Self.grey(width: 13, height: 5)) }
    #expect(
      throws: PNGError(
        .tooLarge,
        "a text chunk of 101 bytes (keyword and value) is over the limit of 100 bytes per chunk that readers accept; raise PNGLimits.chunkByteLimit to write it"
      )
    ) {
      try encoder.encode(
        try Self.grey(width: 2, height: 2), text: ["a": String(repeating: "x", count: 100)])
    }
    #expect(
      throws: PNGError(
        .tooLarge,
        "text chunks of 151 bytes in all (keywords and values) are over the limit of 150 bytes per file that readers accept; raise PNGLimits.textByteLimit to write them"
      )
    ) {
      try encoder.encode(
        try Self.grey(width: 2, height: 2),
        text: ["a": String(repeating: "x", count: 99), "b": String(repeating: "y", count: 50)])
    }
  }

  @Test("an image the writer refuses is refused by a reader with the same limits")
  func readerAgrees() throws {
    let data = try PNGEncoder().encode(try Self.grey(width: 13, height: 5))
    #expect(
      throws: PNGError(
        .tooLarge,
        "PNG is 13×5 px, over the limit of 64 pixels; raise PNGDecoder.Options.pixelLimit to decode it"
      )
    ) { try PNGDecoder(options: Self.small).decode(data) }
  }

  @Test("an APNG at the frame limit reads back; the next frame is refused before it is encoded")
  func apngAtFrameLimit() throws {
    var writer = try APNGWriter(width: 4, height: 2, limits: Self.small)
    for level in 0..<5 {
      try writer.append(try Self.grey(width: 4, height: 2, level: UInt8(level)))
    }
    #expect(
      throws: PNGError(
        .tooLarge,
        "an APNG of 6 frames is over the limit of 5 frames that readers accept; raise PNGLimits.frameLimit to write it"
      )
    ) { try writer.append(try Self.grey(width: 4, height: 2)) }
    var reader = try APNGReader(data: try writer.finish(), options: Self.small)
    var levels: [UInt8] = []
    while let frame = try reader.nextFrame() { levels.append(frame.bitmap.pixels[0]) }
    #expect(levels == [0, 1, 2, 3, 4])
  }

  @Test("an APNG canvas over the pixel limit is refused when the writer is made")
  func apngCanvasOverLimit() {
    #expect(
      throws: PNGError(
        .tooLarge,
        "APNG canvas is 13×5 px, over the limit of 64 pixels that readers accept; raise PNGLimits.pixelLimit to write it"
      )
    ) { try APNGWriter(width: 13, height: 5, limits: Self.small) }
  }

  @Test(
    "the default frame limit is two minutes at 240 fps with both ends: 28,801 frames, written and read"
  )
  func defaultFrameLimit() throws {
    #expect(PNGLimits.standard.frameLimit == 28_801)
    #expect(PNGDecoder.Options().frameLimit == PNGLimits.standard.frameLimit)
    let frames = try (0..<2).map { try Self.grey(width: 1, height: 1, level: UInt8($0)) }
    var writer = try APNGWriter(width: 1, height: 1, frameDelay: FrameDelay(framesPerSecond: 240))
    for index in 0..<28_801 { try writer.append(frames[index % 2]) }
    #expect(throws: PNGError.self) { try writer.append(frames[0]) }
    var reader = try APNGReader(data: try writer.finish())
    #expect(reader.frameCount == 28_801)
    var count = 0
    while let frame = try reader.nextFrame() {
      #expect(frame.bitmap.pixels[0] == UInt8(count % 2))
      count += 1
    }
    #expect(count == 28_801)
  }
}
