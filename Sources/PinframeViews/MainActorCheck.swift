import Dispatch
import Foundation

/// UIKit's assumption that views are used on the main thread, checked where views are created
/// and added, as Xcode's Main Thread Checker checks UIKit calls.
///
/// The view API is `@preconcurrency @MainActor`, so Swift 5 code can call it from synchronous,
/// nonisolated code, as it calls UIKit; that code is expected to run on the main thread (XCTest
/// runs synchronous tests there). Code on the main actor passes too when the main actor runs on
/// another thread (an async test runner drains the main queue on a worker thread). Anything else
/// gets one warning per process, naming the call, and carries on, as with the Main Thread Checker.
package enum MainActorCheck {
  private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  private static let lock = NSLock()
  nonisolated(unsafe) private static var warned = false

  /// Whether the caller runs on the main thread or on the main queue (the main actor's executor).
  package static var isOnMainActor: Bool {
    MainThread.isCurrent || DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  /// Prints a warning, once per process, when `call` runs off the main actor.
  package static func check(_ call: @autoclosure () -> String) {
    guard !isOnMainActor else { return }
    lock.lock()
    defer { lock.unlock() }
    guard !warned else { return }
    warned = true
    let text =
      "👉 Pinframe warning: \(call()) was called off the main thread. Views belong to the main thread, as in UIKit (whose Main Thread Checker reports this): create and change them on the main actor. Reported once per process.\n"
    FileHandle.standardError.write(Data(text.utf8))
  }
}
