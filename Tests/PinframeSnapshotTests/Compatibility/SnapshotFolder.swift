import Foundation
import Pinframe
import PinframeSnapshot

/// A temporary snapshots and artifacts folder, and `verifySnapshot` calls into it as a test in
/// `/repo/Tests/AppTests/CardTests.swift`.
@MainActor
struct SnapshotFolder {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-compat-\(UUID().uuidString)")
  var snapshots: URL { root.appendingPathComponent("Snapshots") }
  var artifacts: URL { root.appendingPathComponent("artifacts") }

  /// Verifies `value` as snapshot `name` of test `testCard()`.
  func verify<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>, named name: String = "card",
    record: SnapshotTestingConfiguration.Record? = .missing
  ) -> String? {
    withSnapshotTesting(artifactsDirectory: artifacts) {
      verifySnapshot(
        of: value, as: strategy, named: name, record: record, snapshotDirectory: snapshots.path,
        file: "/repo/Tests/AppTests/CardTests.swift", testName: "testCard()")
    }
  }

  /// The reference file of snapshot `name`.
  func reference(_ name: String = "card", _ pathExtension: String = "png") -> URL {
    let file = pathExtension.isEmpty ? "testCard.\(name)" : "testCard.\(name).\(pathExtension)"
    return snapshots.appendingPathComponent("CardTests").appendingPathComponent(file)
  }

  /// The reference's text.
  func text(_ name: String = "card", _ pathExtension: String = "txt") throws -> String {
    String(decoding: try Data(contentsOf: reference(name, pathExtension)), as: UTF8.self)
  }

  /// Writes `data` as the reference of snapshot `name`.
  func write(_ data: Data, _ name: String = "card", _ pathExtension: String = "png") throws {
    let url = reference(name, pathExtension)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }
}
