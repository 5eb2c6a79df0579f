import Foundation
import PinframeSnapshot
import XCTest

// swift-snapshot-testing's deprecated spellings of the assertions, kept working so that old test
// code compiles and its warnings say what to write instead.

/// Asserts a snapshot, taking the record mode as a `Bool` (deprecated).
@available(
  *, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'"
)
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshot(
    of: try value(), as: snapshotting, named: name,
    record: SnapshotTestingConfiguration.Record(recording: recording), timeout: timeout,
    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Asserts one snapshot per named strategy, taking the record mode as a `Bool` (deprecated).
@available(
  *, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'"
)
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [String: Snapshotting<Value, Format>],
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshots(
    of: try value(), as: strategies,
    record: SnapshotTestingConfiguration.Record(recording: recording), timeout: timeout,
    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Asserts one snapshot per strategy, taking the record mode as a `Bool` (deprecated).
@available(
  *, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'"
)
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [Snapshotting<Value, Format>],
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshots(
    of: try value(), as: strategies,
    record: SnapshotTestingConfiguration.Record(recording: recording), timeout: timeout,
    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Asserts a snapshot: the spelling before `of:`.
@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
  matching value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  file: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line
) {
  assertSnapshot(
    of: try value(), as: snapshotting, named: name,
    record: SnapshotTestingConfiguration.Record(recording: recording), timeout: timeout,
    file: file, testName: testName, line: line)
}

/// Asserts one snapshot per named strategy: the spelling before `of:`.
@available(
  *, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)"
)
public func assertSnapshots<Value, Format>(
  matching value: @autoclosure () throws -> Value,
  as strategies: [String: Snapshotting<Value, Format>],
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  file: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line
) {
  assertSnapshots(
    of: try value(), as: strategies,
    record: SnapshotTestingConfiguration.Record(recording: recording), timeout: timeout,
    file: file, testName: testName, line: line)
}

/// Asserts one snapshot per strategy: the spelling before `of:`.
@available(
  *, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)"
)
public func assertSnapshots<Value, Format>(
  matching value: @autoclosure () throws -> Value,
  as strategies: [Snapshotting<Value, Format>],
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  file: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line
) {
  assertSnapshots(
    of: try value(), as: strategies,
    record: SnapshotTestingConfiguration.Record(recording: recording), timeout: timeout,
    file: file, testName: testName, line: line)
}

/// swift-snapshot-testing's old base class name.
@available(*, deprecated, renamed: "XCTestCase")
public typealias SnapshotTestCase = XCTestCase
