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
  /// How different the images may be (Pinframe's pixelmatch-style tolerance).
  var tolerance: ImageTolerance
  /// swift-snapshot-testing's tolerances; exact by default.
  var precision = ImagePrecision.exact

  var kind: SnapshotFailureRecord.Kind { .image }

  var pathExtension: String { "png" }

  var scale: Double? { metadata.scale }

  func validate() throws {
    try precision.validate(with: tolerance)
  }

  func compare(withReference data: Data) throws -> FormatComparison {
    let reference = try decodeReference(data)
    var (comparison, details) = measure(against: reference.bitmap)
    let identical =
      !comparison.sizeChanged
      && (precision.isExact
        ? comparison.differentPixels == 0 : image.hasSameBytes(as: reference.bitmap))
    if identical { return .identical }
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

  /// Compares the image with `reference` by the precisions, or else by the tolerance, and
  /// says what differs.
  func measure(against reference: Bitmap) -> (comparison: ImageComparison, details: String) {
    guard precision.isExact else {
      let result = image.compared(with: reference, precision: precision)
      return (result.comparison, result.summary)
    }
    let comparison = image.compared(with: reference, tolerance: tolerance)
    return (comparison, comparison.summary(tolerance: tolerance))
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
      let diff = try diffImage(against: expected)
      artifacts.diff = try write(diff, "diff.png", in: folder)
    }
    artifacts.actual = try write(
      image, "actual.png", in: folder, text: metadata.textChunks, settings: .default)
    return artifacts
  }

  /// The diff image: pixels over the ΔE94 threshold highlighted on the perceptual path,
  /// pixels beyond the tolerance otherwise.
  func diffImage(against expected: Bitmap) throws -> Bitmap {
    guard precision.perceptualPrecision < 1 else {
      return try image.diffImage(against: expected, tolerance: tolerance)
    }
    let threshold = Double(precision.deltaEThreshold)
    return try image.diffImage(against: expected) { e, i, a, j in
      let reference = CIELab(red: e[i], green: e[i + 1], blue: e[i + 2], alpha: e[i + 3])
      let actual = CIELab(red: a[j], green: a[j + 1], blue: a[j + 2], alpha: a[j + 3])
      return actual.deltaE94(from: reference) > threshold
    }
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
