import Foundation
import PinframeSnapshot
import Testing

@Suite("Run manifests")
struct SnapshotRunManifestTests {
  private let artifacts = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-manifests-\(UUID().uuidString)")
  private var runs: URL { artifacts.appendingPathComponent("runs") }

  /// A finished run's folder, `runs/<id>/1.manifest` (and `other` files), last modified
  /// `minutesAgo` minutes ago.
  private func makeRun(_ id: String, minutesAgo: Double, other: [String] = []) throws {
    let folder = runs.appendingPathComponent(id)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in ["1.manifest"] + other {
      try Data("process\tcomplete\tx\n".utf8).write(to: folder.appendingPathComponent(file))
    }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -60 * minutesAgo)], ofItemAtPath: folder.path)
  }

  private func folders() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: runs.path).sorted()
  }

  @Test("a run's first note keeps the manifests of the 4 newest earlier runs and its own")
  func pruning() throws {
    defer { try? FileManager.default.removeItem(at: artifacts) }
    #expect(SnapshotRunManifest.keptRuns == 5)
    for (index, id) in ["r1", "r2", "r3", "r4", "r5", "r6", "r7"].enumerated() {
      // r7 is the newest; r1, modified 7 minutes ago, the oldest
      try makeRun(id, minutesAgo: Double(7 - index), other: id == "r2" ? ["notes.txt"] : [])
    }
    let location = SnapshotLocation(
      snapshotsDirectory: artifacts.appendingPathComponent("Snapshots"), testFile: "CardTests",
      testName: "testCard", name: "1", pathExtension: "png")
    let run = SnapshotRun(id: "r8", arguments: ["tests.xctest"])
    run.touch(location, outcome: .passed, artifactsDirectory: artifacts)
    // r1's folder goes; r2's keeps the file that is not a manifest; r3 is pruned too
    #expect(try folders() == ["r2", "r4", "r5", "r6", "r7", "r8"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: runs.appendingPathComponent("r2").path)
        == ["notes.txt"])
    #expect(
      try SnapshotRunManifest.read(folder: runs.appendingPathComponent("r8")).touched == [
        location.referenceURL.path
      ])
    // later notes of the same run prune nothing more
    try FileManager.default.removeItem(at: runs.appendingPathComponent("r2"))
    try makeRun("r0", minutesAgo: 60)
    run.touch(location, outcome: .failed("changed"), artifactsDirectory: artifacts)
    let afterSecondNote = try folders()
    #expect(afterSecondNote == ["r0", "r4", "r5", "r6", "r7", "r8"])
    // one manifest, one header, both notes
    let manifest = try String(
      contentsOf: runs.appendingPathComponent("r8/\(getpid()).manifest"), encoding: .utf8)
    #expect(
      manifest.split(separator: "\n").map { $0.split(separator: "\t")[0] } == [
        "process", "touched", "touched",
      ])
    // the next run keeps r8 (written now) and the 3 newest before it: r4 and r0 go
    SnapshotRun(id: "r9", arguments: ["tests.xctest"])
      .touch(location, outcome: .passed, artifactsDirectory: artifacts)
    #expect(try folders() == ["r5", "r6", "r7", "r8", "r9"])
  }
}
