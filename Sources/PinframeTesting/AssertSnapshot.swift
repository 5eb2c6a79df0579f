@_exported import PinframeSnapshot
import Testing

/// Asserts that `value` matches its reference snapshot, reporting a failure to Swift Testing or
/// XCTest (whichever runs the test) at the caller's file and line.
///
/// ```swift
/// @Test func card() {
///   let card = CardView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
///   assertSnapshot(of: card, as: .image(scale: 2))
///   assertSnapshot(of: card, as: .frames)
/// }
/// ```
///
/// A missing reference is recorded (and the assertion fails, saying so) unless the record mode
/// is `never`, the default on CI. See ``verifySnapshot(of:as:named:record:snapshotDirectory:file:testName:line:)``
/// for where references live.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy, such as `.image`, `.frames` or `.animation(…)`.
///   - name: The snapshot's name; by default its 1-based position within the test. A
///     parameterised Swift Testing test must pass one (for example its argument).
///   - recording: The record mode for this assertion; inherited when `nil`.
///   - snapshotDirectory: The folder holding references, overriding every other setting.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - testName: The test's name.
///   - line: The caller's line.
///   - column: The caller's column.
@preconcurrency @MainActor
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value>,
  named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  XCTestCounterReset.installIfNeeded()
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  if name == nil, Test.Case.current?.isParameterized == true {
    recordSnapshotIssue(
      SnapshotSetupError.parameterizedTestNeedsName(testName: testName).description, at: site)
    return
  }
  let message = verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: recording,
    snapshotDirectory: snapshotDirectory, file: filePath, testName: testName, line: line)
  if let message { recordSnapshotIssue(message, at: site) }
}
