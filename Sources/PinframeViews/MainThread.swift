import Foundation

#if !canImport(Darwin)
  import Synchronization
#endif

/// Whether code runs on the process's main thread.
///
/// In a process whose main thread runs the main actor, code on it excludes all other main-actor
/// code. A process that parks its main thread (`dispatchMain()`, an `async` main, test runners)
/// runs the main actor on worker threads, which this never claims.
package enum MainThread {
  #if canImport(Darwin)
    /// Whether the caller runs on the main thread (Darwin's C library answers directly).
    package static var isCurrent: Bool { pthread_main_np() != 0 }
  #else
    /// The main thread's `pthread_self()` once a check ran on it, 0 until then.
    private static let identity = Atomic<UInt>(0)

    /// The key of each thread's cached answer: 1 on the main thread, 2 elsewhere, none yet.
    private static let answers: pthread_key_t? = {
      var key = pthread_key_t()
      return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// Whether the caller runs on the main thread.
    ///
    /// Every released layout chain asks: on the main thread the answer is a comparison with the
    /// identity recorded on the first check there. Foundation's `Thread.isMainThread` makes two
    /// system calls on Linux (`getpid` and `gettid`), which cost more than a whole layout chain,
    /// so other threads cache their answer.
    package static var isCurrent: Bool {
      let thread = UInt(pthread_self())
      return thread == identity.load(ordering: .relaxed) || isCurrentSlowly(thread)
    }

    private static func isCurrentSlowly(_ thread: UInt) -> Bool {
      guard let key = answers else { return Thread.isMainThread }
      switch Int(bitPattern: pthread_getspecific(key)) {
      case 1: return true
      case 2: return false
      default:
        let isMain = Thread.isMainThread
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        if isMain { identity.store(thread, ordering: .relaxed) }
        return isMain
      }
    }
  #endif
}
