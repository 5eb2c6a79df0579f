import Foundation

/// The environment variables snapshot assertions read.
///
/// - `SNAPSHOT_TESTING_RECORD`: `all`, `missing`, `failed` or `never` (swift-snapshot-testing's
///   name for the same setting).
/// - `CI`: when set (to anything but `0` or `false`), the default record mode is `never`, so a
///   missing reference fails on CI instead of being recorded silently.
/// - `SNAPSHOT_ARTIFACTS`: the folder for failure artifacts (default
///   `.build/snapshot-artifacts` at the package root).
/// - `PINFRAME_SNAPSHOTS_DIR`: the folder holding references (default `Snapshots/` at the
///   package root).
public struct SnapshotEnvironment: Sendable {
  /// The variables, by name.
  public var variables: [String: String]

  /// Reads the process environment.
  public init(variables: [String: String] = ProcessInfo.processInfo.environment) {
    self.variables = variables
  }

  /// Whether the run is on CI (the `CI` variable is set and not `0`/`false`).
  public var isCI: Bool {
    guard let value = variables["CI"]?.lowercased() else { return false }
    return !["", "0", "false", "no"].contains(value)
  }

  /// The record mode from `SNAPSHOT_TESTING_RECORD`, `nil` when unset.
  ///
  /// - Throws: ``SnapshotSetupError/invalidRecordMode(_:)`` for a value that is not a mode.
  public func recordMode() throws(SnapshotSetupError) -> SnapshotTestingConfiguration.Record? {
    guard let text = variables["SNAPSHOT_TESTING_RECORD"], !text.isEmpty else { return nil }
    guard let mode = SnapshotTestingConfiguration.Record(rawValue: text) else {
      throw .invalidRecordMode(text)
    }
    return mode
  }

  /// The record mode in effect: `explicit`, else the environment's, else `never` on CI and
  /// `missing` elsewhere.
  public func resolvedRecordMode(_ explicit: SnapshotTestingConfiguration.Record?)
    throws(SnapshotSetupError) -> SnapshotTestingConfiguration.Record
  {
    if let explicit { return explicit }
    return try recordMode() ?? (isCI ? .never : .missing)
  }

  /// The record mode in effect and where it came from: `argument`, else the configuration's
  /// (a scope or trait), else the process-wide `isRecording`, else `SNAPSHOT_TESTING_RECORD`,
  /// else `never` on CI and `missing` elsewhere.
  ///
  /// - Throws: ``SnapshotSetupError/invalidRecordMode(_:)`` for a value that is not a mode.
  package func resolvedRecord(
    argument: SnapshotTestingConfiguration.Record?, configuration: SnapshotTestingConfiguration
  ) throws(SnapshotSetupError) -> (
    mode: SnapshotTestingConfiguration.Record, origin: SnapshotTestingConfiguration.RecordOrigin
  ) {
    if let argument { return (argument, .argument) }
    if let record = configuration.record { return (record, configuration.recordOrigin) }
    if let record = ProcessSnapshotDefaults.current.record { return (record, .global) }
    if let record = try recordMode() { return (record, .environment) }
    return isCI ? (.never, .continuousIntegration) : (.missing, .standard)
  }

  /// The artifacts folder from `SNAPSHOT_ARTIFACTS`, `nil` when unset.
  public var artifactsDirectory: URL? {
    variables["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
  }

  /// The references folder from `PINFRAME_SNAPSHOTS_DIR`, `nil` when unset.
  public var snapshotsDirectory: URL? {
    variables["PINFRAME_SNAPSHOTS_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
  }
}

/// A snapshot setting that cannot be used.
public enum SnapshotSetupError: Error, Hashable, CustomStringConvertible {
  /// `SNAPSHOT_TESTING_RECORD` holds something other than a record mode.
  case invalidRecordMode(String)
  /// No `Package.swift` was found above the test file, so `Snapshots/` cannot be located.
  case packageRootNotFound(testFile: String)
  /// A parameterised test case asserted a snapshot without `named:`.
  case parameterizedTestNeedsName(testName: String)

  /// A message that says what to change.
  public var description: String {
    switch self {
    case .invalidRecordMode(let value):
      return
        "SNAPSHOT_TESTING_RECORD=\(value) is not a record mode; use all, missing, failed or never"
    case .packageRootNotFound(let file):
      return
        "no Package.swift above \(file): pass snapshotsDirectory: or set PINFRAME_SNAPSHOTS_DIR"
    case .parameterizedTestNeedsName(let test):
      return
        "\(test) is parameterised: pass named: (for example the argument) so each case gets its own stable reference name"
    }
  }
}
