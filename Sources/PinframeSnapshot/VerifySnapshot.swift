import Foundation
import PinframeFiles

/// Checks `value` against its reference and returns the failure message, or `nil` when it
/// matches: the building block of `assertSnapshot`, with swift-snapshot-testing's signature.
///
/// The reference lives at `Snapshots/<TestFile>/<testName>.<name or counter>.<ext>` at the
/// package root (found by walking up from `file` to `Package.swift`), unless
/// `snapshotDirectory`, a `withSnapshotTesting` scope or `PINFRAME_SNAPSHOTS_DIR` names another
/// folder. Failure artifacts go to `SNAPSHOT_ARTIFACTS` (default `.build/snapshot-artifacts`).
///
/// It may be called from any thread or isolation: the value is made and snapshotted on the main
/// actor, the caller waiting.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy, such as `.image` or `.recursiveDescription`.
///   - name: The snapshot's name; by default its 1-based position within the test.
///   - recording: The record mode for this assertion; inherited when `nil`.
///   - snapshotDirectory: The folder holding references, overriding every other setting.
///   - timeout: How many seconds a strategy that answers asynchronously may take.
///   - fileID: The test file's ID (`#fileID`).
///   - filePath: The test file (`#filePath`); references are found from it.
///   - testName: The test's name (`#function`).
///   - line: The assertion's line (`#line`).
///   - column: The assertion's column (`#column`).
/// - Returns: The failure message, or `nil` when the snapshot matches.
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  checkSnapshotOnMainActor(
    of: value, as: snapshotting, named: name, record: recording,
    snapshotDirectory: snapshotDirectory, timeout: timeout, file: filePath, testName: testName
  ).message
}

/// The outcome of one snapshot check: the failure message and what to attach to it.
package struct SnapshotCheck {
  /// The failure message, `nil` when the snapshot matches.
  package var message: String?
  /// The expected, actual and diff files (and a custom diffing's attachments) of a failure.
  package var attachments: [XCTAttachment] = []
}

/// Checks `value` against its reference (see ``verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``)
/// and also returns the failure's attachments.
@MainActor
package func checkSnapshot<Value, Format>(
  of value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
  named name: String?, record recording: SnapshotTestingConfiguration.Record?,
  snapshotDirectory: String?, timeout: TimeInterval, file filePath: StaticString,
  testName: String
) -> SnapshotCheck {
  let snapshot: Format
  do {
    snapshot = try SnapshotWaiter.value(of: snapshotting.snapshot(try value()), timeout: timeout)
  } catch {
    return SnapshotCheck(
      message: "Could not take the snapshot: \(SystemErrorDescription.describe(error))")
  }
  let extensionName = snapshotting.pathExtension ?? ""
  let custom = DiffingSnapshotFormat(
    value: snapshot, diffing: snapshotting.diffing, pathExtension: extensionName)
  let format = snapshotting.diffing.makeFormat?(snapshot) ?? custom
  do {
    try format.validate()
  } catch {
    return SnapshotCheck(message: SystemErrorDescription.describe(error))
  }
  let testFile = "\(filePath)"
  let number = (SnapshotCounter.current ?? .processWide).next(
    testFile: testFile, testName: testName)
  do {
    let verifier = try makeVerifier(
      testFile: testFile, testName: testName, name: name ?? String(number),
      pathExtension: extensionName, recording: recording, snapshotDirectory: snapshotDirectory)
    let verification = verifier.verify(format, testName: testName)
    SnapshotRun.shared.touch(
      verifier.location, outcome: verification.outcome,
      artifactsDirectory: verifier.artifactsDirectory)
    guard let message = verification.outcome.failureMessage else { return SnapshotCheck() }
    return SnapshotCheck(
      message: message,
      attachments: verification.attachments(named: verifier.location) + custom.attachments.values)
  } catch {
    return SnapshotCheck(message: SystemErrorDescription.describe(error))
  }
}

/// The verifier for one snapshot: its reference, record mode (and where it came from), diff
/// tool and artifacts folder, resolved from the arguments, the configuration and the
/// environment.
@MainActor
private func makeVerifier(
  testFile: String, testName: String, name: String, pathExtension: String,
  recording: SnapshotTestingConfiguration.Record?, snapshotDirectory: String?
) throws -> SnapshotVerifier {
  let configuration = SnapshotTestingConfiguration.current
  let environment = SnapshotEnvironment()
  let (record, origin) = try environment.resolvedRecord(
    argument: recording, configuration: configuration)
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
    snapshotsDirectory: snapshots, testFile: testFile, testName: testName, name: name,
    pathExtension: pathExtension)
  var verifier = SnapshotVerifier(location: location, record: record, artifactsDirectory: artifacts)
  verifier.diffTool =
    configuration.diffTool ?? ProcessSnapshotDefaults.current.diffTool ?? .default
  verifier.recordModeExplanation = (origin.source(of: record), origin.override)
  return verifier
}
