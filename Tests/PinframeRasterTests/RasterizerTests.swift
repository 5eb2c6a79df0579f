import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

@Suite("Rasterizer: reuse across frames")
struct RasterizerTests {
  private static func frame(_ x: Double) -> DisplayList {
    DisplayList(
      width: 6, height: 2,
      commands: [
        .beginGroup(opacity: 0.5), .fill(.rect(x, 0, 2, 2), .red),
        .fill(.rect(x + 1, 0, 2, 2, radius: 1), .blue), .endGroup,
        .beginClip(.rect(0, 0, 6, 2, radius: 1)), .fill(.rect(0, 1, 6, 1), .rgba(0, 0, 0, 100)),
        .endClip,
      ])
  }

  @Test("each frame equals a fresh rendering: nothing of the previous frame is left")
  func framesAreIndependent() throws {
    var rasterizer = Rasterizer(options: .antialiased)
    for x in [0, 3.5, 1.25, 0] {
      let frame = try rasterizer.render(Self.frame(x))
      #expect(try frame == Bitmap(rendering: Self.frame(x), options: .antialiased), "x = \(x)")
    }
  }

  @Test("a kept frame is not changed by the next rendering")
  func keptFrame() throws {
    var rasterizer = Rasterizer()
    let first = try rasterizer.render(Self.frame(0))
    let copy = first.pixels
    _ = try rasterizer.render(Self.frame(3))
    #expect(first.pixels == copy)
  }

  @Test("rendering into a bitmap resizes it when the list's canvas differs")
  func renderInto() throws {
    var rasterizer = Rasterizer()
    var bitmap = try Bitmap(width: 1, height: 1)
    try rasterizer.render(Self.frame(0), into: &bitmap)
    #expect(try bitmap == Bitmap(rendering: Self.frame(0)))
    bitmap.pixels.removeLast(4)
    try rasterizer.render(Self.frame(1), into: &bitmap)
    #expect(try bitmap == Bitmap(rendering: Self.frame(1)))
  }

  @Test("a refused canvas leaves the bitmap unchanged")
  func refusedCanvas() throws {
    var rasterizer = Rasterizer(options: RasterOptions(pixelLimit: 20))
    var bitmap = try rasterizer.render(Self.frame(0))
    let before = bitmap
    #expect(throws: RasterError.canvasTooLarge(width: 5, height: 5, limit: 20)) {
      try rasterizer.render(DisplayList(width: 5, height: 5), into: &bitmap)
    }
    #expect(bitmap == before)
  }
}
