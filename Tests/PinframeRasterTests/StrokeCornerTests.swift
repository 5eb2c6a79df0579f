import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

@Suite("Borders and rounded corners")
struct StrokeCornerTests {
  /// Row `y` as a string: `#` for a drawn pixel, `.` for an empty one.
  static func pattern(_ bitmap: Bitmap, row y: Int) -> String {
    String((0..<bitmap.width).map { bitmap[$0, y].alpha == 0 ? "." : "#" })
  }

  @Test("a 1 px border on whole pixels is a one-pixel ring")
  func ring() throws {
    let bitmap = try Raster.render(6, 5, [.stroke(.rect(1, 1, 4, 3), width: 1, .black)])
    #expect(Self.pattern(bitmap, row: 0) == "......")
    #expect(Self.pattern(bitmap, row: 1) == ".####.")
    #expect(Self.pattern(bitmap, row: 2) == ".#..#.")
    #expect(Self.pattern(bitmap, row: 3) == ".####.")
  }

  @Test("the border width is in the shape's units: 1 pt at scale 2 is 2 px")
  func widthInLocalUnits() throws {
    let shape = Shape.rect(0, 0, 4, 3, transform: CGAffineTransform(scaleX: 2, y: 2))
    let bitmap = try Raster.render(8, 6, [.stroke(shape, width: 1, .black)])
    #expect(Self.pattern(bitmap, row: 0) == "########")
    #expect(Self.pattern(bitmap, row: 2) == "##....##")
  }

  @Test("a 1.5 px border snaps its inner edge: 2 px on the left, 1 px on the right")
  func snappedInnerEdge() throws {
    let shape = Shape.rect(0, 0, 10, 10, transform: CGAffineTransform(scaleX: 3, y: 3))
    let bitmap = try Raster.render(30, 30, [.stroke(shape, width: 0.5, .black)])
    #expect(Raster.coveredColumns(bitmap, row: 15) == [0, 1, 29])
    #expect((0..<30).filter { bitmap[15, $0].alpha != 0 } == [0, 1, 29])
  }

  @Test("a border wider than half the shape fills it")
  func wideBorder() throws {
    let bitmap = try Raster.render(4, 4, [.stroke(.rect(0, 0, 4, 4), width: 2.5, .black)])
    #expect(bitmap.pixels.allSatisfy { $0 == 0 || $0 == 255 })
    #expect((0..<4).allSatisfy { Raster.coveredColumns(bitmap, row: $0) == [0, 1, 2, 3] })
  }

  @Test("a border is drawn over the fill, inside the shape's edge")
  func borderOverFill() throws {
    let bitmap = try Raster.render(
      4, 1, [.fill(.rect(0, 0, 4, 1), .red), .stroke(.rect(0, 0, 4, 1), width: 1, .blue)])
    #expect(bitmap[0, 0] == .rgba(0, 0, 255))
    #expect(bitmap[3, 0] == .rgba(0, 0, 255))
  }

  @Test("antialiased half-pixel border: 0.75 at the corners, 0.5 along the sides")
  func antialiasedThinBorder() throws {
    let bitmap = try Raster.render(
      4, 4, [.stroke(.rect(0, 0, 4, 4), width: 0.5, .black)], options: .antialiased)
    #expect(Raster.alphas(bitmap, row: 0) == [191, 128, 128, 191])
    #expect(Raster.alphas(bitmap, row: 1) == [128, 0, 0, 128])
    #expect(Raster.alphas(bitmap, row: 3) == [191, 128, 128, 191])
  }

  @Test("snapped rounded rectangle corners keep the pixels whose centres are inside")
  func snappedCorners() throws {
    let bitmap = try Raster.render(20, 20, [.fill(.rect(0, 0, 20, 20, radius: 8), .black)])
    #expect(Self.pattern(bitmap, row: 0) == ".....##########.....")
    #expect(Self.pattern(bitmap, row: 1) == "...##############...")
    #expect(Self.pattern(bitmap, row: 2) == "..################..")
    #expect(Self.pattern(bitmap, row: 19) == ".....##########.....")
  }

  @Test("a rounded border's inner edge has radius r − width")
  func snappedRoundedBorder() throws {
    let bitmap = try Raster.render(
      20, 20, [.stroke(.rect(0, 0, 20, 20, radius: 8), width: 3, .black)])
    #expect(Self.pattern(bitmap, row: 0) == ".....##########.....")
    #expect(Self.pattern(bitmap, row: 2) == "..################..")
    #expect(Self.pattern(bitmap, row: 3) == ".#####........#####.")
    #expect(Self.pattern(bitmap, row: 4) == ".###............###.")
    #expect(Self.pattern(bitmap, row: 5) == "####............####")
  }

  @Test("antialiased rounded border: outer minus inner coverage at the corner")
  func antialiasedRoundedBorder() throws {
    let bitmap = try Raster.render(
      20, 20, [.stroke(.rect(0, 0, 20, 20, radius: 8), width: 3, .black)], options: .antialiased)
    #expect(
      Raster.alphas(bitmap, row: 1).prefix(10) == [0, 0, 10, 153, 254, 255, 255, 255, 255, 255])
    #expect(Raster.alphas(bitmap, row: 3).prefix(10) == [0, 153, 255, 255, 255, 174, 62, 8, 0, 0])
    #expect(Raster.alphas(bitmap, row: 5).prefix(10) == [151, 255, 255, 174, 0, 0, 0, 0, 0, 0])
  }

  @Test("a border wider than the radius has square inner corners")
  func squareInnerCorners() throws {
    let bitmap = try Raster.render(
      20, 20, [.stroke(.rect(0, 0, 20, 20, radius: 2), width: 4, .black)], options: .antialiased)
    #expect(Raster.alphas(bitmap, row: 0).prefix(4) == [81, 234, 255, 255])
    #expect(Raster.alphas(bitmap, row: 4).prefix(8) == [255, 255, 255, 255, 0, 0, 0, 0])
  }

  @Test("straight edges of a rounded rectangle snap exactly like a square one's, ties included")
  func roundedEdgesSnapLikeSquare() throws {
    let shape = Shape.rect(2.5, 0.5, 10, 20, radius: 2)
    let rounded = try Raster.render(16, 22, [.fill(shape, .black)])
    let square = try Raster.render(16, 22, [.fill(.rect(2.5, 0.5, 10, 20), .black)])
    for y in 3..<19 {
      #expect(Raster.coveredColumns(rounded, row: y) == Raster.coveredColumns(square, row: y))
    }
    #expect(Raster.coveredColumns(rounded, row: 10) == Array(3..<13))
    #expect((0..<22).filter { rounded[8, $0].alpha != 0 } == Array(1..<21))
  }
}
