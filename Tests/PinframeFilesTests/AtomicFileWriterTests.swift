import Foundation
import PinframeFiles
import Testing

@Suite("Atomic file writes")
struct AtomicFileWriterTests {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-atomic-\(UUID().uuidString)")

  private func contents(of url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  private func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("write creates missing folders and replaces an existing file")
  func writeReplaces() throws {
    let file = folder.appendingPathComponent("a/b/out.txt")
    try AtomicFileWriter.write("old", to: file)
    try AtomicFileWriter.write("new", to: file)
    #expect(try contents(of: file) == "new")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        == ["out.txt"])
  }

  @Test("until commit the destination keeps its old contents; abandon leaves no temporary file")
  func uncommittedWritesAreInvisible() throws {
    let file = folder.appendingPathComponent("ref.png")
    try AtomicFileWriter.write("old", to: file)
    let writer = try AtomicFileWriter(destination: file)
    try writer.append(Array("new and longer".utf8))
    #expect(try contents(of: file) == "old")
    writer.abandon()
    #expect(try contents(of: file) == "old")
    #expect(try entries() == ["ref.png"])
  }

  @Test("overwrite patches bytes already written before the commit")
  func overwritePatches() throws {
    let file = folder.appendingPathComponent("patched.bin")
    let writer = try AtomicFileWriter(destination: file)
    try writer.append(Array("0000-body".utf8))
    try writer.overwrite(Array("1234".utf8), at: 0)
    try writer.commit()
    #expect(try contents(of: file) == "1234-body")
  }

  @Test("a writer released without commit removes its temporary file")
  func releasedWriterCleansUp() throws {
    let file = folder.appendingPathComponent("dropped.txt")
    do {
      let writer = try AtomicFileWriter(destination: file)
      try writer.append(Array("x".utf8))
    }
    #expect(try entries().isEmpty)
  }

  @Test("stale temporary files of dead processes are removed, live ones kept")
  func staleCleanup() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let dead = folder.appendingPathComponent(".ref.png.2147483646.1.pinframe-tmp")
    let live = folder.appendingPathComponent(".ref.png.\(getpid()).1.pinframe-tmp")
    for url in [dead, live] { try Data("partial".utf8).write(to: url) }
    let removed = AtomicFileWriter.removeStaleTemporaryFiles(in: folder)
    #expect(removed == [dead.path])
    #expect(try entries() == [live.lastPathComponent])
  }

  @Test("a write that need not be durable still replaces the file whole, without leftovers")
  func notDurable() throws {
    let file = folder.appendingPathComponent("out.png")
    try AtomicFileWriter.write(Array("old".utf8), to: file)
    try AtomicFileWriter.write(Array("new".utf8), to: file, durably: false)
    #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    #expect(try entries() == ["out.png"])
  }

  @Test("a process removes its own temporary files, only in the folder unless recursive")
  func ownCleanup() throws {
    let nested = folder.appendingPathComponent("nested")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    let mine = folder.appendingPathComponent(".out.png.\(getpid()).7.pinframe-tmp")
    let deeper = nested.appendingPathComponent(".out.png.\(getpid()).8.pinframe-tmp")
    let other = folder.appendingPathComponent(".out.png.2147483646.1.pinframe-tmp")
    for url in [mine, deeper, other] { try Data("partial".utf8).write(to: url) }
    #expect(AtomicFileWriter.removeTemporaryFiles(in: folder) == [mine.path])
    #expect(
      AtomicFileWriter.removeStaleTemporaryFiles(in: folder, recursive: false) == [other.path])
    #expect(FileManager.default.fileExists(atPath: deeper.path))
  }

  @Test("an unwritable destination is an error naming the file")
  func unwritable() throws {
    let file = URL(fileURLWithPath: "/proc/pinframe-cannot-write/out.txt")
    #expect(throws: FileWriteError.self) { try AtomicFileWriter.write("x", to: file) }
    do {
      try AtomicFileWriter.write("x", to: file)
    } catch {
      #expect(error.description.hasPrefix("cannot write /proc/pinframe-cannot-write/out.txt: "))
    }
  }
}

@Suite("Temporary names")
struct TemporaryNameTests {
  @Test("a destination name of 249 bytes can be written: the temporary name keeps 32 bytes of it")
  func longNames() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-long-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = String(repeating: "é", count: 122) + "a.png"
    #expect(name.utf8.count == 249)
    try AtomicFileWriter.write("x", to: folder.appendingPathComponent(name))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
  }
}
