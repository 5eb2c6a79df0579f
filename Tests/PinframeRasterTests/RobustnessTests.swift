import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

@Suite("Robustness: bad geometry, unbalanced lists, canvas limits")
struct RobustnessTests {
  private static let marker = DisplayCommand.fill(.rect(3, 0, 1, 1), .blue)

  @Test(
    "a command with NaN or infinite numbers draws nothing, the next one still draws",
    arguments: [
      DisplayCommand.fill(.rect(.nan, 0, 2, 1), .red),
      .fill(.rect(0, 0, .infinity, 1), .red),
      .fill(.rect(0, 0, 2, 1, radius: .nan), .red),
      .fill(.rect(0, 0, 2, 1, transform: CGAffineTransform(translationX: .nan, y: 0)), .red),
      .fill(.rect(0, 0, 2, 1, transform: CGAffineTransform(rotationAngle: .infinity)), .red),
      .fill(.rect(0, 0, 1e10, 1, transform: CGAffineTransform(scaleX: 1e300, y: 1)), .red),
      .stroke(.rect(0, 0, 2, 1), width: .nan, .red),
      .stroke(.rect(0, 0, 2, 1), width: -1, .red),
    ])
  func nonFinite(command: DisplayCommand) throws {
    for options in [RasterOptions.snapped, .antialiased] {
      let bitmap = try Raster.render(4, 1, [command, Self.marker], options: options)
      #expect(Raster.alphas(bitmap, row: 0) == [0, 0, 0, 255])
    }
  }

  @Test("a transform that cannot be inverted draws nothing")
  func singularTransform() throws {
    for transform in [
      CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0),
    ] {
      let bitmap = try Raster.render(4, 1, [.fill(.rect(0, 0, 2, 1, transform: transform), .red)])
      #expect(bitmap.pixels.allSatisfy { $0 == 0 })
    }
  }

  @Test("huge shapes are cut to the canvas", arguments: [0, 0.3])
  func hugeShapes(angle: Double) throws {
    let transform = CGAffineTransform(rotationAngle: angle)
    for options in [RasterOptions.snapped, .antialiased] {
      for shape in [
        Shape.rect(-1e30, -1e30, 2e30, 2e30, transform: transform),
        .rect(-1e13, -1e13, 2e13, 2e13, radius: 1e3, transform: transform),
      ] {
        let bitmap = try Raster.render(5, 3, [.fill(shape, .red)], options: options)
        #expect(bitmap.pixels == [UInt8]((0..<15).flatMap { _ in [255, 0, 0, 255] as [UInt8] }))
      }
    }
  }

  @Test("negative sizes are standardised; radii are clamped to half the short side")
  func standardisedGeometry() throws {
    let flipped = try Raster.render(5, 1, [.fill(.rect(4, 1, -3, -1), .red)])
    #expect(Raster.coveredColumns(flipped, row: 0) == [1, 2, 3])
    let square = try Raster.render(4, 4, [.fill(.rect(0, 0, 4, 4, radius: -2), .red)])
    #expect(square[0, 0].alpha == 255)
    let capsule = try Raster.render(8, 2, [.fill(.rect(0, 0, 8, 2, radius: 100), .red)])
    #expect(try capsule == Raster.render(8, 2, [.fill(.rect(0, 0, 8, 2, radius: 1), .red)]))
  }

  @Test("extra ends are ignored")
  func extraEnds() throws {
    let bitmap = try Raster.render(
      4, 1, [.endGroup, .endClip, .fill(.rect(0, 0, 1, 1), .red), .endGroup, Self.marker, .endClip])
    #expect(Raster.alphas(bitmap, row: 0) == [255, 0, 0, 255])
  }

  @Test("missing ends are added at the end of the list: the group is still composited")
  func missingEnds() throws {
    let bitmap = try Raster.render(
      4, 1,
      [.beginGroup(opacity: 0.5), .beginClip(.rect(0, 0, 2, 1)), .fill(.rect(0, 0, 4, 1), .red)])
    #expect(bitmap[0, 0] == .rgba(255, 0, 0, 128))
    #expect(bitmap[2, 0].alpha == 0)
  }

  @Test("an end closes whatever was begun after its begin")
  func crossedEnds() throws {
    // The clip's end also ends the group begun inside it, so the last fill is neither clipped
    // nor in the group.
    let bitmap = try Raster.render(
      4, 1,
      [
        .beginClip(.rect(0, 0, 2, 1)), .beginGroup(opacity: 0.5), .fill(.rect(0, 0, 4, 1), .red),
        .endClip, .endGroup, .fill(.rect(3, 0, 1, 1), .blue),
      ])
    #expect(Raster.alphas(bitmap, row: 0) == [128, 128, 0, 255])
  }

  @Test("deeply nested groups and clips render")
  func deepNesting() throws {
    let depth = 40
    var commands: [DisplayCommand] = []
    for level in 0..<depth {
      commands += [
        .beginGroup(opacity: 0.99), .beginClip(.rect(0, 0, 4, 1, radius: Double(level % 2))),
      ]
    }
    commands.append(.fill(.rect(0, 0, 4, 1), .red))
    let bitmap = try Raster.render(4, 1, commands)
    #expect(bitmap[1, 0].red == 255)
    #expect(bitmap[1, 0].alpha > 0)
  }

  @Test("canvases over the pixel limit or empty are refused before drawing")
  func canvasLimits() throws {
    #expect(throws: RasterError.canvasTooLarge(width: 20_000, height: 20_000, limit: 100_000_000)) {
      try Bitmap(rendering: DisplayList(width: 20_000, height: 20_000))
    }
    let options = RasterOptions(pixelLimit: 100)
    #expect(throws: RasterError.canvasTooLarge(width: 11, height: 10, limit: 100)) {
      try Bitmap(rendering: DisplayList(width: 11, height: 10), options: options)
    }
    for (width, height) in [(0, 10), (10, 0), (-3, 4)] {
      #expect(throws: RasterError.emptyCanvas(width: width, height: height)) {
        var rasterizer = Rasterizer()
        _ = try rasterizer.render(DisplayList(width: width, height: height))
      }
    }
  }
}
