/// Why an input file could not be read, by kind, so that a message says which.
public struct FileReadError: Error, Hashable, CustomStringConvertible {
  /// What is wrong with the file.
  public enum Reason: Hashable, Sendable {
    /// Nothing exists at the path (or a folder on the way is missing).
    case missing
    /// The path is a folder.
    case directory
    /// The path is something other than a regular file: `kind` names it (a FIFO, a socket…).
    case notRegularFile(kind: String)
    /// This user may not read the file.
    case permissionDenied
    /// The file is larger than the reader accepts.
    case tooLarge(limit: Int)
    /// The bytes are not UTF-8 text.
    case notUTF8
    /// Another failure, in the system's words.
    case system(String)
  }

  /// The file, as the caller named it.
  public var path: String
  /// What is wrong.
  public var reason: Reason

  /// Creates an error for `path`.
  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// `<path>: cannot read the file: <what is wrong>`.
  public var description: String { "\(path): cannot read the file: \(explanation)" }

  /// What is wrong, in words: `it does not exist`, `it is a folder`, ….
  public var explanation: String {
    switch reason {
    case .missing: "it does not exist"
    case .directory: "it is a folder"
    case .notRegularFile(let kind): "it is \(kind), not a regular file"
    case .permissionDenied: "permission denied"
    case .tooLarge(let limit): "it is larger than \(limit) bytes"
    case .notUTF8: "it is not UTF-8 text"
    case .system(let message): message
    }
  }
}
