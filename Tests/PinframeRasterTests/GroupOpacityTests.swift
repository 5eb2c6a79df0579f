import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

@Suite("Group opacity below 1 composites one layer, even when it rounds to 255")
struct GroupOpacityTests {
  /// Red and yellow at alpha 128, overlapping in the middle pixel.
  private static let overlapping: [DisplayCommand] = [
    .fill(.rect(0, 0, 2, 1), .rgba(255, 0, 0, 128)),
    .fill(.rect(1, 0, 2, 1), .rgba(250, 240, 10, 128)),
  ]

  @Test("opacity 0.999: the overlap is the layer's (253, 183, 68), not in place (252, 184, 68)")
  func nearlyOpaqueGroup() throws {
    let layered = try Raster.render(
      3, 1, [Raster.background(3, 1), .beginGroup(opacity: 0.999)] + Self.overlapping + [.endGroup])
    let inPlace = try Raster.render(3, 1, [Raster.background(3, 1)] + Self.overlapping)
    #expect(layered[1, 0] == .rgba(253, 183, 68))
    #expect(inPlace[1, 0] == .rgba(252, 184, 68))
    let opaque = try Raster.render(
      3, 1, [Raster.background(3, 1), .beginGroup(opacity: 1)] + Self.overlapping + [.endGroup])
    #expect(opaque == inPlace)
  }

  @Test("the layer of a 0.999 group counts against the layer byte limit: 3 pixels, 12 bytes")
  func nearlyOpaqueLayerBytes() throws {
    let list = DisplayList(
      width: 3, height: 1,
      commands: [.beginGroup(opacity: 0.999)] + Self.overlapping + [.endGroup])
    #expect(throws: RasterError.layersTooLarge(bytes: 12, limit: 11)) {
      try Bitmap(rendering: list, options: RasterOptions(layerByteLimit: 11))
    }
  }
}
