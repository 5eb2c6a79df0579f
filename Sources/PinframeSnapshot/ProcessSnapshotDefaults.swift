import Foundation

/// The process-wide settings behind the deprecated globals `isRecording` and `diffTool`.
final class ProcessSnapshotDefaults: @unchecked Sendable {
  /// The settings in effect: the process's, unless a test scope replaced them (so that tests
  /// of the deprecated globals do not change other tests' record mode).
  @TaskLocal static var current = ProcessSnapshotDefaults()

  private let lock = NSLock()
  private var storedRecord: SnapshotTestingConfiguration.Record?
  private var storedDiffTool: SnapshotTestingConfiguration.DiffTool?

  /// The record mode `isRecording` set, or `nil` when it was never set.
  var record: SnapshotTestingConfiguration.Record? {
    get { lock.withLock { storedRecord } }
    set { lock.withLock { storedRecord = newValue } }
  }

  /// The diff tool the global `diffTool` set, or `nil`.
  var diffTool: SnapshotTestingConfiguration.DiffTool? {
    get { lock.withLock { storedDiffTool } }
    set { lock.withLock { storedDiffTool = newValue } }
  }
}
