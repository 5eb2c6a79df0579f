import Foundation

/// The spec files a test run covers: the files named, and every `.json` file below the folders
/// named (hidden folders skipped), sorted by path and without repeats.
struct SpecFiles {
  /// The specs' paths as messages show them: as given, or the folder as given joined with the
  /// path inside it.
  var paths: [String]

  /// Collects the specs of `arguments` (the current directory when empty).
  ///
  /// - Throws: ``CommandLineError`` for a path that does not exist.
  init(_ arguments: [String], currentDirectory: URL) throws(CommandLineError) {
    var found: Set<String> = []
    for argument in arguments.isEmpty ? ["."] : arguments {
      let url = URL(fileURLWithPath: argument, relativeTo: currentDirectory)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw CommandLineError("\(argument): no such file or folder")
      }
      if isDirectory.boolValue {
        found.formUnion(Self.specs(in: url, shownAs: argument))
      } else {
        found.insert(argument)
      }
    }
    paths = found.sorted()
  }

  /// The `.json` files below `folder`, named `<shown>/<path inside>`.
  private static func specs(in folder: URL, shownAs shown: String) -> [String] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles, .skipsPackageDescendants])
    else { return [] }
    let base = folder.standardizedFileURL.path
    let prefix = shown == "." ? "" : (shown.hasSuffix("/") ? shown : shown + "/")
    var paths: [String] = []
    for case let url as URL in enumerator where url.pathExtension == "json" {
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(base + "/") else { continue }
      paths.append(prefix + path.dropFirst(base.count + 1))
    }
    return paths
  }
}

/// `--shard I/N`: the I-th of N contiguous, nearly equal parts of the sorted specs, as
/// Playwright's `--shard` splits tests for a CI matrix.
struct Shard: Hashable, CustomStringConvertible {
  /// The part, from 1.
  var index: Int
  /// The number of parts.
  var count: Int

  /// Reads `I/N` with `1 ≤ I ≤ N`.
  ///
  /// - Throws: ``CommandLineError`` for anything else.
  init(_ text: String) throws(CommandLineError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else {
      throw .usage(
        "--shard expects I/N with 1 ≤ I ≤ N, such as 1/3, got '\(text)'", command: "test")
    }
    self.index = index
    self.count = count
  }

  /// This shard's part of `items`.
  func select<T>(_ items: [T]) -> [T] {
    Array(items[boundary(index - 1, of: items.count)..<boundary(index, of: items.count)])
  }

  /// Where part `part` ends among `total` items: ⌊total · part / count⌋, computed at double
  /// width so that no shard given on the command line can overflow.
  private func boundary(_ part: Int, of total: Int) -> Int {
    count.dividingFullWidth(total.multipliedFullWidth(by: part)).quotient
  }

  /// `I/N`.
  var description: String { "\(index)/\(count)" }
}
