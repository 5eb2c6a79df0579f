import Foundation
import Pinframe
import PinframeSnapshot
import Testing

/// A 10×10 image (100 pixels, 400 bytes) of one colour, with some pixels changed.
private func image(
  _ fill: RGBA8 = RGBA8(red: 128, green: 128, blue: 128), _ changes: [(Int, RGBA8)] = []
) throws -> Bitmap {
  var bitmap = try Bitmap(width: 10, height: 10, fill: fill)
  for (index, color) in changes { bitmap[index % 10, index / 10] = color }
  return bitmap
}

private let grey = RGBA8(red: 128, green: 128, blue: 128)
private let slightlyRed = RGBA8(red: 130, green: 128, blue: 128)  // ΔE94 0.8127 from grey
private let red = RGBA8(red: 255, green: 0, blue: 0)  // ΔE94 104.55 from grey

@MainActor
@Suite("precision and perceptualPrecision, as swift-snapshot-testing means them")
struct ImagePrecisionTests {
  let folder = SnapshotFolder()

  @Test("exact path: precision counts bytes; Int((1 − precision) × bytes) may differ")
  func bytePrecision() throws {
    #expect(folder.verify(try image(), as: .image) != nil)  // recorded
    let threeBytes = RGBA8(red: 129, green: 129, blue: 129)
    let allFour = RGBA8(red: 129, green: 129, blue: 129, alpha: 254)
    // precision 0.5 allows Int(0.5 × 400) = 200 differing bytes: 50 pixels × 4 bytes pass
    let atLimit = try image(grey, (0..<50).map { ($0, allFour) })
    #expect(folder.verify(atLimit, as: .image(precision: 0.5), record: .never) == nil)
    #expect(folder.verify(atLimit, as: .image, record: .never) != nil)
    // one more byte fails, reporting 1 − 201/400
    let overLimit = try image(
      grey, (0..<50).map { ($0, allFour) } + [(50, RGBA8(red: 129, green: 128, blue: 128))])
    let message = try #require(folder.verify(overLimit, as: .image(precision: 0.5), record: .never))
    #expect(
      message.contains(
        """
        Actual image precision 0.4975 is less than required 0.5
        51 of 100 pixels differ (51.0 %)
        """))
    #expect(message.contains("Tolerance: a fraction 0.5 of the bytes equal (precision)."))
    // bytes, not pixels: 60 % of the pixels differ, but only 180 of 400 bytes
    let manyPixels = try image(grey, (0..<60).map { ($0, threeBytes) })
    #expect(folder.verify(manyPixels, as: .image(precision: 0.5), record: .never) == nil)
    // the threshold is computed in Float, as swift-snapshot-testing does: 1 − 0.995 leaves
    // Int(1.9999…) = 1 byte
    let twoBytes = try image(grey, [(5, RGBA8(red: 129, green: 129, blue: 128))])
    #expect(folder.verify(twoBytes, as: .image(precision: 0.995), record: .never) != nil)
  }

  @Test("perceptual path: a pixel matches within ΔE94 (1 − p) × 100; precision counts pixels")
  func perceptualPrecision() throws {
    #expect(folder.verify(try image(), as: .image) != nil)
    let slight = try image(grey, (0..<50).map { ($0, slightlyRed) })
    // half the pixels differ, all within ΔE 1 (perceptualPrecision 0.99)
    #expect(folder.verify(slight, as: .image(perceptualPrecision: 0.99), record: .never) == nil)
    #expect(folder.verify(slight, as: .image(perceptualPrecision: 0.995), record: .never) != nil)
    // 3 red pixels of 100 are over the threshold: 97 % of the pixels match
    let mixed = try image(
      grey, (0..<5).map { ($0, slightlyRed) } + [(50, red), (60, red), (99, red)])
    let lenient = Snapshotting<Bitmap, Bitmap>.image(precision: 0.96, perceptualPrecision: 0.99)
    #expect(folder.verify(mixed, as: lenient, record: .never) == nil)
    let strict = Snapshotting<Bitmap, Bitmap>.image(precision: 0.98, perceptualPrecision: 0.99)
    let message = try #require(folder.verify(mixed, as: strict, record: .never))
    #expect(
      message.contains(
        """
        The percentage of pixels that match 0.97 is less than required 0.98
        The lowest perceptual color precision 0.0 is less than required 0.99
        3 of 100 pixels differ (3.0 %)
        """))
  }

  @Test("the perceptual diff image highlights only the pixels over the ΔE94 threshold")
  func perceptualDiffImage() throws {
    #expect(folder.verify(try image(), as: .image) != nil)
    let mixed = try image(grey, [(0, slightlyRed), (1, red)])
    #expect(folder.verify(mixed, as: .image(perceptualPrecision: 0.99), record: .never) != nil)
    let diff = try PNGDecoder().decode(
      try Data(
        contentsOf: folder.artifacts.appendingPathComponent("CardTests/testCard.card/diff.png"))
    ).bitmap
    #expect(diff[1, 0] == Bitmap.diffHighlight)
    #expect(diff[0, 0] != Bitmap.diffHighlight)
  }

  @Test(
    "precision or perceptualPrecision outside 0…1 is a failure naming the value",
    arguments: [
      (Float(1.5), Float(1), "precision is 1.5, outside 0…1"),
      (Float(1), Float(-0.1), "perceptualPrecision is -0.1, outside 0…1"),
      (Float.nan, Float(1), "precision is nan, outside 0…1"),
    ])
  func outOfRange(precision: Float, perceptual: Float, expected: String) throws {
    let strategy = Snapshotting<Bitmap, Bitmap>.image(
      precision: precision, perceptualPrecision: perceptual)
    let message = try #require(folder.verify(try image(), as: strategy))
    #expect(message.hasPrefix(expected))
    #expect(!FileManager.default.fileExists(atPath: folder.reference().path))
  }

  @Test("tolerance and precision together are a failure that says to pick one")
  func toleranceAndPrecision() throws {
    let strategy = Snapshotting<Bitmap, Bitmap>.image(
      precision: 0.9, tolerance: ImageTolerance(maxDifferentPixels: 3))
    let message = try #require(folder.verify(try image(), as: strategy))
    #expect(message.hasPrefix("both tolerance: and precision:/perceptualPrecision: are set"))
  }

  @Test("Diffing.image's diff closure works on its own, with reference, failure and difference")
  func diffClosure() throws {
    let diffing = Diffing<Bitmap>.image(perceptualPrecision: 0.99)
    #expect(diffing.diff(try image(), try image(grey, [(3, slightlyRed)])) == nil)
    let (message, attachments) = try #require(
      diffing.diff(try image(), try image(grey, [(3, red)])))
    #expect(message.hasPrefix("Newly-taken snapshot does not match reference.\n"))
    #expect(attachments.map(\.name) == ["reference", "failure", "difference"])
    #expect(attachments.map(\.fileName) == ["reference.png", "failure.png", "difference.png"])
    let roundTrip = diffing.fromData(diffing.toData(try image()))
    #expect(roundTrip == (try image()))
    #expect(diffing.fromData(Data("not a png".utf8)).width == 1)
  }
}
