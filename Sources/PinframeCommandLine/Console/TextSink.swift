import Foundation

/// Somewhere text is written: a file descriptor, or a buffer in tests.
public protocol TextSink: AnyObject, Sendable {
  /// Writes `text` as it is (no newline is added).
  func write(_ text: String)
}

/// A file descriptor, written with `write(2)`: standard output or standard error.
public final class FileDescriptorSink: TextSink {
  /// The descriptor.
  public let descriptor: Int32

  /// A sink writing to `descriptor`.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Whether the descriptor is a terminal.
  public var isTerminal: Bool { isatty(descriptor) == 1 }

  /// The terminal's width in columns, or `nil` when the descriptor is not a terminal.
  public var columns: Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Writes all of `text`, retrying after interruptions; a closed pipe drops the rest.
  public func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}

/// Text kept in memory, for tests of commands.
public final class TextBuffer: TextSink, @unchecked Sendable {
  private let lock = NSLock()
  private var storage = ""

  /// An empty buffer.
  public init() {}

  /// Everything written so far.
  public var text: String {
    lock.withLock { storage }
  }

  /// Appends `text`.
  public func write(_ text: String) {
    lock.withLock { storage += text }
  }
}
