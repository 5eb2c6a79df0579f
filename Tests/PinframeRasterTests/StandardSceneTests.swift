import CPinframeBench
import PinframeGraphics
import PinframeRaster
import Testing

@Suite("The standard scene")
struct StandardSceneTests {
  @Test(
    "pixels match the scene's blend rule worked by hand",
    arguments: [
      (0, 0, RGBA8.rgba(242, 242, 247)),  // status bar
      (600, 200, .rgba(112, 154, 14)),  // nav title over nav bar
      (40, 420, .rgba(203, 140, 121)),  // badge 45 (alpha 0.5) over card 4
      (100, 400, .rgba(96, 100, 114)),  // badge 45 over avatar 5
      (1000, 900, .rgba(127, 235, 171)),  // badge 38 over card 12
      (150, 1200, .rgba(184, 82, 114)),  // card, avatar, badge 46, mover 59 (two blends)
      (200, 1350, .rgba(201, 81, 155)),  // badges 46 and 47 and the mover over white
      (1010, 2140, .rgba(109, 68, 122)),  // FAB over its shadow, then the toast
      (1165, 2530, .rgba(247, 247, 247)),  // tab bar, bottom-right pixel
    ])
  func handWorkedPixels(x: Int, y: Int, expected: RGBA8) throws {
    let bitmap = try Bitmap(rendering: StandardScene.displayList)
    #expect(bitmap[x, y] == expected)
  }

  @Test("every pixel matches the C baseline of the benchmarks")
  func matchesCBaseline() throws {
    let bitmap = try Bitmap(rendering: StandardScene.displayList)
    let rects = StandardScene.rects.map { rect in
      CPinframeBench_Rect(
        x: Int32(rect.x), y: Int32(rect.y), width: Int32(rect.width), height: Int32(rect.height),
        red: rect.red, green: rect.green, blue: rect.blue, alpha: rect.alpha)
    }
    var baseline = [UInt8](repeating: 0, count: StandardScene.width * StandardScene.height * 4)
    baseline.withUnsafeMutableBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      CPinframeBench_fillScene(
        base, Int32(StandardScene.width), Int32(StandardScene.height), rects, Int32(rects.count))
    }
    #expect(bitmap.pixels == baseline)
  }
}
