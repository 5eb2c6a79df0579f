import Foundation
import PinframeSnapshot
import Testing

/// A Swift Testing trait that gives every run of a test its own snapshot scope and settings,
/// as swift-snapshot-testing's `.snapshots` trait.
///
/// With `@Suite(.snapshots)`, `@Suite(.snapshots(record: .failed))` or
/// `@Test(.snapshots(diffTool: .ksdiff))`, unnamed snapshots are numbered from 1 in every run
/// of the test (so repetitions and retries keep stable names), every run starts with a fresh
/// `ViewRuntime` (its own clock, warnings and views waiting for layout), and the settings apply
/// to every assertion inside. A record mode set here overrides `SNAPSHOT_TESTING_RECORD`; leave it out
/// (`.snapshots`) to let the environment decide.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
  /// The settings laid over the inherited ones.
  public var configuration: SnapshotTestingConfiguration

  /// The trait applies to every test of a suite.
  public var isRecursive: Bool { true }

  /// Runs one test case inside a fresh counter scope with the trait's settings, and with a
  /// fresh view runtime (repetitions of a test otherwise share the test's runtime).
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    await MainActor.run { TestRuntimes.reset(test, testCase) }
    var overlay = configuration
    overlay.recordOrigin = .trait
    let merged = SnapshotTestingConfiguration.current.merging(overlay)
    try await SnapshotCounter.$current.withValue(SnapshotCounter()) {
      try await SnapshotTestingConfiguration.$current.withValue(merged) {
        try await function()
      }
    }
  }
}

extension Trait where Self == SnapshotsTrait {
  /// A fresh snapshot counter for each run, with the inherited settings (the record mode then
  /// comes from `SNAPSHOT_TESTING_RECORD`, `CI` or the default).
  public static var snapshots: SnapshotsTrait { snapshots() }

  /// Snapshot settings for a suite or test, and a fresh counter scope for each run.
  ///
  /// - Parameters:
  ///   - record: The record mode; it overrides `SNAPSHOT_TESTING_RECORD`. `nil` inherits.
  ///   - diffTool: The diff tool failure messages print a command for; `nil` inherits.
  ///   - snapshotsDirectory: The folder holding references; `nil` inherits.
  ///   - artifactsDirectory: The folder receiving failure artifacts; `nil` inherits.
  public static func snapshots(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil, snapshotsDirectory: URL? = nil,
    artifactsDirectory: URL? = nil
  ) -> SnapshotsTrait {
    SnapshotsTrait(
      configuration: SnapshotTestingConfiguration(
        record: record, diffTool: diffTool, snapshotsDirectory: snapshotsDirectory,
        artifactsDirectory: artifactsDirectory))
  }

  /// Snapshot settings from a configuration, and a fresh counter scope for each run.
  ///
  /// - Parameter configuration: The settings laid over the inherited ones.
  public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> SnapshotsTrait {
    SnapshotsTrait(configuration: configuration)
  }
}
