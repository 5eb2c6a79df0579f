import Foundation
import Pinframe
import PinframeFiles

/// Image snapshots, stored as PNG references carrying ``SnapshotMetadata``.
///
/// A passing check decodes the reference and compares pixels; the actual image is encoded only
/// when it is written (a recorded reference or a failure artifact).
struct ImageSnapshotFormat: SnapshotFormat {
  /// The actual image.
  var image: Bitmap
  /// How the actual image was made.
  var metadata: SnapshotMetadata
  /// How different the images may be.
  var tolerance: ImageTolerance

  var pathExtension: String { "png" }

  func compare(withReference data: Data) throws -> FormatComparison {
    let reference = try PNGDecoder().decode(data)
    let comparison = image.compared(with: reference.bitmap, tolerance: tolerance)
    let identical = comparison.differentPixels == 0 && !comparison.sizeChanged
    if identical { return FormatComparison(matches: true, isIdentical: true, details: "") }
    var details = Self.describe(comparison, tolerance: tolerance)
    if !comparison.matches,
      let change = metadata.environmentChange(from: SnapshotMetadata(textChunks: reference.text))
    {
      details = "Environment changed: \(change).\n" + details
    }
    return FormatComparison(matches: comparison.matches, isIdentical: identical, details: details)
  }

  func referenceBytes() throws -> [UInt8] {
    [UInt8](try image.pngData(settings: .default, text: metadata.textChunks))
  }

  func writeArtifacts(into folder: URL, referenceData: Data?) throws -> [URL] {
    var written: [URL] = []
    if let referenceData, let expected = try? PNGDecoder().decode(referenceData).bitmap {
      written.append(try write(expected, "expected.png", in: folder))
      let diff = try image.diffImage(against: expected, tolerance: tolerance)
      written.append(try write(diff, "diff.png", in: folder))
    }
    written.append(try write(image, "actual.png", in: folder))
    return written
  }

  func actualArtifact(in folder: URL) -> URL { folder.appendingPathComponent("actual.png") }

  private func write(_ bitmap: Bitmap, _ name: String, in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    let text = name == "actual.png" ? metadata.textChunks : [:]
    try AtomicFileWriter.write([UInt8](try bitmap.pngData(settings: .fast, text: text)), to: url)
    return url
  }

  /// The failure summary: sizes, count, ratio, largest distance and where.
  static func describe(_ comparison: ImageComparison, tolerance: ImageTolerance) -> String {
    var lines: [String] = []
    if comparison.sizeChanged {
      lines.append(
        "Size changed: reference \(comparison.expectedSize) px, actual \(comparison.actualSize) px."
      )
    }
    let percent = (comparison.differentPixelRatio * 10_000).rounded() / 100
    var line =
      "\(comparison.differentPixels) of \(comparison.comparedPixels) pixels differ (\(percent) %)"
    line += ", largest distance \(format(comparison.maxDistance))"
    if let bounds = comparison.differenceBounds { line += ", within \(bounds)" }
    lines.append(line + ".")
    if !tolerance.isExact {
      lines.append(
        "Tolerance: per-pixel threshold \(format(tolerance.perceptualThreshold)), at most "
          + "\(tolerance.allowedDifferentPixels(outOf: comparison.comparedPixels)) differing pixels."
      )
    }
    return lines.joined(separator: "\n")
  }

  private static func format(_ value: Double) -> String {
    String((value * 10_000).rounded() / 10_000)
  }
}
