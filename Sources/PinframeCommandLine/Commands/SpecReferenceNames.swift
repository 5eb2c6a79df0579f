import Foundation
import PinframeSnapshot

/// The folders a run's specs keep their references in, below the snapshots folder.
///
/// A spec's name is its path below its spec root (``specName(_:currentDirectory:)``), so a run
/// of one spec root names its references as it always did. When specs of different spec roots
/// have the same name (`a/specs/card.json` and `b/specs/card.json`), each of them is named
/// after its spec root's path from the current directory as well (`a/specs/card`,
/// `b/specs/card`). Specs that would still share a name are refused.
struct SpecReferenceNames: Sendable {
  /// The name of each spec that has references, by its path as given.
  private var names: [String: [String]] = [:]
  /// The directory relative paths are resolved against.
  private let currentDirectory: URL

  /// The names of the specs at `paths` (all of the run's, before sharding, so that every shard
  /// names them alike).
  ///
  /// - Parameters:
  ///   - paths: The specs that have references (not those expected to fail to load).
  ///   - currentDirectory: The directory relative paths are resolved against.
  ///   - snapshotsDirectory: The references folder, for the error message.
  /// - Throws: ``CommandLineError`` naming two specs that would share references.
  init(_ paths: [String], currentDirectory: URL, snapshotsDirectory: URL)
    throws(CommandLineError)
  {
    self.currentDirectory = currentDirectory
    var byName: [String: [String]] = [:]
    for path in paths {
      let name = Self.specName(path, currentDirectory: currentDirectory)
      names[path] = name
      byName[name.joined(separator: "/"), default: []].append(path)
    }
    for group in byName.values where group.count > 1 {
      let roots = group.map { Self.specRoot($0, currentDirectory: currentDirectory) }
      let distinct = Set(roots.compactMap { $0?.joined(separator: "/") })
      guard !roots.contains(nil), distinct.count == group.count else { continue }
      for (path, root) in zip(group, roots) {
        names[path] = (root ?? []) + (names[path] ?? [])
      }
    }
    var owners: [String: String] = [:]
    for path in paths {
      let name = self.name(of: path).joined(separator: "/")
      if let other = owners[name] {
        let folder = snapshotsDirectory.appendingPathComponent(name)
        throw CommandLineError(
          "\(other) and \(path) would share the references in \(folder.relativePath(from: currentDirectory))/: rename one of them"
        )
      }
      owners[name] = path
    }
  }

  /// The folders and name of the references of the spec at `path`.
  func name(of path: String) -> [String] {
    names[path] ?? Self.specName(path, currentDirectory: currentDirectory)
  }

  /// The folders and name a spec's references go under when no other spec root has a spec of
  /// that name: its path below its spec root, without `.pinframe.json` or `.json`
  /// (`examples/intro` for `specs/examples/intro.json`).
  ///
  /// The spec root is the nearest folder named `specs` above the spec; for a spec in no such
  /// folder, the current directory (the file name alone for a spec outside it). So the
  /// references do not depend on whether the spec was named or found in a folder.
  static func specName(_ path: String, currentDirectory: URL) -> [String] {
    let components = path.split(separator: "/").map(String.init)
    var inside: [String]
    if let root = components.dropLast().lastIndex(of: SpecFiles.specsFolder) {
      inside = Array(components[(root + 1)...])
    } else {
      let file = URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
      let base = currentDirectory.standardizedFileURL.path
      inside =
        file.path.hasPrefix(base + "/")
        ? file.path.dropFirst(base.count + 1).split(separator: "/").map(String.init)
        : [file.lastPathComponent]
    }
    let name = inside.removeLast()
    let suffix = name.hasSuffix(SpecFiles.specSuffix) ? SpecFiles.specSuffix : ".json"
    let stem = name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
    return (inside + [stem]).map(SnapshotLocation.sanitize)
  }

  /// The path of the spec's `specs` folder from the current directory (`["a", "specs"]` for
  /// `a/specs/card.json`), or `nil` for a spec in no `specs` folder or one outside the current
  /// directory.
  static func specRoot(_ path: String, currentDirectory: URL) -> [String]? {
    let components = path.split(separator: "/").map(String.init)
    guard let root = components.dropLast().lastIndex(of: SpecFiles.specsFolder) else {
      return nil
    }
    let rootPath = (path.hasPrefix("/") ? "/" : "") + components[...root].joined(separator: "/")
    let folder = URL(fileURLWithPath: rootPath, relativeTo: currentDirectory).standardizedFileURL
    let base = currentDirectory.standardizedFileURL.path
    guard folder.path.hasPrefix(base + "/") else { return nil }
    return folder.path.dropFirst(base.count + 1).split(separator: "/").map {
      SnapshotLocation.sanitize(String($0))
    }
  }
}
