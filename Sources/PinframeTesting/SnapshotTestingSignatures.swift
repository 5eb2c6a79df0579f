import Foundation
import PinframeSnapshot
import Testing

// swift-snapshot-testing's exact parameter lists, beside Pinframe's longer ones (which add
// `snapshotDirectory:`, `snapshotsDirectory:`, `artifactsDirectory:`). A call that passes none
// of Pinframe's extra arguments picks these, and in a file that imports both libraries it
// matches SnapshotTesting's function just as well: a call either library could take does not
// compile ("ambiguous use of …") instead of silently going to the other library.

/// Asserts that `value` matches its reference snapshot, with swift-snapshot-testing's
/// parameters (see
/// ``assertSnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``).
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy, such as `.image`.
///   - name: The snapshot's name; by default its 1-based position within the test.
///   - recording: The record mode for this assertion; inherited when `nil`.
///   - timeout: How many seconds a strategy that answers asynchronously may take.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - testName: The test's name.
///   - line: The caller's line.
///   - column: The caller's column.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshot(
    of: try value(), as: snapshotting, named: name, record: recording, snapshotDirectory: nil,
    timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line,
    column: column)
}

/// Asserts that `value` matches one reference per named strategy, with
/// swift-snapshot-testing's parameters.
///
/// - Parameters:
///   - value: The value to snapshot (evaluated once per strategy).
///   - strategies: The strategies by snapshot name.
///   - recording: The record mode for these assertions; inherited when `nil`.
///   - timeout: How many seconds a strategy that answers asynchronously may take.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - testName: The test's name.
///   - line: The caller's line.
///   - column: The caller's column.
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [String: Snapshotting<Value, Format>],
  record recording: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshots(
    of: try value(), as: strategies, record: recording, snapshotDirectory: nil,
    timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line,
    column: column)
}

/// Asserts that `value` matches one reference per strategy, with swift-snapshot-testing's
/// parameters.
///
/// - Parameters:
///   - value: The value to snapshot (evaluated once per strategy).
///   - strategies: The strategies, in order.
///   - recording: The record mode for these assertions; inherited when `nil`.
///   - timeout: How many seconds a strategy that answers asynchronously may take.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - testName: The test's name.
///   - line: The caller's line.
///   - column: The caller's column.
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [Snapshotting<Value, Format>],
  record recording: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshots(
    of: try value(), as: strategies, record: recording, snapshotDirectory: nil,
    timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line,
    column: column)
}

extension Trait where Self == SnapshotsTrait {
  /// Snapshot settings for a suite or test, with swift-snapshot-testing's parameters (see
  /// ``snapshots(record:diffTool:snapshotsDirectory:artifactsDirectory:)``).
  ///
  /// - Parameters:
  ///   - record: The record mode; it overrides `SNAPSHOT_TESTING_RECORD`. `nil` inherits.
  ///   - diffTool: The diff tool failure messages print a command for; `nil` inherits.
  public static func snapshots(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil
  ) -> SnapshotsTrait {
    snapshots(record: record, diffTool: diffTool, snapshotsDirectory: nil, artifactsDirectory: nil)
  }
}
