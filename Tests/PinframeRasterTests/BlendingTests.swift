import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

@Suite("Blending: source-over in 8-bit sRGB")
struct BlendingTests {
  /// The documented rule over an opaque destination.
  static func overOpaque(_ source: Int, _ destination: Int, _ alpha: Int) -> Int {
    (source * alpha + destination * (255 - alpha) + 127) / 255
  }

  /// The documented general rule: colour and alpha over a destination with alpha `below`.
  static func general(_ source: Int, _ destination: Int, _ alpha: Int, _ below: Int) -> (Int, Int) {
    let sourceWeight = 255 * alpha
    let destinationWeight = below * (255 - alpha)
    let total = sourceWeight + destinationWeight
    guard total > 0 else { return (destination, 0) }
    return (
      (source * sourceWeight + destination * destinationWeight + total / 2) / total,
      (total + 127) / 255
    )
  }

  @Test("the canvas starts transparent black")
  func transparentCanvas() throws {
    let bitmap = try Raster.render(3, 2, [])
    #expect(bitmap.pixels.allSatisfy { $0 == 0 })
  }

  @Test("half-transparent red over white: (255, 127, 127), alpha stays 255")
  func halfRedOverWhite() throws {
    let bitmap = try Raster.render(
      4, 4, [Raster.background(4, 4), .fill(.rect(1, 1, 2, 2), .red.withAlphaComponent(0.5))])
    #expect(bitmap[1, 1] == .rgba(255, 127, 127))
    #expect(bitmap[0, 0] == .rgba(255, 255, 255))
  }

  @Test("alpha 0.3 quantises to 77 and blends with the scene rule")
  func quantisedAlpha() throws {
    let bitmap = try Raster.render(
      2, 1,
      [
        Raster.background(2, 1, .rgba(200, 100, 50)),
        .fill(.rect(0, 0, 1, 1), .rgba(10, 20, 30, 77)),
        .fill(
          .rect(1, 0, 1, 1), Color(red255: 10, green255: 20, blue255: 30).withAlphaComponent(0.3)),
      ])
    #expect(bitmap[0, 0] == .rgba(143, 76, 44))
    #expect(bitmap[1, 0] == bitmap[0, 0])
  }

  @Test("over a transparent pixel the source is stored as it is")
  func overTransparent() throws {
    let bitmap = try Raster.render(1, 1, [.fill(.rect(0, 0, 1, 1), .rgba(255, 10, 20, 128))])
    #expect(bitmap[0, 0] == .rgba(255, 10, 20, 128))
  }

  @Test("half red over half blue on a transparent canvas: (170, 0, 85, 192)")
  func overHalfTransparent() throws {
    let bitmap = try Raster.render(
      1, 1,
      [
        .fill(.rect(0, 0, 1, 1), .rgba(0, 0, 255, 128)),
        .fill(.rect(0, 0, 1, 1), .rgba(255, 0, 0, 128)),
      ])
    #expect(bitmap[0, 0] == .rgba(170, 0, 85, 192))
  }

  @Test(
    "every destination and alpha over opaque pixels follows the scene rule, in both pixel loops",
    arguments: [0, 1, 77, 128, 200, 254, 255])
  func exhaustiveOverOpaque(source: Int) throws {
    // Column x holds grey x; row y is painted with alpha y. The last column stays transparent
    // in the second image, which sends its rows through the general per-pixel loop.
    var commands: [DisplayCommand] = (0..<256).map { x in
      .fill(.rect(Double(x), 0, 1, 256), .rgba(UInt8(x), UInt8(255 - x), UInt8(x), 255))
    }
    commands += (0..<256).map { y in
      .fill(.rect(0, Double(y), 257, 1), .rgba(UInt8(source), UInt8(source), 0, UInt8(y)))
    }
    for width in [256, 257] {
      let bitmap = try Raster.render(width, 256, commands)
      var wrong: [String] = []
      for y in 0..<256 {
        for x in 0..<256 {
          let expected = RGBA8.rgba(
            UInt8(Self.overOpaque(source, x, y)), UInt8(Self.overOpaque(source, 255 - x, y)),
            UInt8(Self.overOpaque(0, x, y)))
          if bitmap[x, y] != expected { wrong.append("destination \(x), alpha \(y)") }
        }
      }
      #expect(wrong.isEmpty, "width \(width): \(wrong.prefix(5))")
    }
  }

  @Test(
    "every destination alpha and source alpha follows the general rule",
    arguments: [(0, 255), (255, 0), (40, 200), (128, 128)])
  func exhaustiveGeneral(source: Int, destination: Int) throws {
    // Column x holds the destination colour with alpha x; row y is painted with alpha y.
    var commands: [DisplayCommand] = (0..<256).map { x in
      .fill(.rect(Double(x), 0, 1, 256), .rgba(UInt8(destination), 0, 255, UInt8(x)))
    }
    commands += (0..<256).map { y in
      .fill(.rect(0, Double(y), 256, 1), .rgba(UInt8(source), 255, 0, UInt8(y)))
    }
    let bitmap = try Raster.render(256, 256, commands)
    var wrong: [String] = []
    for y in 0..<256 {
      for x in 0..<256 {
        let (red, alpha) = Self.general(source, destination, y, x)
        let green = Self.general(255, 0, y, x).0
        let blue = Self.general(0, 255, y, x).0
        let expected =
          alpha == 0
          ? RGBA8.rgba(0, 0, 0, 0) : .rgba(UInt8(red), UInt8(green), UInt8(blue), UInt8(alpha))
        if bitmap[x, y] != expected { wrong.append("destination alpha \(x), source alpha \(y)") }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }
}
