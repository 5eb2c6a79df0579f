import Foundation
@_exported import PinframeSnapshot
import Testing

/// Asserts that `value` matches its reference snapshot, reporting a failure to Swift Testing or
/// XCTest (whichever runs the test) at the caller's file and line, with
/// swift-snapshot-testing's signature.
///
/// ```swift
/// @Test func card() {
///   let card = CardView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
///   assertSnapshot(of: card, as: .image(scale: 2))
///   assertSnapshot(of: card, as: .recursiveDescription)
/// }
/// ```
///
/// A missing reference is recorded (and the assertion fails, saying so) unless the record mode
/// is `never`, the default on CI. Under Swift Testing a failure attaches the expected, actual
/// and diff files (`swift test --attachments-path DIR` collects them). See
/// `verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)`
/// for where references live.
///
/// It may be called from any thread or isolation, as swift-snapshot-testing's: the value is
/// made and snapshotted on the main actor, in the test's own view runtime, the caller waiting.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy, such as `.image`, `.frames` or `.animation(…)`.
///   - name: The snapshot's name; by default its 1-based position within the test. A
///     parameterised Swift Testing test must pass one (for example its argument).
///   - recording: The record mode for this assertion; inherited when `nil`.
///   - snapshotDirectory: The folder holding references, overriding every other setting.
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
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  if name == nil, Test.Case.current?.isParameterized == true {
    recordSnapshotIssue(
      SnapshotSetupError.parameterizedTestNeedsName(testName: testName).description, at: site)
    return
  }
  XCTestCounterReset.installIfNeeded()
  let check = checkSnapshotOnMainActor(
    of: value, as: snapshotting, named: name, record: recording,
    snapshotDirectory: snapshotDirectory, timeout: timeout, file: filePath, testName: testName)
  if let message = check.message {
    recordSnapshotIssue(message, attachments: check.attachments, at: site)
  }
}

/// Asserts that `value` matches one reference per named strategy, each stored under its name
/// (in name order).
///
/// ```swift
/// assertSnapshots(of: screen, as: ["phone": .image(on: .iPhone13), "tablet": .image(on: .iPadPro11)])
/// ```
///
/// - Parameters:
///   - value: The value to snapshot (evaluated once per strategy).
///   - strategies: The strategies by snapshot name.
///   - recording: The record mode for these assertions; inherited when `nil`.
///   - snapshotDirectory: The folder holding references, overriding every other setting.
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
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
    assertSnapshot(
      of: try value(), as: strategy, named: name, record: recording,
      snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath,
      testName: testName, line: line, column: column)
  }
}

/// Asserts that `value` matches one reference per strategy, numbered as separate assertions
/// would be.
///
/// ```swift
/// assertSnapshots(of: card, as: [.image, .recursiveDescription])
/// ```
///
/// - Parameters:
///   - value: The value to snapshot (evaluated once per strategy).
///   - strategies: The strategies, in order.
///   - recording: The record mode for these assertions; inherited when `nil`.
///   - snapshotDirectory: The folder holding references, overriding every other setting.
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
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for strategy in strategies {
    assertSnapshot(
      of: try value(), as: strategy, record: recording, snapshotDirectory: snapshotDirectory,
      timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line,
      column: column)
  }
}
