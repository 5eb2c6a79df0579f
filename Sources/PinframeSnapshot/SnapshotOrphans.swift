import Foundation
import PinframeFiles

/// References that no test touched in a complete run: left behind by renamed or deleted tests.
public struct SnapshotOrphans: Sendable {
  /// The run the orphans are computed from.
  public var manifest: SnapshotRunManifest
  /// The folder holding references.
  public var snapshotsDirectory: URL
  /// The file names that count as references (the CLI's `spec.image.png`, say, so that it never
  /// lists the test assertions' references), or `nil` for every `.png` and `.txt` file.
  public var referenceNames: Set<String>?

  /// Creates the orphan finder for a run and a references folder.
  public init(
    manifest: SnapshotRunManifest, snapshotsDirectory: URL, referenceNames: Set<String>? = nil
  ) {
    self.manifest = manifest
    self.snapshotsDirectory = snapshotsDirectory.standardizedFileURL
    self.referenceNames = referenceNames
  }

  /// The reference files (`.png`, `.txt`, or those named in ``referenceNames``) under the
  /// folder that the run did not check, sorted.
  public func list() -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: snapshotsDirectory, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var orphans: [URL] = []
    for case let url as URL in enumerator where isReference(url) {
      let path = url.standardizedFileURL.path
      if !manifest.touched.contains(path) { orphans.append(url.standardizedFileURL) }
    }
    return orphans.sorted { $0.path < $1.path }
  }

  private func isReference(_ url: URL) -> Bool {
    let name = url.lastPathComponent
    if let referenceNames { return referenceNames.contains(name) }
    return ["png", "txt"].contains(url.pathExtension) && !name.hasPrefix(".")
  }

  /// Why pruning is refused, or `nil` when the run is complete and passed.
  public var pruneRefusal: SnapshotOrphanError? {
    if manifest.isFiltered { return .filteredRun(runID: manifest.runID) }
    if manifest.failures > 0 {
      return .failedRun(runID: manifest.runID, failures: manifest.failures)
    }
    if !manifest.snapshotsDirectories.contains(snapshotsDirectory.path) {
      return .folderNotUsed(snapshotsDirectory.path, runID: manifest.runID)
    }
    return nil
  }

  /// Deletes the orphans, then the folders that deleting them left empty (up to the snapshots
  /// folder, which stays), and returns the orphans.
  ///
  /// - Throws: ``SnapshotOrphanError`` without deleting anything when the run was filtered,
  ///   had snapshot failures, or did not use this folder; or when a deletion fails.
  public func prune() throws(SnapshotOrphanError) -> [URL] {
    if let refusal = pruneRefusal { throw refusal }
    let orphans = list()
    for url in orphans {
      do {
        try FileManager.default.removeItem(at: url)
      } catch {
        throw .deletionFailed(url.path, reason: SystemErrorDescription.describe(error))
      }
      removeEmptyFolders(above: url)
    }
    return orphans
  }

  /// Removes the folders between `file` and the snapshots folder that are now empty; `rmdir`
  /// removes only empty folders, so nothing else is ever deleted.
  private func removeEmptyFolders(above file: URL) {
    var folder = file.deletingLastPathComponent().standardizedFileURL
    let root = snapshotsDirectory.path
    while folder.path.hasPrefix(root + "/"), rmdir(folder.path) == 0 {
      folder.deleteLastPathComponent()
    }
  }
}

/// Why orphans cannot be pruned.
public enum SnapshotOrphanError: Error, Hashable, CustomStringConvertible {
  /// The run selected a subset of the tests, so untouched references may still be in use.
  case filteredRun(runID: String)
  /// Snapshot checks failed in the run.
  case failedRun(runID: String, failures: Int)
  /// The run never checked a reference in this folder.
  case folderNotUsed(String, runID: String)
  /// No run manifest was found.
  case noRun(artifactsDirectory: String)
  /// A file could not be deleted.
  case deletionFailed(String, reason: String)

  /// A message that says what to do.
  public var description: String {
    switch self {
    case .filteredRun(let run):
      return
        "refusing to prune: run \(run) ran a filtered subset of the tests; run the whole suite first"
    case .failedRun(let run, let failures):
      return
        "refusing to prune: run \(run) had \(failures) failing snapshot check(s); fix them and run the whole suite first"
    case .folderNotUsed(let folder, let run):
      return "refusing to prune: run \(run) checked no reference in \(folder)"
    case .noRun(let folder):
      return "no test run found in \(folder)/runs: run the tests first"
    case .deletionFailed(let path, let reason):
      return "cannot delete \(path): \(reason)"
    }
  }
}
