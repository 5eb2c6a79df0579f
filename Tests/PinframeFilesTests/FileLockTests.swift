import Foundation
import PinframeFiles
import Testing

@Suite("File locks")
struct FileLockTests {
  private let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-lock-\(UUID().uuidString)/sub/.lock")

  @Test("a held lock excludes a second holder until it is released, even in one process")
  func exclusion() throws {
    let lock = FileLock(url: url)
    let held = try lock.acquire()
    #expect(try lock.acquireIfFree() == nil)
    held.release()
    let again = try #require(try lock.acquireIfFree())
    again.release()
  }

  @Test("a lock held by a released holder's deinit is free again")
  func releasedOnDeinit() throws {
    let lock = FileLock(url: url)
    do {
      _ = try lock.acquire()
    }
    #expect(try lock.acquireIfFree() != nil)
  }

  @Test("a lock file that cannot be created is an error naming it")
  func unwritableFolder() {
    let lock = FileLock(url: URL(fileURLWithPath: "/proc/pinframe-no/.lock"))
    #expect(throws: FileLockError.self) { try lock.acquire() }
  }
}
