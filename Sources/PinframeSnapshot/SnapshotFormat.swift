import Foundation
import Pinframe

/// One kind of snapshot (text, image, animation): how its reference is compared, written and
/// turned into failure artifacts.
protocol SnapshotFormat {
  /// The kind, as failure records name it.
  var kind: SnapshotFailureRecord.Kind { get }

  /// The reference file's extension.
  var pathExtension: String { get }

  /// Device pixels per point of the actual snapshot, for images and animations.
  var scale: Double? { get }

  /// Compares the actual content with a reference's bytes.
  ///
  /// - Throws: When the reference cannot be read (corrupt file); the message says why.
  func compare(withReference data: Data) throws -> FormatComparison

  /// Checks the snapshot's settings before anything is read or written.
  ///
  /// - Throws: A ``SnapshotFormatError`` saying what to change, such as a precision outside
  ///   `0…1`.
  func validate() throws

  /// The bytes to store as the reference.
  func referenceBytes() throws -> [UInt8]

  /// Writes expected/actual/diff artifacts into `folder`; `decoded` is the reference as
  /// ``compare(withReference:)`` decoded it, so that it is not decoded again.
  func writeArtifacts(into folder: URL, referenceData: Data?, decoded: DecodedReference?) throws
    -> SnapshotArtifacts
}

extension SnapshotFormat {
  /// No scale: text has none.
  var scale: Double? { nil }

  /// Formats without settings to check accept every snapshot.
  func validate() throws {}
}

/// A reference as a format decoded it while comparing, kept for the failure artifacts.
enum DecodedReference {
  /// A still image's pixels.
  case image(Bitmap)
  /// An animation's reader, before its first frame.
  case animation(APNGReader)
}

/// The outcome of comparing actual content with its reference.
struct FormatComparison {
  /// Whether the content matches within the tolerance.
  var matches: Bool
  /// Whether the content is identical (decoded pixels or text), so the reference need not be
  /// rewritten even in record mode `all`.
  var isIdentical: Bool
  /// What differs, in sentences (empty when identical).
  var details: String
  /// The pixel and frame numbers, for images and animations.
  var metrics: SnapshotMetrics? = nil
  /// The reference metadata that differs from this run's.
  var environmentChanges: [SnapshotMetadataChange] = []
  /// The reference as decoded for the comparison, if the format decodes it.
  var decoded: DecodedReference? = nil

  /// A comparison of identical content.
  static let identical = FormatComparison(matches: true, isIdentical: true, details: "")
}
