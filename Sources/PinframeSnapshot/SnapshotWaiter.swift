import Foundation

/// Waits for a strategy's snapshot: at once when it is there (Pinframe's strategies), else by
/// running the main run loop until it arrives or the timeout passes.
@MainActor
enum SnapshotWaiter {
  /// The snapshot `async` produces.
  ///
  /// - Throws: The error the strategy failed with, or ``SnapshotTimeoutError`` after
  ///   `timeout` seconds without a snapshot.
  static func value<Format>(of async: Async<Format>, timeout: TimeInterval) throws -> Format {
    var outcome: Result<Format, any Error>?
    async.runResult { outcome = $0 }
    let deadline = Date(timeIntervalSinceNow: max(timeout, 0))
    while outcome == nil, Date() < deadline {
      _ = RunLoop.current.run(mode: .default, before: min(deadline, Date() + 0.01))
    }
    guard let outcome else { throw SnapshotTimeoutError(timeout: timeout) }
    return try outcome.get()
  }
}

/// A strategy that did not produce its snapshot in time.
struct SnapshotTimeoutError: Error, CustomStringConvertible {
  /// The seconds waited.
  var timeout: TimeInterval

  var description: String {
    "Exceeded timeout of \(timeout) seconds waiting for snapshot. The strategy did not hand "
      + "over its snapshot in time: make sure everything the value shows has loaded, or pass "
      + "a larger `timeout:` to assertSnapshot."
  }
}
