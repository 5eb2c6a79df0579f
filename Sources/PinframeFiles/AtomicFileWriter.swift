import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that readers only ever see the old complete file or the new complete one.
///
/// Bytes go to a temporary file next to the destination (same directory, so the final `rename`
/// is atomic); ``commit(durably:)`` flushes it to disk and renames it over the destination. A writer
/// that is never committed, or a process killed mid-write, leaves the destination untouched;
/// the temporary file's name carries the writer's process id so that a later run can remove it
/// (``removeStaleTemporaryFiles(in:recursive:)``). It is short whatever the destination's name
/// (`.<first 32 bytes of the name>.<pid>.<serial>.pinframe-tmp`), so every destination name
/// the file system allows can be written.
public final class AtomicFileWriter {
  /// The suffix of every temporary file.
  public static let temporarySuffix = ".pinframe-tmp"

  /// The file the writer replaces on ``commit(durably:)``.
  public let destination: URL
  private let temporaryPath: String
  private var descriptor: Int32
  private var isFinished = false

  /// Opens a temporary file for `destination`, creating missing parent directories.
  ///
  /// - Throws: ``FileWriteError`` when the directory or the temporary file cannot be created.
  public init(destination: URL) throws(FileWriteError) {
    self.destination = destination
    let directory = destination.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw FileWriteError(
        path: destination.path,
        reason: "cannot create its folder: \(SystemErrorDescription.describe(error))")
    }
    let name = ".\(Self.shortStem(destination.lastPathComponent)).\(getpid()).\(Self.nextSerial())"
    temporaryPath = directory.appendingPathComponent(name + Self.temporarySuffix).path
    descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw FileWriteError(path: destination.path, reason: Self.systemError())
    }
  }

  deinit {
    if !isFinished { abandonNow() }
  }

  /// Appends bytes to the file.
  public func append(_ bytes: UnsafeRawBufferPointer) throws(FileWriteError) {
    try write(bytes, at: nil)
  }

  /// Appends bytes to the file.
  public func append(_ bytes: [UInt8]) throws(FileWriteError) {
    let result: Result<Void, FileWriteError> = bytes.withUnsafeBytes { buffer in
      Result { () throws(FileWriteError) in try append(buffer) }
    }
    try result.get()
  }

  /// Overwrites bytes already written, starting at `offset` (to patch a header at the end).
  public func overwrite(_ bytes: [UInt8], at offset: Int) throws(FileWriteError) {
    let result: Result<Void, FileWriteError> = bytes.withUnsafeBytes { buffer in
      Result { () throws(FileWriteError) in try write(buffer, at: offset) }
    }
    try result.get()
  }

  /// Flushes the file to disk and renames it over the destination.
  ///
  /// - Parameter durably: Whether to wait until the bytes are on disk before the rename (the
  ///   default), so that the new file survives a power loss. Without it the replacement is
  ///   still atomic for readers, as with most tools' outputs, and costs no disk flush (about
  ///   13 ms per file on a loaded VM): for outputs that are easy to make again.
  public func commit(durably: Bool = true) throws(FileWriteError) {
    guard !isFinished else { return }
    isFinished = true
    let synced = !durably || fsync(descriptor) == 0
    let closed = close(descriptor) == 0
    guard synced, closed, rename(temporaryPath, destination.path) == 0 else {
      let reason = Self.systemError()
      unlink(temporaryPath)
      throw FileWriteError(path: destination.path, reason: reason)
    }
  }

  /// Discards the temporary file; the destination is left as it was.
  public func abandon() {
    guard !isFinished else { return }
    isFinished = true
    abandonNow()
  }

  private func abandonNow() {
    close(descriptor)
    unlink(temporaryPath)
  }

  private func write(_ bytes: UnsafeRawBufferPointer, at offset: Int?) throws(FileWriteError) {
    guard !isFinished else {
      throw FileWriteError(path: destination.path, reason: "the writer is already finished")
    }
    var done = 0
    while done < bytes.count, let base = bytes.baseAddress {
      let pointer = base + done
      let count = bytes.count - done
      let written =
        offset.map { pwrite(descriptor, pointer, count, off_t($0 + done)) }
        ?? posixWrite(descriptor, pointer, count)
      if written < 0 {
        guard errno == EINTR else {
          throw FileWriteError(path: destination.path, reason: Self.systemError())
        }
        continue
      }
      done += written
    }
  }

  /// The longest part of the destination's name a temporary name repeats, so that a
  /// temporary name stays far below the 255 bytes a file name may have whatever the
  /// destination's length.
  static let stemLimit = 32

  /// The start of `name`, at most ``stemLimit`` UTF-8 bytes of whole characters.
  static func shortStem(_ name: String) -> String {
    var stem = ""
    for character in name {
      guard stem.utf8.count + character.utf8.count <= stemLimit else { break }
      stem.append(character)
    }
    return stem
  }

  private static let serial = Serial()

  private static func nextSerial() -> Int { serial.next() }

  static func systemError() -> String {
    String(cString: strerror(errno))
  }
}

extension AtomicFileWriter {
  /// Writes `bytes` to `destination` atomically (durably unless `durably` is false; see
  /// ``commit(durably:)``).
  public static func write(_ bytes: [UInt8], to destination: URL, durably: Bool = true)
    throws(FileWriteError)
  {
    let writer = try AtomicFileWriter(destination: destination)
    try writer.append(bytes)
    try writer.commit(durably: durably)
  }

  /// Writes `text` as UTF-8 to `destination` atomically.
  public static func write(_ text: String, to destination: URL) throws(FileWriteError) {
    try write(Array(text.utf8), to: destination)
  }

  /// Removes temporary files that dead processes left in `directory` and, when `recursive`,
  /// its subfolders.
  ///
  /// Temporary files of running processes are kept. Returns the paths removed.
  @discardableResult
  public static func removeStaleTemporaryFiles(in directory: URL, recursive: Bool = true)
    -> [String]
  {
    removeTemporaryFiles(in: directory, recursive: recursive) { !isRunning($0) }
  }

  /// Removes the temporary files of process `pid` (this process by default) in `directory`,
  /// for a process that is about to exit without finishing its writes (interrupted, say).
  ///
  /// Returns the paths removed.
  @discardableResult
  public static func removeTemporaryFiles(
    ofProcess pid: pid_t = getpid(), in directory: URL, recursive: Bool = false
  ) -> [String] {
    removeTemporaryFiles(in: directory, recursive: recursive) { $0 == pid }
  }

  private static func removeTemporaryFiles(
    in directory: URL, recursive: Bool, ownedBy isOwner: (pid_t) -> Bool
  ) -> [String] {
    var removed: [String] = []
    for url in temporaryFiles(in: directory, recursive: recursive) {
      guard let pid = owner(of: url.lastPathComponent), isOwner(pid) else { continue }
      if unlink(url.path) == 0 { removed.append(url.path) }
    }
    return removed.sorted()
  }

  private static func temporaryFiles(in directory: URL, recursive: Bool) -> [URL] {
    let files: [URL]
    if recursive {
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil)
      files = enumerator?.compactMap { $0 as? URL } ?? []
    } else {
      files =
        (try? FileManager.default.contentsOfDirectory(
          at: directory, includingPropertiesForKeys: nil)) ?? []
    }
    return files.filter { $0.lastPathComponent.hasSuffix(temporarySuffix) }
  }

  private static func owner(of name: String) -> pid_t? {
    let parts = name.dropLast(temporarySuffix.count).split(separator: ".")
    guard parts.count >= 3 else { return nil }
    return pid_t(parts[parts.count - 2])
  }

  private static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}

private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// A thread-safe counter that keeps temporary names unique within a process.
private final class Serial: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
