import Foundation

/// Waits for a strategy's snapshot: at once when it is there (Pinframe's strategies), else by
/// running the current run loop until it arrives or the timeout passes.
enum SnapshotWaiter {
  /// Whether the current code runs synchronously inside ``value(of:timeout:)`` (on the main
  /// actor), so that callbacks arriving now may continue on the main actor directly.
  @TaskLocal static var isRunning = false

  /// The snapshot `async` produces.
  ///
  /// - Throws: The error the strategy failed with, or ``SnapshotTimeoutError`` after
  ///   `timeout` seconds without a snapshot.
  @MainActor
  static func value<Format>(of async: Async<Format>, timeout: TimeInterval) throws -> Format {
    let outcome = OutcomeBox<Format>()
    $isRunning.withValue(true) {
      async.runResult { outcome.set($0) }
    }
    let deadline = Date(timeIntervalSinceNow: max(timeout, 0))
    while outcome.value == nil, Date() < deadline {
      let next = min(deadline, Date() + 0.01)
      if !RunLoop.current.run(mode: .default, before: next) {
        Thread.sleep(until: next)
      }
    }
    guard let result = outcome.value else { throw SnapshotTimeoutError(timeout: timeout) }
    return try result.get()
  }
}

/// The first outcome a strategy hands over, from whichever thread.
private final class OutcomeBox<Format>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Result<Format, any Error>?

  var value: Result<Format, any Error>? { lock.withLock { stored } }

  func set(_ result: Result<Format, any Error>) {
    lock.withLock { if stored == nil { stored = result } }
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
