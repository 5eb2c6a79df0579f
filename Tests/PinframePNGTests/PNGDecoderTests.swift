import Foundation
import PinframePNG
import PinframeRaster
import Testing

@Suite("PNG decoder")
struct PNGDecoderTests {
  @Test("a tiny file declaring 100000×100000 px is refused before any pixel memory is allocated")
  func pixelLimitBeforeAllocation() throws {
    let data = try fixture("corrupt/huge-dimensions.png")
    #expect(data.count < 100)
    // Allocating 40 GB for the pixels would end the test process; the refusal comes first.
    let error = #expect(throws: PNGError.self) { try Bitmap(pngData: data) }
    #expect(error?.kind == .tooLarge)
  }

  @Test("the pixel limit is configurable")
  func configurablePixelLimit() throws {
    let data = try fixture("valid/rgba-8.png")
    #expect(
      throws: PNGError(
        .tooLarge,
        "PNG is 4×3 px, over the limit of 11 pixels; raise PNGDecoder.Options.pixelLimit to decode it"
      )
    ) {
      try PNGDecoder(options: .init(pixelLimit: 11)).decode(data)
    }
    #expect(try PNGDecoder(options: .init(pixelLimit: 12)).decode(data).bitmap.width == 4)
  }

  @Test("info reads size, format and all text, including text after the image data")
  func info() throws {
    let info = try PNGDecoder().info(try fixture("valid/text-chunks.png"))
    #expect(info.width == 2)
    #expect(info.height == 2)
    #expect(info.bitDepth == 8)
    #expect(info.colorType == .rgb)
    #expect(!info.isInterlaced)
    #expect(info.animation == nil)
    #expect(info.text["Software"] == "generate.py")
    #expect(info.text["Description"] == "Überall ✓")
    #expect(info.text.count == 6)
  }

  @Test("info of an interlaced 16-bit image and of a huge one needs no pixel memory")
  func infoWithoutDecoding() throws {
    let interlaced = try PNGDecoder().info(try fixture("valid/grey-16-adam7.png"))
    #expect(interlaced.isInterlaced)
    #expect(interlaced.bitDepth == 16)
    #expect(interlaced.colorType == .grey)
    let huge = try PNGDecoder().info(try fixture("corrupt/huge-dimensions.png"))
    #expect(huge.width == 100_000)
    #expect(huge.colorType == .rgba)
  }
}
