import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

/// An image of `pixels`, row by row.
private func image(_ width: Int, _ height: Int, _ pixels: [RGBA8]) -> CGImage {
  let bytes = pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
  guard let image = CGImage(width: width, height: height, pixels: bytes) else {
    preconditionFailure("the test's pixel count is wrong")
  }
  return image
}

private let red = RGBA8.rgba(255, 0, 0)
private let blue = RGBA8.rgba(0, 0, 255)
private let green = RGBA8.rgba(0, 255, 0)
private let clear = RGBA8.rgba(0, 0, 0, 0)

/// Draws `image` into `rect` (transformed by `transform`) on a `width × height` canvas.
private func draw(
  _ image: CGImage, into rect: CGRect, _ width: Int, _ height: Int,
  transform: CGAffineTransform = .identity, tint: Color? = nil, before: [DisplayCommand] = []
) throws -> Bitmap {
  let drawing = ImageDrawing(
    image: image, destination: Shape(rect: rect, transform: transform), tint: tint)
  return try Raster.render(width, height, before + [.image(drawing)])
}

private func row(_ bitmap: Bitmap, _ y: Int) -> [RGBA8] {
  (0..<bitmap.width).map { bitmap[$0, y] }
}

@Suite("Drawing images")
struct ImageDrawingTests {
  @Test("at 1:1 on the pixel grid every pixel is copied")
  func exactCopy() throws {
    let source = image(2, 2, [red, blue, green, .rgba(10, 20, 30, 40)])
    let bitmap = try draw(source, into: CGRect(x: 1, y: 1, width: 2, height: 2), 4, 4)
    #expect(row(bitmap, 0) == [clear, clear, clear, clear])
    #expect(row(bitmap, 1) == [clear, red, blue, clear])
    #expect(row(bitmap, 2) == [clear, green, .rgba(10, 20, 30, 40), clear])
  }

  @Test("enlarged, neighbours blend by distance (bilinear), edges clamped")
  func bilinearEnlargement() throws {
    // Pixel centres map to 0.25, 0.75, 1.25, 1.75: weights of blue 0, 0.25, 0.75, 1.
    let bitmap = try draw(
      image(2, 1, [red, blue]), into: CGRect(x: 0, y: 0, width: 4, height: 1), 4, 1)
    #expect(row(bitmap, 0) == [red, .rgba(191, 0, 64), .rgba(64, 0, 191), blue])
  }

  @Test("shrunk, each device pixel averages the image pixels it covers")
  func areaAveraging() throws {
    let pairs = try draw(
      image(4, 1, [red, red, blue, blue]), into: CGRect(x: 0, y: 0, width: 2, height: 1), 2, 1)
    #expect(row(pairs, 0) == [red, blue])
    let mixed = try draw(
      image(4, 1, [red, blue, red, blue]), into: CGRect(x: 0, y: 0, width: 2, height: 1), 2, 1)
    #expect(row(mixed, 0) == [.rgba(128, 0, 128), .rgba(128, 0, 128)])
    let thirds = try draw(
      image(3, 1, [red, red, blue]), into: CGRect(x: 0, y: 0, width: 2, height: 1), 2, 1)
    // The first device pixel covers image 0..<1.5: red; the second 1.5..<3: a third red.
    #expect(row(thirds, 0) == [red, .rgba(85, 0, 170)])
  }

  @Test("transparent pixels lend no colour: averaging is on premultiplied colour")
  func premultiplied() throws {
    let bitmap = try draw(
      image(2, 1, [red, clear]), into: CGRect(x: 0, y: 0, width: 1, height: 1), 1, 1)
    #expect(bitmap[0, 0] == .rgba(255, 0, 0, 128))
  }

  @Test("edges are hard: a pixel is drawn when its centre maps inside the image")
  func hardEdges() throws {
    let bitmap = try draw(
      image(1, 1, [red]), into: CGRect(x: 0.5, y: 0, width: 1.2, height: 1), 3, 1)
    // Centres 0.5 and 1.5 fall in 0.5..<1.7; 2.5 does not.
    #expect(row(bitmap, 0) == [red, red, clear])
  }

  @Test("a tint replaces the colour and multiplies the alpha: a template image")
  func tint() throws {
    let mask = image(2, 1, [.rgba(0, 0, 0, 255), .rgba(0, 0, 0, 128)])
    let bitmap = try draw(
      mask, into: CGRect(x: 0, y: 0, width: 2, height: 1), 2, 1,
      tint: Color(red: 0, green: 0, blue: 1, alpha: 0.5),
      before: [Raster.background(2, 1)])
    // Alphas 128 and 64 of blue over white.
    #expect(row(bitmap, 0) == [.rgba(127, 127, 255), .rgba(191, 191, 255)])
  }

  @Test("a rotated image samples bilinearly: a quarter turn of a 2×1 image")
  func rotated() throws {
    let turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)
    let bitmap = try draw(
      image(2, 1, [red, blue]), into: CGRect(x: 0, y: 0, width: 2, height: 1), 1, 2,
      transform: turn)
    #expect(row(bitmap, 0) == [red])
    #expect(row(bitmap, 1) == [blue])
  }

  @Test("clips and group opacity apply to images")
  func clipAndOpacity() throws {
    let drawing = ImageDrawing(
      image: image(2, 1, [red, red]),
      destination: Shape(rect: CGRect(x: 0, y: 0, width: 2, height: 1)))
    let bitmap = try Raster.render(
      2, 1,
      [
        Raster.background(2, 1), .beginGroup(opacity: 0.5),
        .beginClip(.rect(0, 0, 1, 1)), .image(drawing), .endClip, .endGroup,
      ])
    #expect(row(bitmap, 0) == [.rgba(255, 127, 127), .rgba(255, 255, 255)])
  }

  @Test("nothing is drawn for an empty source or destination or a flattening transform")
  func degenerate() throws {
    let source = image(1, 1, [red])
    let empty = try draw(source, into: CGRect(x: 0, y: 0, width: 0, height: 1), 1, 1)
    let flat = try draw(
      source, into: CGRect(x: 0, y: 0, width: 1, height: 1), 1, 1,
      transform: CGAffineTransform(scaleX: 1, y: 0))
    let nan = try draw(source, into: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1), 1, 1)
    #expect(empty[0, 0] == clear)
    #expect(flat[0, 0] == clear)
    #expect(nan[0, 0] == clear)
    #expect(CGImage(width: 2, height: 2, pixels: [0, 0, 0, 0]) == nil)
    #expect(CGImage(width: -1, height: 0, pixels: []) == nil)
  }
}
