import PinframeGraphics
import PinframeRaster
import Testing

@Suite("Bitmap")
struct BitmapTests {
  @Test("a canvas over the pixel limit is refused before allocating")
  func pixelLimit() {
    #expect(throws: RasterError.canvasTooLarge(width: 20_000, height: 20_000, limit: 100_000_000)) {
      try Bitmap(width: 20_000, height: 20_000)
    }
    #expect(throws: RasterError.canvasTooLarge(width: .max, height: 2, limit: 100_000_000)) {
      try Bitmap(width: .max, height: 2)
    }
  }

  @Test("zero-size canvases are refused", arguments: [(0, 10), (10, 0), (-1, 5)])
  func emptyCanvas(width: Int, height: Int) {
    #expect(throws: RasterError.emptyCanvas(width: width, height: height)) {
      try Bitmap(width: width, height: height)
    }
  }

  @Test("fill colour and pixel subscript")
  func fillAndSubscript() throws {
    var bitmap = try Bitmap(width: 3, height: 2, fill: RGBA8(red: 1, green: 2, blue: 3, alpha: 4))
    #expect(bitmap[2, 1] == RGBA8(red: 1, green: 2, blue: 3, alpha: 4))
    bitmap[0, 1] = RGBA8(red: 9, green: 9, blue: 9)
    #expect(Array(bitmap.pixels[12..<16]) == [9, 9, 9, 255])
  }
}
