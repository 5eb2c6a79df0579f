import Foundation
import PinframeSnapshot
import Testing

@Suite("Orphaned references")
struct SnapshotOrphansTests {
  private let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-orphans-\(UUID().uuidString)")
  private var snapshots: URL { root.appendingPathComponent("Snapshots") }
  private var artifacts: URL { root.appendingPathComponent("artifacts") }

  private func makeReference(_ path: String) throws -> SnapshotLocation {
    let parts = path.split(separator: "/").map(String.init)
    let file = snapshots.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: file)
    let name = parts[1].split(separator: ".").map(String.init)
    return SnapshotLocation(
      snapshotsDirectory: snapshots, testFile: parts[0], testName: name[0], name: name[1],
      pathExtension: name[2])
  }

  @Test("references the run did not touch are listed and pruned after a complete, passing run")
  func listAndPrune() throws {
    let kept = try makeReference("CardTests/testCard.1.png")
    _ = try makeReference("CardTests/testRemoved.1.png")
    _ = try makeReference("OldTests/testGone.tree.txt")
    let run = SnapshotRun(id: "run-a", arguments: ["PinframePackageTests.xctest"])
    run.touch(kept, outcome: .passed, artifactsDirectory: artifacts)
    let manifest = try #require(SnapshotRunManifest.latest(in: artifacts))
    let orphans = SnapshotOrphans(manifest: manifest, snapshotsDirectory: snapshots)
    #expect(
      orphans.list().map(\.lastPathComponent) == ["testRemoved.1.png", "testGone.tree.txt"])
    #expect(try orphans.prune().count == 2)
    #expect(orphans.list().isEmpty)
    #expect(FileManager.default.fileExists(atPath: kept.referenceURL.path))
  }

  @Test("runs started with a test filter are filtered")
  func filterDetection() throws {
    let reference = try makeReference("CardTests/testCard.1.png")
    let run = SnapshotRun(id: "run-f", arguments: ["tests.xctest", "--filter", "CardTests"])
    run.touch(reference, outcome: .passed, artifactsDirectory: artifacts)
    let manifest = SnapshotRunManifest.read(folder: artifacts.appendingPathComponent("runs/run-f"))
    #expect(manifest.isFiltered)
    #expect(manifest.touched == [reference.referenceURL.path])
  }

  @Test("pruning is refused after a failed run and after a filtered run")
  func refusals() throws {
    let reference = try makeReference("CardTests/testCard.1.png")
    let failed = SnapshotRun(id: "run-failed", arguments: ["PinframePackageTests.xctest"])
    failed.touch(reference, outcome: .failed("x"), artifactsDirectory: artifacts)
    let manifest = SnapshotRunManifest.read(
      folder: artifacts.appendingPathComponent("runs/run-failed"))
    let orphans = SnapshotOrphans(manifest: manifest, snapshotsDirectory: snapshots)
    #expect(throws: SnapshotOrphanError.failedRun(runID: "run-failed", failures: 1)) {
      try orphans.prune()
    }
    var filtered = manifest
    filtered.failures = 0
    filtered.isFiltered = true
    #expect(
      SnapshotOrphans(manifest: filtered, snapshotsDirectory: snapshots).pruneRefusal
        == .filteredRun(runID: "run-failed"))
  }

  @Test("a run told it is filtered says so in its manifest, whatever its arguments")
  func explicitFilter() throws {
    let reference = try makeReference("card/spec.image.png")
    let run = SnapshotRun(id: "run-shard", arguments: ["pinframe", "test"], isFiltered: true)
    run.touch(reference, outcome: .passed, artifactsDirectory: artifacts)
    let manifest = SnapshotRunManifest.read(
      folder: artifacts.appendingPathComponent("runs/run-shard"))
    #expect(manifest.isFiltered)
  }

  @Test("with reference names, only files of those names count")
  func referenceNames() throws {
    let kept = try makeReference("card/spec.image.png")
    _ = try makeReference("gone/spec.image.png")
    _ = try makeReference("CardTests/testCard.1.png")
    let run = SnapshotRun(id: "run-names", arguments: ["pinframe", "test"], isFiltered: false)
    run.touch(kept, outcome: .passed, artifactsDirectory: artifacts)
    let manifest = SnapshotRunManifest.read(
      folder: artifacts.appendingPathComponent("runs/run-names"))
    let orphans = SnapshotOrphans(
      manifest: manifest, snapshotsDirectory: snapshots, referenceNames: ["spec.image.png"])
    #expect(orphans.list().map { $0.deletingLastPathComponent().lastPathComponent } == ["gone"])
  }
}
