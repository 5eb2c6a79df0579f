import Foundation
import PinframeFiles

/// One walk of a folder for `pinframe test`: the `.json` files below it, and every place it
/// could not or would not look into, with the reason.
///
/// Names are read as bytes (`readdir`), so a name that is not UTF-8 is reported rather than
/// mangled into a path that does not exist. Hidden entries, asset catalogs and symbolic links
/// to folders are not entered; folders that cannot be opened and paths past the system's
/// length limit are reported. Only entries named `*.json` that are not folders are returned: a
/// folder named `b.json` is not a spec (a FIFO so named is, and fails to read).
struct SpecFolderWalk {
  /// A place the walk did not look into.
  struct Skip: Hashable {
    /// The place, as messages show it.
    var path: String
    /// Why, as `permission denied` or `the name is not UTF-8; rename it`.
    var reason: String
    /// Whether the user should hear of it without `--verbose` (not for hidden folders).
    var isWarning: Bool
  }

  /// The longest path the walk opens, in bytes.
  static let maximumPathBytes = Int(PATH_MAX) - 1

  /// The `.json` files found, as `<shown>/<path inside>`.
  private(set) var files: [String] = []
  /// What was not looked into.
  private(set) var skipped: [Skip] = []

  /// Walks `folder`, naming what it finds after `shown` (the folder as given).
  init(_ folder: URL, shownAs shown: String) {
    let prefix = shown == "." ? "" : (shown.hasSuffix("/") ? shown : shown + "/")
    var pending: [(path: String, shown: String)] = [(folder.standardizedFileURL.path, prefix)]
    while let (path, shownPrefix) = pending.popLast() {
      pending += visit(path, shownPrefix: shownPrefix).reversed()
    }
    files.sort()
  }

  /// Lists one folder: records its files and skips, returns its subfolders to enter.
  private mutating func visit(_ path: String, shownPrefix: String) -> [(String, String)] {
    guard let directory = opendir(path) else {
      let reason = errno == EACCES ? "permission denied" : String(cString: strerror(errno))
      skipped.append(Skip(path: shownOrDot(shownPrefix), reason: reason, isWarning: true))
      return []
    }
    defer { closedir(directory) }
    var folders: [(String, String)] = []
    while let entry = readdir(directory) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      guard bytes != [0x2E], bytes != [0x2E, 0x2E] else { continue }
      guard let name = String(validating: bytes, as: UTF8.self) else {
        let escaped = String(decoding: bytes, as: UTF8.self)
        skipped.append(
          Skip(
            path: shownPrefix + escaped, reason: "the name is not UTF-8; rename it",
            isWarning: true))
        continue
      }
      if let folder = classify(name, in: path, shownPrefix: shownPrefix) { folders.append(folder) }
    }
    return folders.sorted { $0.1 < $1.1 }
  }

  /// Records `name` in the folder at `path` as a file or a skip; a folder to enter is returned.
  private mutating func classify(_ name: String, in path: String, shownPrefix: String)
    -> (String, String)?
  {
    let full = path == "/" ? "/" + name : path + "/" + name
    let shown = shownPrefix + name
    guard full.utf8.count <= Self.maximumPathBytes else {
      skipped.append(
        Skip(
          path: shown,
          reason: "its path is over the system's limit of \(Self.maximumPathBytes) bytes",
          isWarning: true))
      return nil
    }
    let kind = InputFile.kind(of: URL(fileURLWithPath: full))
    var isFolder = kind == .directory
    if kind == .symbolicLink {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        skipped.append(
          Skip(path: shown, reason: "a symbolic link to a folder (not followed)", isWarning: false))
        return nil
      }
      isFolder = false
    }
    if name.hasPrefix(".") {
      if isFolder { skipped.append(Skip(path: shown, reason: "hidden", isWarning: false)) }
      return nil
    }
    if isFolder {
      guard !name.hasSuffix(".xcassets") else { return nil }
      return (full, shown + "/")
    }
    // Anything but a folder: a FIFO or device named *.json is a spec that fails to read.
    if name.hasSuffix(".json") { files.append(shown) }
    return nil
  }

  private func shownOrDot(_ prefix: String) -> String {
    prefix.isEmpty ? "." : String(prefix.dropLast())
  }
}
