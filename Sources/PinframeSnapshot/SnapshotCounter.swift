import Foundation

/// Numbers the unnamed snapshots of a test: 1, 2, 3… in assertion order.
///
/// Counters belong to a scope: the test runner integration opens one per test run (so a
/// repeated or retried test starts again at 1); without one, a process-wide counter per
/// test file and name is used.
public final class SnapshotCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  /// Creates an empty counter scope.
  public init() {}

  /// The counter scope of the current test run, when the runner integration opened one.
  @TaskLocal public static var current: SnapshotCounter?

  /// The counter used outside any scope.
  public static let processWide = SnapshotCounter()

  /// The next number for `testName` in `testFile`, starting at 1.
  public func next(testFile: String, testName: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let key = testFile + "\u{0}" + testName
    let value = (counts[key] ?? 0) + 1
    counts[key] = value
    return value
  }

  /// Forgets every number (a new test run starts).
  public func resetAll() {
    lock.lock()
    defer { lock.unlock() }
    counts.removeAll()
  }

  /// Forgets the numbers of `testName` in `testFile` (a new run of that test starts).
  public func reset(testFile: String, testName: String) {
    lock.lock()
    defer { lock.unlock() }
    counts[testFile + "\u{0}" + testName] = nil
  }
}
