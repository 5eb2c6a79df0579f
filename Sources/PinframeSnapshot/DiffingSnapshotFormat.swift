import Foundation
import PinframeFiles

/// A snapshot of a custom strategy, compared by its ``Diffing``'s own closures: `fromData`
/// reads the reference, `diff` decides, `toData` writes references and artifacts.
///
/// Created and used on the main actor only (by `verifySnapshot`), where the closures run.
struct DiffingSnapshotFormat<Format>: SnapshotFormat, @unchecked Sendable {
  /// The actual snapshot.
  let value: Format
  /// How it is stored and compared.
  let diffing: Diffing<Format>
  /// The reference file's extension (empty for none).
  let pathExtension: String
  /// The attachments the last failing `diff` returned.
  let attachments = AttachmentBox()

  var kind: SnapshotFailureRecord.Kind {
    ["png", "apng"].contains(pathExtension.lowercased()) ? .image : .text
  }

  func compare(withReference data: Data) throws -> FormatComparison {
    runOnCallersThread { compareOnMainActor(data) }
  }

  @MainActor
  private func compareOnMainActor(_ data: Data) -> FormatComparison {
    let reference = diffing.fromData(data)
    guard let (message, attached) = diffing.diff(reference, value) else {
      return FormatComparison(
        matches: true, isIdentical: diffing.toData(value) == data, details: "")
    }
    attachments.values = attached
    return FormatComparison(matches: false, isIdentical: false, details: message)
  }

  func referenceBytes() throws -> [UInt8] {
    runOnCallersThread { [UInt8](diffing.toData(value)) }
  }

  func writeArtifacts(into folder: URL, referenceData: Data?, decoded: DecodedReference?) throws
    -> SnapshotArtifacts
  {
    let suffix = pathExtension.isEmpty ? "" : ".\(pathExtension)"
    var artifacts = SnapshotArtifacts()
    let actualData = runOnCallersThread { diffing.toData(value) }
    if let referenceData {
      let expected = folder.appendingPathComponent("expected" + suffix)
      try AtomicFileWriter.write([UInt8](referenceData), to: expected)
      artifacts.expected = expected.path
      if kind == .text { artifacts.expectedText = String(data: referenceData, encoding: .utf8) }
    }
    let actual = folder.appendingPathComponent("actual" + suffix)
    try AtomicFileWriter.write([UInt8](actualData), to: actual)
    artifacts.actual = actual.path
    if kind == .text { artifacts.actualText = String(data: actualData, encoding: .utf8) }
    return artifacts
  }
}

/// Attachments a format produced while comparing, read after the verification.
final class AttachmentBox: @unchecked Sendable {
  /// The attachments, empty until a comparison fails.
  var values: [XCTAttachment] = []
}
