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

  var kind: SnapshotFailureRecord.Kind { .image }

  var pathExtension: String { "png" }

  var scale: Double? { metadata.scale }

  func compare(withReference data: Data) throws -> FormatComparison {
    let reference = try decodeReference(data)
    let comparison = image.compared(with: reference.bitmap, tolerance: tolerance)
    let identical = comparison.differentPixels == 0 && !comparison.sizeChanged
    if identical { return .identical }
    var details = comparison.summary(tolerance: tolerance)
    let referenceMetadata = SnapshotMetadata(textChunks: reference.text)
    var changes: [SnapshotMetadataChange] = []
    if !comparison.matches, let change = metadata.environmentChange(from: referenceMetadata) {
      details = "Environment changed: \(change).\n" + details
      changes = metadata.changes(from: referenceMetadata)
    }
    if !comparison.matches, let change = metadata.scaleChange(from: referenceMetadata) {
      details = change + "\n" + details
    }
    if !comparison.matches, let views = metadata.viewChanges(from: referenceMetadata) {
      details += "\n" + views
    }
    return FormatComparison(
      matches: comparison.matches, isIdentical: false, details: details,
      metrics: SnapshotMetrics(comparison), environmentChanges: changes,
      decoded: .image(reference.bitmap))
  }

  func referenceBytes() throws -> [UInt8] {
    [UInt8](try image.pngData(settings: .default, text: metadata.textChunks))
  }

  func writeArtifacts(into folder: URL, referenceData: Data?, decoded: DecodedReference?) throws
    -> SnapshotArtifacts
  {
    var artifacts = SnapshotArtifacts()
    if let expected = expectedImage(referenceData, decoded: decoded) {
      artifacts.expected = try write(expected, "expected.png", in: folder)
      let diff = try image.diffImage(against: expected, tolerance: tolerance)
      artifacts.diff = try write(diff, "diff.png", in: folder)
    }
    artifacts.actual = try write(
      image, "actual.png", in: folder, text: metadata.textChunks, settings: .default)
    return artifacts
  }

  /// The reference's pixels: as the comparison decoded them, else decoded now (pixels only).
  private func expectedImage(_ data: Data?, decoded: DecodedReference?) -> Bitmap? {
    if case .image(let bitmap) = decoded { return bitmap }
    return data.flatMap { try? decodeReference($0, text: .none).bitmap }
  }

  /// Writes an artifact; the actual image carries the metadata and the reference settings, so
  /// accepting it copies exactly what recording would have written.
  private func write(
    _ bitmap: Bitmap, _ name: String, in folder: URL, text: [String: String] = [:],
    settings: PNGEncoder.Settings = .fast
  ) throws -> String {
    let url = folder.appendingPathComponent(name)
    try AtomicFileWriter.write([UInt8](try bitmap.pngData(settings: settings, text: text)), to: url)
    return url.path
  }
}
