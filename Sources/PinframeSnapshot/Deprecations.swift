import Foundation

// swift-snapshot-testing's deprecated spellings, kept working so that old test code compiles
// and its warnings say what to write instead.

/// Whether every reference is recorded (`true` means record mode `all`).
@available(
  *, deprecated,
  message:
    "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information."
)
public var isRecording: Bool {
  get {
    (SnapshotTestingConfiguration.current.record ?? ProcessSnapshotDefaults.current.record)
      == .all
  }
  set { ProcessSnapshotDefaults.current.record = newValue ? .all : .missing }
}

/// Whether every reference is recorded: the oldest spelling of `isRecording`.
@available(*, deprecated, renamed: "isRecording")
public var record: Bool {
  get { ProcessSnapshotDefaults.current.record == .all }
  set { ProcessSnapshotDefaults.current.record = newValue ? .all : .missing }
}

/// The diff tool failure messages print a command for.
@available(
  *, deprecated,
  message:
    "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information."
)
public var diffTool: SnapshotTestingConfiguration.DiffTool {
  get { ProcessSnapshotDefaults.current.diffTool ?? .default }
  set { ProcessSnapshotDefaults.current.diffTool = newValue }
}

@available(
  *, deprecated, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'."
)
extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
  /// `true` is `.all`, `false` is `.missing`.
  public init(booleanLiteral value: Bool) {
    self = value ? .all : .missing
  }
}

@available(
  *, deprecated, renamed: "SnapshotTestingConfiguration.DiffTool.default",
  message: "Use '.default' instead of a 'nil' value for 'diffTool'."
)
extension SnapshotTestingConfiguration.DiffTool: ExpressibleByNilLiteral {
  /// The default diff tool.
  public init(nilLiteral: ()) {
    self = .default
  }
}

extension SnapshotTestingConfiguration.Record {
  /// The mode a deprecated `record: Bool?` argument means: `true` is `all`, `false` is
  /// `missing`, `nil` inherits.
  package init?(recording: Bool?) {
    guard let recording else { return nil }
    self = recording ? .all : .missing
  }
}

/// Checks `value` against its reference, taking the record mode as a `Bool` (deprecated).
@available(
  *, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'"
)
@_disfavoredOverload
@preconcurrency @MainActor
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: Bool? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  verifySnapshot(
    of: try value(), as: snapshotting, named: name,
    record: SnapshotTestingConfiguration.Record(recording: recording),
    snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath,
    testName: testName, line: line, column: column)
}

/// Checks `value` against its reference: the spelling before `of:`.
@available(
  *, deprecated,
  renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)"
)
@preconcurrency @MainActor
public func verifySnapshot<Value, Format>(
  matching value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: Bool? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  file: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line
) -> String? {
  verifySnapshot(
    of: try value(), as: snapshotting, named: name,
    record: SnapshotTestingConfiguration.Record(recording: recording),
    snapshotDirectory: snapshotDirectory, timeout: timeout, file: file, testName: testName,
    line: line)
}
