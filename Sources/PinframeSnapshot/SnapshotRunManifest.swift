import Foundation

/// One line of a run manifest: a reference checked by the run.
struct ManifestLine {
  var reference: String
  var snapshotsDirectory: String
  var passed: Bool

  /// `touched<TAB>passed|failed<TAB>snapshots folder<TAB>reference path`.
  var text: String {
    ["touched", passed ? "passed" : "failed", snapshotsDirectory, reference]
      .joined(separator: "\t")
  }

  /// The first line of a process's manifest: whether the process ran a subset of the tests.
  static func header(arguments: [String], isFiltered: Bool) -> String {
    "process\t\(isFiltered ? "filtered" : "complete")\t" + arguments.joined(separator: " ")
  }

  /// Whether test-runner arguments select a subset of the tests: `swift test --filter X`
  /// (or `--skip X`) passes those options on to the test process.
  static func isFiltered(_ arguments: [String]) -> Bool {
    arguments.contains { argument in
      ["--filter", "--skip"].contains { argument == $0 || argument.hasPrefix($0 + "=") }
    }
  }
}

/// What one run of the tests touched, read back from its manifests.
public struct SnapshotRunManifest: Sendable {
  /// The run's id.
  public var runID: String
  /// The references checked, by absolute path.
  public var touched: Set<String>
  /// The snapshots folders the run used.
  public var snapshotsDirectories: Set<String>
  /// Whether any process of the run selected a subset of the tests.
  public var isFiltered: Bool
  /// How many snapshot checks failed.
  public var failures: Int

  /// The manifests' folder of run `runID` in an artifacts folder.
  static func folder(in artifactsDirectory: URL, runID: String) -> URL {
    artifactsDirectory.appendingPathComponent("runs").appendingPathComponent(runID)
  }

  /// Reads the most recently written run in `artifactsDirectory`, or `nil` when there is none.
  public static func latest(in artifactsDirectory: URL) -> SnapshotRunManifest? {
    let runs = artifactsDirectory.appendingPathComponent("runs")
    let folders =
      (try? FileManager.default.contentsOfDirectory(
        at: runs, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
    let newest = folders.max { modified($0) < modified($1) }
    return newest.map { read(folder: $0) }
  }

  /// Reads the manifests in one run folder.
  public static func read(folder: URL) -> SnapshotRunManifest {
    var manifest = SnapshotRunManifest(
      runID: folder.lastPathComponent, touched: [], snapshotsDirectories: [], isFiltered: false,
      failures: 0)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for file in files where file.hasSuffix(".manifest") {
      let text =
        (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") { manifest.add(line) }
    }
    return manifest
  }

  private mutating func add(_ line: Substring) {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    switch fields.first {
    case "process":
      if fields.count > 1, fields[1] == "filtered" { isFiltered = true }
    case "touched" where fields.count == 4:
      if fields[1] == "failed" { failures += 1 }
      snapshotsDirectories.insert(fields[2])
      touched.insert(fields[3])
    default:
      break
    }
  }

  /// How many runs' manifests an artifacts folder keeps.
  public static let keptRuns = 5

  /// Removes the manifests of all but the ``keptRuns`` most recent runs in
  /// `<artifacts>/runs/` (never `current`'s): only their `.manifest` files, then their folders
  /// when that leaves them empty.
  static func pruneOldRuns(in artifactsDirectory: URL, current: String) {
    let runs = artifactsDirectory.appendingPathComponent("runs")
    let folders =
      (try? FileManager.default.contentsOfDirectory(
        at: runs, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
    let newestFirst = folders.filter { $0.lastPathComponent != current }
      .sorted { modified($0) > modified($1) }
    for folder in newestFirst.dropFirst(keptRuns - 1) {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for file in files where file.hasSuffix(".manifest") {
        unlink(folder.appendingPathComponent(file).path)
      }
      rmdir(folder.path)
    }
  }

  private static func modified(_ url: URL) -> Date {
    (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
      ?? .distantPast
  }
}
