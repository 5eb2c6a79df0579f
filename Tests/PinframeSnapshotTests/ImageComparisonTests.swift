import PinframeGraphics
import PinframeRaster
import PinframeSnapshot
import Testing

@Suite("Image comparison")
struct ImageComparisonTests {
  private let grey = RGBA8(red: 100, green: 100, blue: 100)

  private func image(_ width: Int, _ height: Int, _ fill: RGBA8) throws -> Bitmap {
    try Bitmap(width: width, height: height, fill: fill)
  }

  @Test("identical images match with no difference")
  func identical() throws {
    let result = try image(4, 3, grey).compared(with: image(4, 3, grey))
    #expect(result.matches)
    #expect(result.differentPixels == 0)
    #expect(result.differenceBounds == nil)
    #expect(result.maxDistance == 0)
  }

  @Test("exact comparison counts every changed pixel and bounds them")
  func exactCounts() throws {
    let expected = try image(10, 10, grey)
    var actual = expected
    actual[2, 3] = RGBA8(red: 101, green: 100, blue: 100)
    actual[7, 5] = RGBA8(red: 0, green: 0, blue: 0)
    let result = actual.compared(with: expected)
    #expect(!result.matches)
    #expect(result.differentPixels == 2)
    #expect(result.differentPixelRatio == 0.02)
    #expect(result.differenceBounds == PixelRect(x: 2, y: 3, width: 6, height: 3))
  }

  @Test(
    "the YIQ threshold lets uniform grey shifts pass up to its boundary",
    arguments: [(0.01, 2, true), (0.01, 3, false), (0.1, 26, true), (0.1, 27, false)])
  func perceptualBoundary(threshold: Double, shift: UInt8, passes: Bool) throws {
    let expected = try image(2, 2, grey)
    let shifted = grey.red + shift
    let actual = try image(2, 2, RGBA8(red: shifted, green: shifted, blue: shifted))
    let result = actual.compared(
      with: expected, tolerance: ImageTolerance(perceptualThreshold: threshold))
    #expect(result.matches == passes)
    #expect(result.differentPixels == (passes ? 0 : 4))
  }

  @Test("maxDistance is the threshold a change would need: black on white is 0.96594")
  func maxDistance() throws {
    let white = try image(1, 1, RGBA8(red: 255, green: 255, blue: 255))
    let black = try image(1, 1, RGBA8(red: 0, green: 0, blue: 0))
    #expect(abs(black.compared(with: white).maxDistance - 0.96594) < 1e-5)
  }

  @Test("pixel count and ratio limits pass at their boundary; the stricter one wins")
  func countAndRatio() throws {
    let expected = try image(10, 10, grey)
    var actual = expected
    for x in 0..<5 { actual[x, 0] = RGBA8(red: 0, green: 0, blue: 0) }
    #expect(actual.compared(with: expected, tolerance: .init(maxDifferentPixels: 5)).matches)
    #expect(!actual.compared(with: expected, tolerance: .init(maxDifferentPixels: 4)).matches)
    #expect(actual.compared(with: expected, tolerance: .init(maxDifferentPixelRatio: 0.05)).matches)
    #expect(
      !actual.compared(with: expected, tolerance: .init(maxDifferentPixelRatio: 0.049)).matches)
    let both = ImageTolerance(maxDifferentPixels: 10, maxDifferentPixelRatio: 0.04)
    #expect(both.allowedDifferentPixels(outOf: 100) == 4)
    #expect(!actual.compared(with: expected, tolerance: both).matches)
  }

  @Test("a size change never matches and is diffed over the union of both sizes")
  func sizeChange() throws {
    let expected = try image(4, 4, grey)
    let actual = try image(5, 3, grey)
    let result = actual.compared(with: expected, tolerance: .init(maxDifferentPixelRatio: 1))
    #expect(!result.matches)
    #expect(result.sizeChanged)
    #expect(result.comparedPixels == 20)
    #expect(result.differentPixels == 8)
    #expect(result.differenceBounds == PixelRect(x: 0, y: 0, width: 5, height: 4))
    #expect(result.expectedSize.description == "4×4")
  }

  @Test("diff image: faded expected, changed pixels highlighted, size change marked")
  func diffImage() throws {
    let expected = try image(2, 2, RGBA8(red: 0, green: 0, blue: 0))
    var actual = try image(3, 2, RGBA8(red: 0, green: 0, blue: 0))
    actual[1, 1] = RGBA8(red: 255, green: 255, blue: 255)
    let diff = try actual.diffImage(against: expected)
    #expect(diff.width == 3)
    #expect(diff[0, 0] == RGBA8(red: 230, green: 230, blue: 230))
    #expect(diff[1, 1] == Bitmap.diffHighlight)
    #expect(diff[2, 0] == Bitmap.diffSizeChange)
  }
}
