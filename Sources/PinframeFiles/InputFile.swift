import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads input files that a user names, without ever blocking: the file is opened without
/// waiting (so a FIFO or a device cannot hang the process) and refused unless it is a regular
/// file; a failure says which kind it is (missing, a folder, not a regular file, permission,
/// too large, not UTF-8).
public enum InputFile {
  /// The bytes of the regular file at `url`, at most `limit` of them (`nil`: no limit).
  ///
  /// - Parameters:
  ///   - url: The file to read.
  ///   - name: The file as messages name it (the path as given); `url.path` by default.
  ///   - limit: The most bytes accepted; a larger file is refused before it is read, unless
  ///     `allowsOneMore` (then `limit + 1` bytes are returned, for a decoder that names the
  ///     limit itself).
  ///   - allowsOneMore: Whether a file over `limit` is read up to `limit + 1` bytes rather
  ///     than refused.
  /// - Throws: ``FileReadError`` saying what is wrong.
  public static func read(
    _ url: URL, name: String? = nil, limit: Int? = nil, allowsOneMore: Bool = false
  ) throws(FileReadError) -> [UInt8] {
    let shown = name ?? url.path
    let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileReadError(path: shown, reason: reasonForErrno()) }
    defer { close(descriptor) }
    let size = try regularFileSize(descriptor, name: shown)
    let cap = limit.map { allowsOneMore ? $0 + 1 : $0 } ?? Int.max
    if let limit, size > limit, !allowsOneMore {
      throw FileReadError(path: shown, reason: .tooLarge(limit: limit))
    }
    return try readAll(descriptor, expected: min(size, cap), cap: cap, name: shown)
  }

  /// The text of the regular file at `url`, which must be UTF-8.
  ///
  /// - Throws: ``FileReadError`` saying what is wrong, ``FileReadError/Reason/notUTF8``
  ///   included.
  public static func readText(_ url: URL, name: String? = nil, limit: Int? = nil)
    throws(FileReadError) -> String
  {
    let bytes = try read(url, name: name, limit: limit)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw FileReadError(path: name ?? url.path, reason: .notUTF8)
    }
    return text
  }

  /// What is at `url`, without following a final symbolic link: `nil` when nothing is.
  public static func kind(of url: URL) -> FileKind? {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return nil }
    return FileKind(mode: info.st_mode)
  }

  /// `url`'s absolute path with every symbolic link resolved.
  ///
  /// For a path that does not exist yet, its nearest existing ancestor is resolved and the
  /// rest appended. Two URLs name the same file (or the same file to be) exactly when their
  /// resolved paths are equal.
  public static func resolvedPath(_ url: URL) -> String {
    var existing = url.standardizedFileURL
    var rest: [String] = []
    while kind(of: existing) == nil, existing.path != "/" {
      rest.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
    }
    guard let real = realpath(existing.path, nil) else { return url.standardizedFileURL.path }
    defer { free(real) }
    let base = String(cString: real)
    return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.joined(separator: "/")
  }

  private static func regularFileSize(_ descriptor: Int32, name: String) throws(FileReadError)
    -> Int
  {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw FileReadError(path: name, reason: reasonForErrno())
    }
    switch FileKind(mode: info.st_mode) {
    case .regularFile: return Int(info.st_size)
    case .directory: throw FileReadError(path: name, reason: .directory)
    case let other: throw FileReadError(path: name, reason: .notRegularFile(kind: other.name))
    }
  }

  private static func readAll(_ descriptor: Int32, expected: Int, cap: Int, name: String)
    throws(FileReadError) -> [UInt8]
  {
    var bytes = [UInt8](repeating: 0, count: max(expected, 0))
    var count = 0
    // A file may grow while it is read: read on until its end or the cap.
    while count < cap {
      // An array of zeros, not `repeatElement`: appending that is a generic loop per byte in
      // debug builds, which made reading every file (always ending here) 90 % of a test run.
      if count == bytes.count { bytes += [UInt8](repeating: 0, count: 64 * 1024) }
      let room = min(bytes.count, cap) - count
      let got = bytes.withUnsafeMutableBytes { buffer in
        buffer.baseAddress.map { Foundation.read(descriptor, $0 + count, room) } ?? 0
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw FileReadError(path: name, reason: reasonForErrno())
      }
      if got == 0 { break }
      count += got
    }
    bytes.removeLast(bytes.count - count)
    return bytes
  }

  private static func reasonForErrno() -> FileReadError.Reason {
    switch errno {
    case ENOENT, ENOTDIR: .missing
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .directory
    default: .system(String(cString: strerror(errno)))
    }
  }
}

/// What a path is, by the kinds `stat` reports.
public enum FileKind: Hashable, Sendable {
  /// A regular file.
  case regularFile
  /// A folder.
  case directory
  /// A symbolic link (only from ``InputFile/kind(of:)``, which does not follow links).
  case symbolicLink
  /// A FIFO (named pipe).
  case fifo
  /// A socket.
  case socket
  /// A character or block device.
  case device

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regularFile
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    default: self = .device
    }
  }

  /// The kind in words, with its article: `a FIFO (named pipe)`.
  public var name: String {
    switch self {
    case .regularFile: "a regular file"
    case .directory: "a folder"
    case .symbolicLink: "a symbolic link"
    case .fifo: "a FIFO (named pipe)"
    case .socket: "a socket"
    case .device: "a device"
    }
  }
}
