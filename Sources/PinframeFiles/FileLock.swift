import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock on a file, shared by threads and processes (`flock`).
///
/// Every ``acquire()`` opens the lock file anew, so two threads of one process exclude each
/// other just as two processes do. The lock is released by ``Held/release()`` or when the
/// holder is deinitialised; the kernel also releases it when the process dies.
public struct FileLock: Sendable, Hashable {
  /// The lock file (created, empty, on first use).
  public let url: URL

  /// Creates a lock on `url`; nothing is opened until ``acquire()``.
  public init(url: URL) {
    self.url = url
  }

  /// Waits until the lock is free and takes it.
  ///
  /// - Throws: ``FileLockError`` when the lock file or its folder cannot be created.
  public func acquire() throws(FileLockError) -> Held {
    let descriptor = try openLockFile()
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let reason = AtomicFileWriter.systemError()
        close(descriptor)
        throw FileLockError(path: url.path, reason: reason)
      }
    }
    return Held(descriptor: descriptor)
  }

  /// Waits until no one holds the lock exclusively and takes it shared: any number of holders
  /// may share it, and ``acquireIfFree()`` fails while one does (a "still running" marker).
  ///
  /// - Throws: ``FileLockError`` when the lock file or its folder cannot be created.
  public func acquireShared() throws(FileLockError) -> Held {
    let descriptor = try openLockFile()
    while flock(descriptor, LOCK_SH) != 0 {
      guard errno == EINTR else {
        let reason = AtomicFileWriter.systemError()
        close(descriptor)
        throw FileLockError(path: url.path, reason: reason)
      }
    }
    return Held(descriptor: descriptor)
  }

  /// Takes the lock if it is free, or returns `nil` at once when someone holds it.
  ///
  /// - Throws: ``FileLockError`` when the lock file or its folder cannot be created.
  public func acquireIfFree() throws(FileLockError) -> Held? {
    let descriptor = try openLockFile()
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    return Held(descriptor: descriptor)
  }

  private func openLockFile() throws(FileLockError) -> Int32 {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw FileLockError(
        path: url.path,
        reason: "cannot create its folder: \(SystemErrorDescription.describe(error))")
    }
    let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw FileLockError(path: url.path, reason: AtomicFileWriter.systemError())
    }
    return descriptor
  }
}

extension FileLock {
  /// A taken lock; ``release()`` gives it back.
  public final class Held {
    private var descriptor: Int32?

    fileprivate init(descriptor: Int32) {
      self.descriptor = descriptor
    }

    deinit {
      release()
    }

    /// Releases the lock (closing the file releases the `flock`); later calls do nothing.
    public func release() {
      guard let descriptor else { return }
      self.descriptor = nil
      close(descriptor)
    }
  }
}

/// Why a lock file could not be opened or locked.
public struct FileLockError: Error, Hashable, CustomStringConvertible {
  /// The lock file.
  public var path: String
  /// What failed, with the system's reason.
  public var reason: String

  /// Creates an error for `path`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// A message naming the lock file and the reason.
  public var description: String { "cannot lock \(path): \(reason)" }
}
