import Foundation

// swift-snapshot-testing's exact parameter lists, beside Pinframe's longer ones. A call that
// passes none of Pinframe's extra arguments picks these, and in a file that imports both
// libraries it matches SnapshotTesting's function just as well: the call does not compile
// ("ambiguous use of …") instead of silently configuring the other library.

/// Runs `operation` with snapshot settings laid over the current ones, with
/// swift-snapshot-testing's parameters (see
/// `withSnapshotTesting(record:diffTool:snapshotsDirectory:artifactsDirectory:operation:)`).
///
/// - Parameters:
///   - record: The record mode, or `nil` to inherit.
///   - diffTool: The diff tool failure messages print a command for, or `nil` to inherit.
///   - operation: The code the settings apply to.
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  operation: () throws -> R
) rethrows -> R {
  try withSnapshotTesting(
    record: record, diffTool: diffTool, snapshotsDirectory: nil, artifactsDirectory: nil,
    operation: operation)
}

/// Runs async `operation` with snapshot settings laid over the current ones, with
/// swift-snapshot-testing's parameters.
///
/// - Parameters:
///   - record: The record mode, or `nil` to inherit.
///   - diffTool: The diff tool failure messages print a command for, or `nil` to inherit.
///   - operation: The code the settings apply to.
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  operation: () async throws -> R
) async rethrows -> R {
  try await withSnapshotTesting(
    record: record, diffTool: diffTool, snapshotsDirectory: nil, artifactsDirectory: nil,
    operation: operation)
}
