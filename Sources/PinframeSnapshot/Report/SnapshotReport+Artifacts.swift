import Foundation
import PinframeFiles

extension SnapshotReport {
  /// `record` with every existing artifact outside the artifacts folder copied into
  /// `files/<key>/` and its path pointing at the copy.
  func localized(_ record: SnapshotFailureRecord) throws(SnapshotReportError)
    -> SnapshotFailureRecord
  {
    var result = record
    var artifacts = record.artifacts
    let key = record.id
    artifacts.expected = try localized(artifacts.expected, key: key, name: "expected")
    artifacts.actual = try localized(artifacts.actual, key: key, name: "actual")
    artifacts.diff = try localized(artifacts.diff, key: key, name: "diff")
    artifacts.filmstrip = try localized(artifacts.filmstrip, key: key, name: "filmstrip")
    for index in artifacts.frames.indices {
      var frame = artifacts.frames[index]
      frame.expected = try localized(frame.expected, key: key, name: "frame-\(index)-expected")
      frame.actual = try localized(frame.actual, key: key, name: "frame-\(index)-actual")
      frame.diff = try localized(frame.diff, key: key, name: "frame-\(index)-diff")
      artifacts.frames[index] = frame
    }
    result.artifacts = artifacts
    return result
  }

  /// The path to link for one artifact: itself when inside the artifacts folder or missing,
  /// else its copy.
  private func localized(_ path: String?, key: String, name: String)
    throws(SnapshotReportError) -> String?
  {
    guard let path, !ReportLink(from: artifactsDirectory).contains(path),
      FileManager.default.fileExists(atPath: path)
    else { return path }
    let fileExtension = URL(fileURLWithPath: path).pathExtension
    let copy = copiesDirectory.appendingPathComponent(key)
      .appendingPathComponent(fileExtension.isEmpty ? name : "\(name).\(fileExtension)")
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SnapshotReportError(path: path, reason: "cannot read the artifact to copy it")
    }
    do {
      try AtomicFileWriter.write([UInt8](data), to: copy)
    } catch {
      throw SnapshotReportError(error)
    }
    return copy.path
  }
}
