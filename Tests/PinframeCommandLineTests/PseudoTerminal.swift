import Foundation

/// A pseudo-terminal for a child process's output: the child writes to ``follower`` (a
/// terminal, so it draws progress bars), and a thread reads everything it wrote from the
/// leader side until the child and this process have both closed the follower.
final class PseudoTerminal: @unchecked Sendable {
  /// The terminal end to hand to the child.
  let follower: FileHandle
  private let leader: Int32
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private let finished = DispatchSemaphore(value: 0)

  struct SetupError: Error, CustomStringConvertible {
    var description: String
  }

  /// Linux's `TIOCGPTN` (the number of a leader's terminal) and `TIOCSPTLCK` (unlock it):
  /// `_IOR('T', 0x30, unsigned)` and `_IOW('T', 0x31, int)`, macros Swift does not import.
  private static let getNumber: UInt = 0x8004_5430
  private static let setLock: UInt = 0x4004_5431

  /// Opens a terminal and starts reading it.
  init() throws {
    leader = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlocked: Int32 = 0
    var number: UInt32 = 0
    guard leader >= 0, ioctl(leader, Self.setLock, &unlocked) == 0,
      ioctl(leader, Self.getNumber, &number) == 0
    else {
      throw SetupError(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    let descriptor = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else {
      throw SetupError(
        description: "cannot open /dev/pts/\(number): \(String(cString: strerror(errno)))")
    }
    follower = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    Thread { [self] in readUntilClosed() }.start()
  }

  deinit { close(leader) }

  private func readUntilClosed() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(leader, &buffer, buffer.count)
      if count > 0 {
        lock.withLock { bytes += buffer[..<count] }
      } else if count < 0, errno == EINTR {
        continue
      } else {
        break  // EIO: every follower descriptor is closed
      }
    }
    finished.signal()
  }

  /// What the child has written so far (a terminal turns `\n` into `\r\n`).
  var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

  /// Closes this process's end of the follower, once the child has it.
  func closeFollower() throws { try follower.close() }

  /// Everything the child wrote, once it has exited and the follower is closed; `nil` when
  /// the reader is still waiting after `seconds`.
  func allText(waiting seconds: Double) -> String? {
    finished.wait(timeout: .now() + seconds) == .success ? text : nil
  }
}
