import Foundation

/// Whether code runs on the process's main thread, answered once per thread.
///
/// In a process whose main thread runs the main actor, code on it excludes all other main-actor
/// code. A process that parks its main thread (`dispatchMain()`, an `async` main, test runners)
/// runs the main actor on worker threads, which this never claims.
enum MainThread {
  /// The key of each thread's cached answer: 1 on the main thread, 2 elsewhere, none yet.
  private static let answers: pthread_key_t? = {
    var key = pthread_key_t()
    return pthread_key_create(&key, nil) == 0 ? key : nil
  }()

  /// Whether the caller runs on the main thread.
  ///
  /// Foundation's `Thread.isMainThread` makes two system calls on Linux (`getpid` and
  /// `gettid`), which cost more than a whole layout chain: each thread asks it once.
  static var isCurrent: Bool {
    guard let key = answers else { return Thread.isMainThread }
    switch Int(bitPattern: pthread_getspecific(key)) {
    case 1: return true
    case 2: return false
    default:
      let isMain = Thread.isMainThread
      pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
      return isMain
    }
  }
}
