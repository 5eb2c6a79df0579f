import Foundation
import Pinframe
import PinframeFiles

/// Animation snapshots: an animated PNG reference, checked frame by frame on decoded pixels.
///
/// The actual animation arrives encoded (an APNG carrying ``SnapshotMetadata``), so memory does
/// not grow with the number of frames; comparing decodes one frame of each side at a time.
struct AnimationSnapshotFormat: SnapshotFormat {
  /// The actual animation, an APNG.
  var animation: Data
  /// How it was made (the frame rate included).
  var metadata: SnapshotMetadata
  /// How different each frame may be.
  var tolerance: ImageTolerance

  var kind: SnapshotFailureRecord.Kind { .animation }

  var pathExtension: String { "png" }

  func compare(withReference data: Data) throws -> FormatComparison {
    let comparison = try AnimationComparison(
      expected: data, actual: animation, tolerance: tolerance)
    if comparison.isIdentical { return .identical }
    var details = comparison.summary(tolerance: tolerance)
    var changes: [SnapshotMetadataChange] = []
    let text = (try? PNGDecoder().info(data).text) ?? [:]
    let referenceMetadata = SnapshotMetadata(textChunks: text)
    if !comparison.matches, let change = metadata.environmentChange(from: referenceMetadata) {
      details = "Environment changed: \(change).\n" + details
      changes = metadata.changes(from: referenceMetadata)
    }
    return FormatComparison(
      matches: comparison.matches, isIdentical: false, details: details,
      metrics: comparison.metrics(actualFramesPerSecond: Double(metadata.framesPerSecond ?? 0)),
      environmentChanges: changes)
  }

  func referenceBytes() throws -> [UInt8] {
    [UInt8](animation)
  }

  func writeArtifacts(into folder: URL, referenceData: Data?) throws -> SnapshotArtifacts {
    var artifacts = SnapshotArtifacts()
    let actualURL = folder.appendingPathComponent("actual.png")
    try AtomicFileWriter.write([UInt8](animation), to: actualURL)
    artifacts.actual = actualURL.path
    if let referenceData {
      let expectedURL = folder.appendingPathComponent("expected.png")
      try AtomicFileWriter.write([UInt8](referenceData), to: expectedURL)
      artifacts.expected = expectedURL.path
    }
    artifacts.frames = try FrameArtifacts(folder: folder, tolerance: tolerance)
      .write(expected: referenceData, actual: animation)
    return artifacts
  }
}
