import PinframeSnapshot
import XCTest

/// Resets snapshot counters whenever an XCTest case starts.
///
/// A test's unnamed snapshots are then numbered from 1 in every run; XCTest runs one case at a
/// time per process.
final class XCTestCounterReset: NSObject, XCTestObservation, @unchecked Sendable {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var installed = false

  /// Registers the observer once per process.
  static func installIfNeeded() {
    lock.lock()
    defer { lock.unlock() }
    guard !installed else { return }
    installed = true
    XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset())
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    SnapshotCounter.processWide.resetAll()
  }
}
