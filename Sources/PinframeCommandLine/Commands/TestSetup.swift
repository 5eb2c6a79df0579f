import Foundation
import PinframeSnapshot

/// Where a test run's references, artifacts and report are, its record mode, and the run
/// itself (its manifest of the references it checked).
struct TestSetup: Sendable {
  /// The file names of spec references; only these count as orphans.
  static let referenceNames: Set<String> = ["spec.image.png", "spec.animation.png"]

  /// The options of the run.
  var options: TestOptions
  /// The directory relative paths are resolved against.
  var currentDirectory: URL
  /// The run: its id (the report is cleared once per run) and its manifest.
  var run: SnapshotRun

  /// Sets up a run of `options`.
  @MainActor
  init(options: TestOptions, context: CommandContext) throws(CommandLineError) {
    self.options = options
    currentDirectory = context.currentDirectory
    run = SnapshotRun(
      id: "pinframe-test-\(UUID().uuidString)", arguments: CommandLine.arguments,
      isFiltered: options.isFiltered(currentDirectory: context.currentDirectory))
  }

  /// The reference of the spec at `path`: `<snapshots>/<spec name>/spec.<kind>.png`.
  func location(for path: String, animated: Bool) -> SnapshotLocation {
    SnapshotLocation(
      snapshotsDirectory: options.snapshotsDirectory,
      testPath: Self.specName(path, currentDirectory: currentDirectory), testName: "spec",
      name: animated ? "animation" : "image", pathExtension: "png")
  }

  /// The verifier of a reference, by the run's record mode, artifacts and report.
  func verifier(for location: SnapshotLocation) -> SnapshotVerifier {
    SnapshotVerifier(
      location: location, record: options.record, artifactsDirectory: options.artifactsDirectory,
      report: .some(options.report), run: run)
  }

  /// The file holding the error the spec at `path` is expected to fail with, if there is one:
  /// `SPEC.expected.txt` next to `SPEC.json`.
  func expectedErrorFile(for path: String) -> URL? {
    let url = URL(fileURLWithPath: path, relativeTo: currentDirectory)
    let expected = url.deletingPathExtension().appendingPathExtension("expected.txt")
    return FileManager.default.fileExists(atPath: expected.path) ? expected : nil
  }

  /// Refuses specs whose references would be the same files.
  ///
  /// - Throws: ``CommandLineError`` naming both specs and the shared folder.
  func checkReferenceNames(_ paths: [String]) throws(CommandLineError) {
    var owners: [String: String] = [:]
    for path in paths where expectedErrorFile(for: path) == nil {
      let name = Self.specName(path, currentDirectory: currentDirectory).joined(separator: "/")
      if let other = owners[name] {
        let folder = options.snapshotsDirectory.appendingPathComponent(name)
        throw CommandLineError(
          "\(other) and \(path) would share the references in \(folder.relativePath(from: currentDirectory))/: rename one of them"
        )
      }
      owners[name] = path
    }
  }

  /// The folders and name a spec's references go under: its path below its spec root,
  /// without `.pinframe.json` or `.json` (`examples/intro` for `specs/examples/intro.json`).
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
}
