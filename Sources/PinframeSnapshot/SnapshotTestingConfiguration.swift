import Foundation

/// Settings of snapshot assertions: record mode, diff tool, and where references and artifacts
/// live.
///
/// Values resolve from the most specific place that sets them: the `record:` argument of one
/// assertion, then the innermost `withSnapshotTesting(record:diffTool:snapshotsDirectory:artifactsDirectory:operation:)`
/// scope (or a suite's `.snapshots(record:)` trait), then the deprecated process-wide
/// `isRecording`, then environment variables (`SNAPSHOT_TESTING_RECORD`, `CI`), then defaults.
public struct SnapshotTestingConfiguration: Sendable {
  /// The record mode, or `nil` to inherit.
  public var record: Record?
  /// The diff tool whose command failure messages print, or `nil` to inherit.
  public var diffTool: DiffTool?
  /// The folder that holds references (default: `Snapshots/` at the package root), or `nil` to
  /// inherit.
  public var snapshotsDirectory: URL?
  /// The folder that receives failure artifacts, or `nil` to inherit.
  public var artifactsDirectory: URL?
  /// Where ``record`` was set, for failure messages.
  package var recordOrigin: RecordOrigin = .scope

  /// Creates a configuration; `nil` values inherit.
  public init(
    record: Record? = nil, diffTool: DiffTool? = nil, snapshotsDirectory: URL? = nil,
    artifactsDirectory: URL? = nil
  ) {
    self.record = record
    self.diffTool = diffTool
    self.snapshotsDirectory = snapshotsDirectory
    self.artifactsDirectory = artifactsDirectory
  }

  /// The configuration of the innermost scope.
  @TaskLocal public static var current = SnapshotTestingConfiguration()

  /// This configuration with the values `other` sets laid over it.
  public func merging(_ other: SnapshotTestingConfiguration) -> SnapshotTestingConfiguration {
    var merged = SnapshotTestingConfiguration(
      record: other.record ?? record, diffTool: other.diffTool ?? diffTool,
      snapshotsDirectory: other.snapshotsDirectory ?? snapshotsDirectory,
      artifactsDirectory: other.artifactsDirectory ?? artifactsDirectory)
    merged.recordOrigin = other.record != nil ? other.recordOrigin : recordOrigin
    return merged
  }
}

extension SnapshotTestingConfiguration {
  /// When references are written, as swift-snapshot-testing's record modes.
  public struct Record: Sendable, Hashable, CustomStringConvertible {
    private enum Storage: String, Sendable, Hashable {
      case all, missing, failed, never
    }

    private let storage: Storage

    /// Writes every reference, even matching ones; the assertion fails so the change is seen.
    public static let all = Record(storage: .all)
    /// Writes references that do not exist yet (and fails the assertion); compares the others.
    public static let missing = Record(storage: .missing)
    /// Writes references that do not exist or do not match (and fails the assertion).
    public static let failed = Record(storage: .failed)
    /// Never writes references, so a missing reference fails (the default when `CI` is set).
    public static let never = Record(storage: .never)

    /// Reads a mode from its name: `all`, `missing`, `failed` or `never`.
    public init?(rawValue: String) {
      guard let storage = Storage(rawValue: rawValue.lowercased()) else { return nil }
      self.storage = storage
    }

    private init(storage: Storage) {
      self.storage = storage
    }

    /// The mode's name.
    public var description: String { storage.rawValue }

    /// Whether a missing reference is written in this mode.
    public var recordsMissing: Bool { storage != .never }

    /// Whether a reference that does not match is overwritten in this mode.
    public var recordsFailures: Bool { storage == .all || storage == .failed }

    /// Whether every reference is rewritten (when its pixels changed) in this mode.
    public var recordsAll: Bool { storage == .all }
  }
}

/// Runs `operation` with snapshot settings laid over the current ones, as swift-snapshot-testing's
/// function of that name; nested scopes inherit what they do not set.
///
/// ```swift
/// override func invokeTest() {
///   withSnapshotTesting(record: .failed, diffTool: .ksdiff) { super.invokeTest() }
/// }
/// ```
///
/// A record mode set here overrides `SNAPSHOT_TESTING_RECORD` for the assertions inside.
///
/// - Parameters:
///   - record: The record mode, or `nil` to inherit.
///   - diffTool: The diff tool failure messages print a command for, or `nil` to inherit.
///   - snapshotsDirectory: The folder holding references, or `nil` to inherit.
///   - artifactsDirectory: The folder receiving failure artifacts, or `nil` to inherit.
///   - operation: The code the settings apply to.
public func withSnapshotTesting<Result>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil, snapshotsDirectory: URL? = nil,
  artifactsDirectory: URL? = nil, operation: () throws -> Result
) rethrows -> Result {
  let overlay = SnapshotTestingConfiguration(
    record: record, diffTool: diffTool, snapshotsDirectory: snapshotsDirectory,
    artifactsDirectory: artifactsDirectory)
  return try SnapshotTestingConfiguration.$current.withValue(
    SnapshotTestingConfiguration.current.merging(overlay), operation: operation)
}

/// Runs async `operation` with snapshot settings laid over the current ones (see the
/// synchronous form).
///
/// - Parameters:
///   - record: The record mode, or `nil` to inherit.
///   - diffTool: The diff tool failure messages print a command for, or `nil` to inherit.
///   - snapshotsDirectory: The folder holding references, or `nil` to inherit.
///   - artifactsDirectory: The folder receiving failure artifacts, or `nil` to inherit.
///   - operation: The code the settings apply to.
public func withSnapshotTesting<Result>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil, snapshotsDirectory: URL? = nil,
  artifactsDirectory: URL? = nil, operation: () async throws -> Result
) async rethrows -> Result {
  let overlay = SnapshotTestingConfiguration(
    record: record, diffTool: diffTool, snapshotsDirectory: snapshotsDirectory,
    artifactsDirectory: artifactsDirectory)
  return try await SnapshotTestingConfiguration.$current.withValue(
    SnapshotTestingConfiguration.current.merging(overlay), operation: operation)
}
