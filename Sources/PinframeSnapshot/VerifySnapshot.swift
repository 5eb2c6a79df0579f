import Foundation
import PinframeFiles

/// Checks `value` against its reference and returns the failure message, or `nil` when it
/// matches; the building block of `assertSnapshot`.
///
/// The reference lives at `Snapshots/<TestFile>/<testName>.<name or counter>.<ext>` at the
/// package root (found by walking up from `file` to `Package.swift`), unless
/// `snapshotDirectory`, a `withSnapshotTesting` scope or `PINFRAME_SNAPSHOTS_DIR` names another
/// folder. Failure artifacts go to `SNAPSHOT_ARTIFACTS` (default `.build/snapshot-artifacts`).
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy, such as `.image` or `.frames`.
///   - name: The snapshot's name; by default its 1-based position within the test.
///   - recording: The record mode for this assertion; inherited when `nil`.
///   - snapshotDirectory: The folder holding references, overriding every other setting.
///   - file: The test file (`#filePath`).
///   - testName: The test's name (`#function`).
///   - line: The assertion's line (`#line`).
@preconcurrency @MainActor
public func verifySnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value>,
  named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  file: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line
) -> String? {
  let testFile = "\(file)"
  let configuration = SnapshotTestingConfiguration.current
  let environment = SnapshotEnvironment()
  let format: any SnapshotFormat
  do {
    format = try snapshotting.makeFormat(try value())
  } catch {
    return "Could not take the snapshot: \(SystemErrorDescription.describe(error))"
  }
  let number = (SnapshotCounter.current ?? .processWide).next(
    testFile: testFile, testName: testName)
  do {
    let record = try environment.resolvedRecordMode(recording ?? configuration.record)
    let root = SnapshotLocation.packageRoot(above: testFile)
    guard
      let snapshots = snapshotDirectory.map({ URL(fileURLWithPath: $0) })
        ?? configuration.snapshotsDirectory ?? environment.snapshotsDirectory
        ?? root?.appendingPathComponent("Snapshots")
    else { throw SnapshotSetupError.packageRootNotFound(testFile: testFile) }
    let artifacts =
      configuration.artifactsDirectory ?? environment.artifactsDirectory
      ?? (root ?? FileManager.default.temporaryDirectory)
      .appendingPathComponent(".build/snapshot-artifacts")
    let location = SnapshotLocation(
      snapshotsDirectory: snapshots, testFile: testFile, testName: testName,
      name: name ?? String(number), pathExtension: format.pathExtension)
    let verifier = SnapshotVerifier(
      location: location, record: record, artifactsDirectory: artifacts)
    let outcome = verifier.verify(format, testName: testName).outcome
    SnapshotRun.shared.touch(location, outcome: outcome, artifactsDirectory: artifacts)
    return outcome.failureMessage
  } catch {
    return SystemErrorDescription.describe(error)
  }
}
