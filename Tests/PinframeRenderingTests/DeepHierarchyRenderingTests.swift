import Foundation
import Pinframe
import Testing

@MainActor
@Suite("Rendering view trees 10,000 levels deep")
struct DeepHierarchyRenderingTests {
  /// 10,000 nested 10 × 10 views at (0, 0), each with a red background and `alpha`.
  private func tower(alpha: CGFloat, clips: Bool = false) -> View {
    var top: View?
    for _ in 0..<10_000 {
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.backgroundColor = .red
      view.alpha = alpha
      view.clipsToBounds = clips
      if let top { view.addSubview(top) }
      top = view
    }
    return top ?? View()
  }

  @Test("the display list of 10,000 nested views has one fill each, in painter's order")
  func displayList() throws {
    let list = try DisplayList(view: tower(alpha: 1), scale: 1)
    let fill = DisplayCommand.fill(Shape(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), .red)
    #expect(list.commands == Array(repeating: fill, count: 10_000))
  }

  @Test("nested alpha groups and clips open before their content and close after it")
  func nestedScopes() throws {
    let list = try DisplayList(view: tower(alpha: 0.5, clips: true), scale: 1)
    let shape = Shape(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let level: [DisplayCommand] = [
      .beginGroup(opacity: 0.5), .fill(shape, .red), .beginClip(shape),
    ]
    let innermost: [DisplayCommand] = [.beginGroup(opacity: 0.5), .fill(shape, .red), .endGroup]
    let expected =
      Array(Array(repeating: level, count: 9_999).joined()) + innermost
      + Array(Array(repeating: [DisplayCommand.endClip, .endGroup], count: 9_999).joined())
    #expect(list.commands == expected)
  }

  @Test("10,000 nested translucent views are refused before drawing: layers over the limit")
  func layerLimit() throws {
    let list = try DisplayList(view: tower(alpha: 0.5), scale: 1)
    #expect(throws: RasterError.layersTooLarge(bytes: 3_999_600, limit: 1_000_000)) {
      try Bitmap(rendering: list, options: RasterOptions(layerByteLimit: 1_000_000))
    }
    #expect(
      RasterError.layersTooLarge(bytes: 3_999_600, limit: 1_000_000).description
        == "nested groups, clips and shadows need up to 3999600 bytes of layers at once, over the"
        + " limit of 1000000 bytes; nest fewer translucent (alpha < 1), clipping or"
        + " shadow-casting views, use smaller shadow radii (raise RasterOptions.layerByteLimit to"
        + " allow more)")
  }

  @Test("within the default layer limit, 10,000 nested translucent views render")
  func deepRender() throws {
    let bitmap = try Bitmap(rendering: DisplayList(view: tower(alpha: 0.5), scale: 1))
    #expect(bitmap[0, 0] == RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
  }

  @Test("renderImage of a tree 10,000 levels deep gives the top view's pixels")
  func renderImage() throws {
    let bitmap = try tower(alpha: 1, clips: true).renderImage(scale: 1)
    #expect(bitmap.width == 10)
    #expect(bitmap[9, 9] == RGBA8(red: 255, green: 0, blue: 0))
  }
}
