import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

@Suite("Groups: content composited as one layer with the group opacity")
struct GroupTests {
  private static let overlapping: [DisplayCommand] = [
    .fill(.rect(0, 0, 2, 1), .red), .fill(.rect(1, 0, 2, 1), .blue),
  ]

  @Test("overlapping children in a 0.5 group: blue hides red, then the layer blends once")
  func groupOpacity() throws {
    let bitmap = try Raster.render(
      3, 1, [Raster.background(3, 1), .beginGroup(opacity: 0.5)] + Self.overlapping + [.endGroup])
    #expect(bitmap[0, 0] == .rgba(255, 127, 127))
    #expect(bitmap[1, 0] == .rgba(127, 127, 255))
    #expect(bitmap[2, 0] == .rgba(127, 127, 255))
  }

  @Test("the same children at alpha 0.5 each blend twice where they overlap")
  func perFillAlpha() throws {
    let bitmap = try Raster.render(
      3, 1,
      [
        Raster.background(3, 1), .fill(.rect(0, 0, 2, 1), .red.withAlphaComponent(0.5)),
        .fill(.rect(1, 0, 2, 1), .blue.withAlphaComponent(0.5)),
      ])
    #expect(bitmap[1, 0] == .rgba(127, 63, 191))
  }

  @Test("colour alpha and opacity combine as (200·128 + 127) / 255 = 100")
  func combinedAlpha() throws {
    let bitmap = try Raster.render(
      1, 1,
      [
        Raster.background(1, 1), .beginGroup(opacity: 0.5),
        .fill(.rect(0, 0, 1, 1), .rgba(0, 0, 0, 200)), .endGroup,
      ])
    // Alpha 100 over white: (255·155 + 127) / 255 = 155.
    #expect(bitmap[0, 0] == .rgba(155, 155, 155))
  }

  @Test("nested groups multiply: 0.5 inside 0.5 draws black over white as 191")
  func nestedGroups() throws {
    let bitmap = try Raster.render(
      2, 1,
      [
        Raster.background(2, 1), .beginGroup(opacity: 0.5), .beginGroup(opacity: 0.5),
        .fill(.rect(0, 0, 1, 1), .black), .endGroup, .fill(.rect(1, 0, 1, 1), .black), .endGroup,
      ])
    #expect(bitmap[0, 0] == .rgba(191, 191, 191))
    #expect(bitmap[1, 0] == .rgba(127, 127, 127))
  }

  @Test("a group on a transparent canvas leaves translucent pixels")
  func overTransparent() throws {
    let bitmap = try Raster.render(
      3, 1, [.beginGroup(opacity: 0.5)] + Self.overlapping + [.endGroup])
    #expect(bitmap[0, 0] == .rgba(255, 0, 0, 128))
    #expect(bitmap[1, 0] == .rgba(0, 0, 255, 128))
  }

  @Test("opacity 1 draws in place; opacity 0 and NaN draw nothing")
  func extremeOpacities() throws {
    let plain = try Raster.render(3, 1, [Raster.background(3, 1)] + Self.overlapping)
    let opaque = try Raster.render(
      3, 1, [Raster.background(3, 1), .beginGroup(opacity: 1)] + Self.overlapping + [.endGroup])
    #expect(opaque == plain)
    for opacity in [0, 0.001, -1, Double.nan] {
      let hidden = try Raster.render(
        3, 1,
        [Raster.background(3, 1), .beginGroup(opacity: opacity)] + Self.overlapping + [.endGroup])
      #expect(try hidden == Raster.render(3, 1, [Raster.background(3, 1)]), "opacity \(opacity)")
    }
  }

  @Test(
    "a group holding one drawing gives the same pixels as the layer path",
    arguments: [
      (DisplayCommand.fill(.rect(1, 1, 6, 5), .rgba(200, 30, 90, 255)), RasterOptions.snapped),
      (.fill(.rect(1.3, 0.7, 5.5, 5.25), .rgba(20, 130, 190, 180)), .antialiased),
      (.fill(.rect(1.3, 0.7, 5.5, 5.25), .rgba(20, 130, 190, 180)), .snapped),
      (
        .fill(
          .rect(
            -3, -2, 6, 4, radius: 1.5,
            transform: CGAffineTransform(rotationAngle: 0.4).translatedBy(x: 0, y: 0)
              .concatenating(CGAffineTransform(translationX: 4, y: 4))), .rgba(90, 90, 250, 230)),
        .antialiased
      ),
      (
        .stroke(.rect(0.5, 0.5, 7, 6, radius: 2), width: 1.25, .rgba(10, 10, 10, 240)), .antialiased
      ),
      (.stroke(.rect(1, 1, 6, 6), width: 1, .black), .snapped),
    ])
  func singleDrawingFastPath(drawing: DisplayCommand, options: RasterOptions) throws {
    let clip = DisplayCommand.beginClip(.rect(0.5, 0.25, 7, 7, radius: 3))
    for opacity in [0.3, 0.5, 0.77] {
      for background in [[], [Raster.background(8, 8, .rgba(250, 240, 10))]] {
        for clipped in [false, true] {
          let before = background + (clipped ? [clip] : [])
          let after: [DisplayCommand] = clipped ? [.endClip] : []
          let fast = before + [.beginGroup(opacity: opacity), drawing, .endGroup] + after
          // An empty fill next to the drawing sends the group through a layer.
          let layered =
            before + [
              .beginGroup(opacity: opacity), drawing, .fill(.rect(0, 0, 0, 0), .red), .endGroup,
            ] + after
          #expect(
            try Raster.render(8, 8, fast, options: options)
              == Raster.render(8, 8, layered, options: options),
            "opacity \(opacity), background \(!background.isEmpty), clipped \(clipped)")
        }
      }
    }
  }

  @Test("a group inside a clip draws only inside the clip")
  func groupInsideClip() throws {
    let bitmap = try Raster.render(
      4, 1,
      [
        .beginClip(.rect(1, 0, 2, 1)), .beginGroup(opacity: 0.5),
      ] + Self.overlapping + [
        .endGroup,
        .endClip,
      ])
    #expect(bitmap[0, 0].alpha == 0)
    #expect(bitmap[1, 0] == .rgba(0, 0, 255, 128))
    #expect(bitmap[2, 0] == .rgba(0, 0, 255, 128))
    #expect(bitmap[3, 0].alpha == 0)
  }

  @Test("a group partly off the canvas composites the part on it")
  func groupOffCanvas() throws {
    let bitmap = try Raster.render(
      2, 1,
      [
        .beginGroup(opacity: 0.5), .fill(.rect(-5, 0, 6, 1), .red),
        .fill(.rect(1, 0, 9, 1), .green),
        .endGroup,
      ])
    #expect(bitmap[0, 0] == .rgba(255, 0, 0, 128))
    #expect(bitmap[1, 0] == .rgba(0, 255, 0, 128))
  }
}
