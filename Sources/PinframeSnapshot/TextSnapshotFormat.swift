import Foundation
import PinframeFiles

/// Text snapshots (view tree dumps, strings), stored as UTF-8 `.txt` references.
struct TextSnapshotFormat: SnapshotFormat {
  /// The actual text.
  var text: String
  /// Describes differences; by default the first differing line.
  var describe: (_ reference: String, _ actual: String) -> String = TextSnapshotFormat.lineDiff

  var kind: SnapshotFailureRecord.Kind { .text }

  var pathExtension: String { "txt" }

  func compare(withReference data: Data) throws -> FormatComparison {
    guard let reference = String(data: data, encoding: .utf8) else {
      throw SnapshotFormatError(message: "the reference is not UTF-8 text")
    }
    guard reference != text else {
      return FormatComparison(matches: true, isIdentical: true, details: "")
    }
    return FormatComparison(matches: false, isIdentical: false, details: describe(reference, text))
  }

  func referenceBytes() throws -> [UInt8] { Array(text.utf8) }

  func writeArtifacts(into folder: URL, referenceData: Data?, decoded: DecodedReference?) throws
    -> SnapshotArtifacts
  {
    var artifacts = SnapshotArtifacts(actualText: text)
    if let referenceData {
      let expected = folder.appendingPathComponent("expected.txt")
      try AtomicFileWriter.write([UInt8](referenceData), to: expected)
      artifacts.expected = expected.path
      artifacts.expectedText = String(decoding: referenceData, as: UTF8.self)
    }
    let actual = folder.appendingPathComponent("actual.txt")
    try AtomicFileWriter.write(text, to: actual)
    artifacts.actual = actual.path
    return artifacts
  }

  /// The first line that differs, with its number.
  static func lineDiff(reference: String, actual: String) -> String {
    let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? String(old[index]) : "(no line)"
      let after = index < new.count ? String(new[index]) : "(no line)"
      if before != after {
        return "line \(index + 1) differs:\n−\(before)\n+\(after)"
      }
    }
    return "the text differs"
  }
}

/// A reference that cannot be read as its format.
struct SnapshotFormatError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
