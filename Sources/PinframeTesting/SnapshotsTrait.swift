import Foundation
import PinframeSnapshot
import Testing

/// A Swift Testing trait that gives every run of a test its own snapshot scope and settings.
///
/// With `@Suite(.snapshots(record: .failed))` or `@Test(.snapshots())`, unnamed snapshots are
/// numbered from 1 in every run of the test (so repetitions and retries keep stable names), and
/// the settings apply to every assertion inside.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
  /// The settings laid over the inherited ones.
  public var configuration: SnapshotTestingConfiguration

  /// The trait applies to every test of a suite.
  public var isRecursive: Bool { true }

  /// Runs one test case inside a fresh counter scope with the trait's settings.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let merged = SnapshotTestingConfiguration.current.merging(configuration)
    try await SnapshotCounter.$current.withValue(SnapshotCounter()) {
      try await SnapshotTestingConfiguration.$current.withValue(merged) {
        try await function()
      }
    }
  }
}

extension Trait where Self == SnapshotsTrait {
  /// Snapshot settings for a suite or test, and a fresh counter scope for each run.
  public static func snapshots(
    record: SnapshotTestingConfiguration.Record? = nil, snapshotsDirectory: URL? = nil,
    artifactsDirectory: URL? = nil
  ) -> SnapshotsTrait {
    SnapshotsTrait(
      configuration: SnapshotTestingConfiguration(
        record: record, snapshotsDirectory: snapshotsDirectory,
        artifactsDirectory: artifactsDirectory))
  }
}
