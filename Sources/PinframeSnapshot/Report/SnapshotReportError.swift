import PinframeFiles

/// Why a snapshot report could not be read or updated.
public struct SnapshotReportError: Error, Hashable, CustomStringConvertible {
  /// The file or folder concerned.
  public var path: String
  /// What failed, with the system's reason.
  public var reason: String

  /// Creates an error for `path`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The error of a failed atomic write.
  init(_ error: FileWriteError) {
    self.init(path: error.path, reason: error.reason)
  }

  /// The error of a lock that could not be taken.
  init(_ error: FileLockError) {
    self.init(path: error.path, reason: "cannot lock the report (\(error.reason))")
  }

  /// A message naming the file and the reason.
  public var description: String { "snapshot report: \(path): \(reason)" }
}
