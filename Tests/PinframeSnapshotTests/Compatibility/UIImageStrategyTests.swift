import Foundation
import Pinframe
import PinframeSnapshot
import Testing

private let grey = RGBA8(red: 128, green: 128, blue: 128)
private let red = RGBA8(red: 255, green: 0, blue: 0)

/// A 10×10-pixel image of grey at `scale`, with the first `changed` pixels red.
private func image(changed: Int = 0, scale: CGFloat = 1) throws -> UIImage {
  var bitmap = try Bitmap(width: 10, height: 10, fill: grey)
  for index in 0..<changed { bitmap[index % 10, index / 10] = red }
  let cgImage = try #require(
    CGImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels))
  return UIImage(cgImage: cgImage, scale: scale)
}

@MainActor
@Suite("UIImage strategies: Snapshotting<UIImage, UIImage>.image and Diffing<UIImage>.image")
struct UIImageStrategyTests {
  let folder = SnapshotFolder()

  @Test("a missing reference is recorded: the image's pixels, its scale in the metadata")
  func record() throws {
    let message = try #require(folder.verify(try image(scale: 2), as: .image))
    #expect(
      message.hasPrefix(
        "No reference was found on disk. Automatically recorded snapshot: "
          + folder.reference().path))
    let reference = try PNGDecoder().decode(try Data(contentsOf: folder.reference()))
    #expect(reference.bitmap.width == 10)
    #expect(reference.bitmap.height == 10)
    #expect(reference.bitmap[0, 0] == grey)
    #expect(reference.text["pinframe.scale"] == "2")
  }

  @Test("the same pixels match, whatever the image's scale")
  func match() throws {
    #expect(folder.verify(try image(), as: .image) != nil)
    #expect(folder.verify(try image(), as: .image, record: .never) == nil)
    #expect(folder.verify(try image(scale: 3), as: .image(scale: 1), record: .never) == nil)
  }

  @Test("different pixels fail with the bitmap strategy's message")
  func mismatch() throws {
    #expect(folder.verify(try image(), as: .image) != nil)
    let message = try #require(folder.verify(try image(changed: 3), as: .image, record: .never))
    #expect(
      message.hasPrefix(
        """
        Snapshot does not match reference.

        3 of 100 pixels differ (3.0 %), largest distance 0.5007, within (x: 0, y: 0, width: 3, height: 1) px.

        """))
    let artifacts = folder.artifacts.appendingPathComponent("CardTests/testCard.card")
    for file in ["expected.png", "actual.png", "diff.png"] {
      #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(file).path))
    }
  }

  @Test("precision counts bytes: 4 red pixels are 12 of 400 bytes")
  func precision() throws {
    #expect(folder.verify(try image(), as: .image) != nil)
    let fourRed = try image(changed: 4)
    // 1 − 0.97 = 0.03 of 400 bytes: 11 (Float) may differ, 12 do
    #expect(folder.verify(fourRed, as: .image(precision: 0.97), record: .never) != nil)
    // 1 − 0.96 = 0.04 of 400 bytes: 16 may differ
    #expect(folder.verify(fourRed, as: .image(precision: 0.96), record: .never) == nil)
    // perceptually, 96 of 100 pixels match
    let perceptual = Snapshotting<UIImage, UIImage>.image(
      precision: 0.96, perceptualPrecision: 0.98)
    #expect(folder.verify(fourRed, as: perceptual, record: .never) == nil)
    let strict = Snapshotting<UIImage, UIImage>.image(precision: 0.97, perceptualPrecision: 0.98)
    let message = try #require(folder.verify(fourRed, as: strict, record: .never))
    #expect(message.contains("The percentage of pixels that match 0.96 is less than required 0.97"))
  }

  @Test("an image without pixels fails and records nothing")
  func noPixels() throws {
    let empty = UIGraphicsImageRenderer(size: .zero).image { _ in }
    let message = try #require(folder.verify(empty, as: .image))
    #expect(
      message
        == "Could not take the snapshot: <UIImage; size = (0.0 0.0); scale = 1.0> has no pixels to snapshot"
    )
    #expect(!FileManager.default.fileExists(atPath: folder.reference().path))
  }

  @Test("Diffing<UIImage>.image: PNG data, images read at the given scale, SST's attachments")
  func diffing() throws {
    let diffing = Diffing<UIImage>.image(scale: 2)
    let data = diffing.toData(try image())
    let decoded = try PNGDecoder().decode(data)
    #expect(decoded.bitmap.pixels == (try Bitmap(width: 10, height: 10, fill: grey)).pixels)
    let read = diffing.fromData(data)
    #expect(read.scale == 2)
    #expect(read.size == CGSize(width: 5, height: 5))
    #expect(read.cgImage?.pixels == (try image()).cgImage?.pixels)
    // scale nil or 0: the runtime's
    let runtime = ViewRuntime(scale: 3)
    ViewRuntime.isolated(runtime) {
      #expect(Diffing<UIImage>.image.fromData(data).scale == 3)
      #expect(Diffing<UIImage>.image(scale: 0).fromData(data).scale == 3)
    }
    #expect(diffing.diff(try image(), try image()) == nil)
    let (message, attachments) = try #require(diffing.diff(try image(), try image(changed: 1)))
    #expect(message.hasPrefix("Newly-taken snapshot does not match reference.\n"))
    #expect(attachments.map(\.name) == ["reference", "failure", "difference"])
    let lenient = Diffing<UIImage>.image(precision: 0.99)
    #expect(lenient.diff(try image(), try image(changed: 1)) == nil)
  }
}
