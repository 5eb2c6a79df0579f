import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

/// The documented shadow rule written out plainly: box widths, three blurs along rows, three
/// along columns, then `round(blurred × alpha)`.
private enum ReferenceShadow {
  static func windows(sigma: Double) -> [(before: Int, after: Int)] {
    let width =
      sigma > 0 ? Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)) : 0
    guard width >= 2 else { return [] }
    let half = width / 2
    return width % 2 == 1
      ? [(half, half), (half, half), (half, half)]
      : [(half, half - 1), (half - 1, half), (half, half)]
  }

  static func box(_ values: [Int], _ window: (before: Int, after: Int)) -> [Int] {
    let size = window.before + window.after + 1
    return values.indices.map { index in
      let range = max(0, index - window.before)...min(values.count - 1, index + window.after)
      return (range.reduce(0) { $0 + values[$1] } + size / 2) / size
    }
  }

  /// The shadow alphas over a `width × height` canvas of the silhouette alphas `silhouette`
  /// (row by row), moved by whole pixels; the blur runs on the canvas grown by `margin` pixels
  /// of empty silhouette on every side.
  static func alphas(
    silhouette: [UInt8], width: Int, height: Int, sigma: Double, offset: (Int, Int),
    alpha: Int, margin: Int = 40
  ) -> [UInt8] {
    let (paddedWidth, paddedHeight) = (width + 2 * margin, height + 2 * margin)
    var grid = (0..<paddedHeight).map { y in
      (0..<paddedWidth).map { x in
        let (column, row) = (x - margin, y - margin)
        guard (0..<width).contains(column), (0..<height).contains(row) else { return 0 }
        return Int(silhouette[row * width + column]) * 257
      }
    }
    let windows = windows(sigma: sigma)
    for window in windows { grid = grid.map { box($0, window) } }
    var columns = (0..<paddedWidth).map { x in (0..<paddedHeight).map { grid[$0][x] } }
    for window in windows { columns = columns.map { box($0, window) } }
    return (0..<height * width).map { index in
      let x = index % width - offset.0 + margin
      let y = index / width - offset.1 + margin
      return UInt8((columns[x][y] * alpha + 32_767) / 65_535)
    }
  }

  /// `color` drawn with `alpha` over opaque white, with the blending rule for opaque pixels.
  static func overWhite(_ color: RGBA8, alpha: UInt8) -> RGBA8 {
    func blend(_ component: UInt8) -> UInt8 {
      let (source, weight) = (Int(component), Int(alpha))
      let mixed: Int = source * weight + 255 * (255 - weight) + 127
      return UInt8(mixed / 255)
    }
    return .rgba(blend(color.red), blend(color.green), blend(color.blue))
  }
}

@Suite("Shadows: a silhouette blurred by three box blurs, moved and drawn below")
struct ShadowTests {
  private static func black(_ alpha: Double, offset: CGSize = .zero, radius: Double = 0)
    -> Shadow
  {
    Shadow(color: Color(white: 0, alpha: alpha), offset: offset, radius: radius)
  }

  @Test("radius 0 is the silhouette moved by the offset: black at alpha 128 over white is 127")
  func hardShadow() throws {
    let bitmap = try Raster.render(
      6, 4,
      [
        Raster.background(6, 4),
        .shadow([.rect(1, 1, 2, 1)], Self.black(0.5, offset: CGSize(width: 2, height: 1))),
      ])
    for y in 0..<4 {
      for x in 0..<6 {
        let shadowed = y == 2 && (3...4).contains(x)
        #expect(bitmap[x, y] == (shadowed ? .rgba(127, 127, 127) : .rgba(255, 255, 255)))
      }
    }
  }

  @Test("one pixel with radius 2 (σ = 1, boxes 2, 2, 3): the row through it is 7 21 28 21 7")
  func onePixel() throws {
    let bitmap = try Raster.render(
      11, 11, [.shadow([.rect(5, 5, 1, 1)], Self.black(1, radius: 2))])
    let profile: [UInt8] = [0, 0, 0, 7, 21, 28, 21, 7, 0, 0, 0]
    #expect(Raster.alphas(bitmap, row: 5) == profile)
    #expect((0..<11).map { bitmap[5, $0].alpha } == profile)
    #expect(bitmap[5, 5] == .rgba(0, 0, 0, 28))
  }

  @Test(
    "every pixel follows the documented rule",
    arguments: [
      (0.75, RasterOptions.snapped), (1.5, .antialiased), (3, .snapped), (6.5, .antialiased),
      (10, .snapped),
    ])
  func documentedRule(radius: Double, options: RasterOptions) throws {
    let shapes: [Shape] = [
      .rect(6, 5, 9, 7, radius: 3),
      .rect(
        -3, -2, 6, 4, radius: 1,
        transform: CGAffineTransform(rotationAngle: 0.5)
          .concatenating(CGAffineTransform(translationX: 20, y: 18))),
    ]
    let shadow = Shadow(
      color: .rgba(20, 40, 200, 180), offset: CGSize(width: 2, height: -1), radius: radius)
    let bitmap = try Raster.render(
      32, 28, [Raster.background(32, 28), .shadow(shapes, shadow)], options: options)
    let silhouette = try Raster.render(32, 28, shapes.map { .fill($0, .black) }, options: options)
    let expected = ReferenceShadow.alphas(
      silhouette: (0..<32 * 28).map { silhouette[$0 % 32, $0 / 32].alpha }, width: 32,
      height: 28, sigma: radius / 2, offset: (2, -1), alpha: 180)
    let wrong = (0..<32 * 28).filter { index in
      bitmap[index % 32, index / 32]
        != ReferenceShadow.overWhite(.rgba(20, 40, 200), alpha: expected[index])
    }
    #expect(wrong.isEmpty, "radius \(radius): pixels \(wrong)")
  }

  @Test("a radius over the cap draws as the cap")
  func cappedRadius() throws {
    // A shape far larger than the canvas, its right edge crossing it: the shadow fades across.
    func render(_ radius: Double) throws -> Bitmap {
      try Raster.render(
        8, 2, [.shadow([.rect(-3_000, -3_000, 3_004, 6_000)], Self.black(1, radius: radius))])
    }
    let capped = try render(Shadow.maximumDeviceRadius)
    #expect(try render(1e9) == capped)
    #expect(try render(Shadow.maximumDeviceRadius / 2) != capped)
    #expect(Raster.alphas(capped, row: 0).allSatisfy { $0 > 100 && $0 < 200 })
  }

  @Test("a transform scales the offset and the radius")
  func transformed() throws {
    var scaled = Self.black(0.5, offset: CGSize(width: 1, height: 0.5), radius: 1)
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    let device = Self.black(0.5, offset: CGSize(width: 2, height: 1), radius: 2)
    let shape = Shape.rect(2, 2, 3, 3)
    #expect(
      try Raster.render(12, 12, [.shadow([shape], scaled)])
        == Raster.render(12, 12, [.shadow([shape], device)]))
  }

  @Test("NaN or infinite numbers, or a clear colour, draw no shadow")
  func badShadows() throws {
    var transformed = Self.black(1)
    transformed.transform.a = .nan
    let shadows = [
      Self.black(1, radius: .nan), Self.black(1, radius: .infinity),
      Self.black(1, offset: CGSize(width: Double.infinity, height: 0)), Self.black(0.001),
      transformed,
    ]
    for shadow in shadows {
      let bitmap = try Raster.render(
        8, 8, [Raster.background(8, 8), .shadow([.rect(2, 2, 3, 3)], shadow)])
      #expect(try bitmap == Raster.render(8, 8, [Raster.background(8, 8)]), "\(shadow)")
      let scoped = try Raster.render(
        8, 8, [.beginShadow(shadow), .fill(.rect(2, 2, 3, 3), .red), .endShadow])
      #expect(try scoped == Raster.render(8, 8, [.fill(.rect(2, 2, 3, 3), .red)]), "\(shadow)")
    }
  }

  @Test("the blur buffers count against the layer byte limit: 4 × 4 pixels take 96 bytes")
  func byteLimit() throws {
    let list = DisplayList(
      width: 4, height: 4, commands: [.shadow([.rect(0, 0, 4, 4)], Self.black(1))])
    #expect(throws: RasterError.layersTooLarge(bytes: 96, limit: 95)) {
      try Bitmap(rendering: list, options: RasterOptions(layerByteLimit: 95))
    }
    #expect(throws: Never.self) {
      try Bitmap(rendering: list, options: RasterOptions(layerByteLimit: 96))
    }
  }

  @Test("content casts the shadow of its alpha and is drawn over it")
  func contentShadow() throws {
    let bitmap = try Raster.render(
      8, 1,
      [
        Raster.background(8, 1), .beginShadow(Self.black(1, offset: CGSize(width: 2, height: 0))),
        .fill(.rect(1, 0, 3, 1), .rgba(255, 0, 0, 128)), .endShadow,
      ])
    #expect(
      (0..<8).map { bitmap[$0, 0] } == [
        .rgba(255, 255, 255), .rgba(255, 127, 127), .rgba(255, 127, 127), .rgba(191, 63, 63),
        .rgba(127, 127, 127), .rgba(127, 127, 127), .rgba(255, 255, 255), .rgba(255, 255, 255),
      ])
  }

  @Test("content off the canvas still casts its shadow onto it")
  func offCanvasContent() throws {
    let bitmap = try Raster.render(
      6, 1,
      [
        Raster.background(6, 1),
        .beginShadow(Self.black(0.5, offset: CGSize(width: 3, height: 0))),
        .fill(.rect(-4, 0, 5, 1), .black), .endShadow,
      ])
    #expect(
      (0..<6).map { bitmap[$0, 0].red } == [0, 127, 127, 127, 255, 255])
  }

  @Test("the clips in force cut the content and its shadow when they are composited")
  func clippedScope() throws {
    let bitmap = try Raster.render(
      6, 1,
      [
        Raster.background(6, 1), .beginClip(.rect(0, 0, 3, 1)),
        .beginShadow(Self.black(0.5, offset: CGSize(width: 3, height: 0))),
        .fill(.rect(-4, 0, 5, 1), .black), .endShadow, .endClip,
      ])
    #expect((0..<6).map { bitmap[$0, 0].red } == [0, 127, 127, 255, 255, 255])
  }

  @Test("a shadow's own clip limits the shadow, not the content")
  func shadowClip() throws {
    var shadow = Self.black(0.5, offset: CGSize(width: 2, height: 0))
    shadow.clip = .rect(0, 0, 3, 1)
    let bitmap = try Raster.render(
      6, 1,
      [Raster.background(6, 1), .beginShadow(shadow), .fill(.rect(0, 0, 3, 1), .black), .endShadow])
    #expect((0..<6).map { bitmap[$0, 0].red } == [0, 0, 0, 255, 255, 255])
    let shapes = try Raster.render(
      6, 1, [Raster.background(6, 1), .shadow([.rect(0, 0, 2, 1)], shadow)])
    #expect((0..<6).map { shapes[$0, 0].red } == [255, 255, 127, 255, 255, 255])
  }

  @Test("a group holding only a shadow gives the same pixels as the layer path")
  func groupFastPath() throws {
    let shadow = Shadow(
      color: .rgba(200, 30, 90, 230), offset: CGSize(width: 1, height: 2), radius: 3)
    for options in [RasterOptions.snapped, .antialiased] {
      let drawing = DisplayCommand.shadow([.rect(3.5, 2, 6, 5, radius: 2)], shadow)
      let fast = [Raster.background(16, 16), .beginGroup(opacity: 0.4), drawing, .endGroup]
      let layered = [
        Raster.background(16, 16), .beginGroup(opacity: 0.4), drawing,
        .fill(.rect(0, 0, 0, 0), .red), .endGroup,
      ]
      #expect(
        try Raster.render(16, 16, fast, options: options)
          == Raster.render(16, 16, layered, options: options))
    }
  }

  @Test("an unfinished shadow scope ends with the list; a stray end is ignored")
  func unbalanced() throws {
    let shadow = Self.black(0.5, offset: CGSize(width: 1, height: 1), radius: 2)
    let content: [DisplayCommand] = [.beginShadow(shadow), .fill(.rect(2, 2, 4, 4), .blue)]
    let finished = try Raster.render(10, 10, content + [.endShadow])
    #expect(try Raster.render(10, 10, content) == finished)
    #expect(
      try Raster.render(10, 10, [.endShadow] + content + [.endShadow, .endShadow]) == finished)
  }
}
