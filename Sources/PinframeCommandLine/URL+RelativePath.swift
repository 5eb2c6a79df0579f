import Foundation

extension URL {
  /// The path relative to `directory` when the file is inside it, else the absolute path.
  func relativePath(from directory: URL) -> String {
    let base = directory.standardizedFileURL.path
    let path = standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
