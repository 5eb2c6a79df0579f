import Foundation

/// The spec files a test run covers: the files named, and the specs below the folders named
/// (hidden folders skipped, and every place not searched reported), sorted by path and without
/// repeats.
///
/// In a folder, a `.json` file is a spec when its name ends in `.pinframe.json` or when it lies
/// in a folder named `specs` (at any depth, the folder named included): `package.json` or
/// another tool's fixtures elsewhere in the project are never taken for specs. Files named on
/// the command line are always specs. Asset catalogs (`*.xcassets`, whose `Contents.json` files
/// describe images and colours for specs) are never searched.
struct SpecFiles {
  /// The suffix that makes a JSON file a spec wherever it is.
  static let specSuffix = ".pinframe.json"
  /// The folder name whose JSON files are all specs.
  static let specsFolder = "specs"

  /// The specs' paths as messages show them: as given, or the folder as given joined with the
  /// path inside it.
  var paths: [String]
  /// The `.json` files found in the folders that are not specs, shown the same way.
  var skipped: [String]
  /// The places in the folders that were not searched, with the reason.
  var unsearched: [SpecFolderWalk.Skip] = []

  /// Collects the specs of `arguments` (the current directory when empty).
  ///
  /// - Throws: ``CommandLineError`` for a path that does not exist.
  init(_ arguments: [String], currentDirectory: URL) throws(CommandLineError) {
    var found: Set<String> = []
    var skipped: Set<String> = []
    for argument in arguments.isEmpty ? ["."] : arguments {
      let url = URL(fileURLWithPath: argument, relativeTo: currentDirectory)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw CommandLineError("\(argument): no such file or folder")
      }
      if isDirectory.boolValue {
        let walk = SpecFolderWalk(url, shownAs: argument)
        for path in walk.files {
          if Self.isSpec(path) { found.insert(path) } else { skipped.insert(path) }
        }
        unsearched += walk.skipped
      } else {
        found.insert(argument)
      }
    }
    paths = found.sorted()
    self.skipped = skipped.subtracting(found).sorted()
  }

  /// Whether the JSON file at `path` (as shown) is a spec: named `*.pinframe.json`, or in a
  /// folder named `specs`.
  static func isSpec(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    return path.hasSuffix(specSuffix) || components.dropLast().contains { $0 == specsFolder }
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
