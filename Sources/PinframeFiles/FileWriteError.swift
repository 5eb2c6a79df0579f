/// Why a file could not be written.
public struct FileWriteError: Error, Hashable, CustomStringConvertible {
  /// The file that was being written.
  public var path: String
  /// What failed, with the system's reason.
  public var reason: String

  /// Creates an error for `path`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// A message naming the file and the reason.
  public var description: String { "cannot write \(path): \(reason)" }
}
