import Foundation
import PinframeFiles
import Testing

@Suite("Reading input files")
struct InputFileTests {
  /// A fresh folder with `file.txt` ("hello"), a folder, a FIFO and Latin-1 bytes.
  private func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
    try Data("hello".utf8).write(to: folder.appendingPathComponent("file.txt"))
    try Data([0x63, 0x61, 0xE7, 0x61]).write(to: folder.appendingPathComponent("latin1.txt"))
    #expect(mkfifo(folder.appendingPathComponent("pipe.json").path, 0o644) == 0)
    return folder
  }

  private func reason(_ body: () throws -> Any) -> FileReadError.Reason? {
    do {
      _ = try body()
      return nil
    } catch {
      return (error as? FileReadError)?.reason
    }
  }

  @Test("a regular file is read whole; a limit refuses more, or allows one byte past it")
  func regularFile() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file.txt")
    #expect(try InputFile.read(file) == Array("hello".utf8))
    #expect(try InputFile.readText(file) == "hello")
    #expect(reason { try InputFile.read(file, limit: 4) } == .tooLarge(limit: 4))
    #expect(try InputFile.read(file, limit: 3, allowsOneMore: true) == Array("hell".utf8))
  }

  @Test(
    "a FIFO is refused at once, never waited on; a folder, a missing file and Latin-1 text say so")
  func otherKinds() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("pipe.json")
    #expect(reason { try InputFile.read(pipe) } == .notRegularFile(kind: "a FIFO (named pipe)"))
    #expect(
      reason { try InputFile.read(folder.appendingPathComponent("folder.json")) } == .directory)
    #expect(reason { try InputFile.read(folder.appendingPathComponent("nope")) } == .missing)
    #expect(
      reason { try InputFile.readText(folder.appendingPathComponent("latin1.txt")) } == .notUTF8)
    #expect(
      FileReadError(path: "p.json", reason: .notRegularFile(kind: "a FIFO (named pipe)"))
        .description
        == "p.json: cannot read the file: it is a FIFO (named pipe), not a regular file")
    #expect(InputFile.kind(of: pipe) == .fifo)
  }

  @Test("a file this user may not read is refused as such", .enabled(if: getuid() != 0))
  func permission() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file.txt")
    #expect(chmod(file.path, 0) == 0)
    #expect(reason { try InputFile.read(file) } == .permissionDenied)
  }
}

@Suite("System error descriptions")
struct SystemErrorDescriptionTests {
  @Test("Foundation's file errors read as their POSIX reason, decoding errors as their path")
  func plainWords() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-error-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("x".utf8).write(to: file)
    do {
      try FileManager.default.createDirectory(
        at: file.appendingPathComponent("sub"), withIntermediateDirectories: true)
      Issue.record("created a folder inside a file")
    } catch {
      #expect(SystemErrorDescription.describe(error) == "Not a directory")
    }
    struct Box: Decodable { var size: Int }
    do {
      _ = try JSONDecoder().decode(Box.self, from: Data(#"{"size": "big"}"#.utf8))
    } catch {
      #expect(SystemErrorDescription.describe(error).hasPrefix("size: "))
      #expect(!SystemErrorDescription.describe(error).contains("Context"))
    }
    #expect(SystemErrorDescription.describe(POSIXError(.EACCES)) == "Permission denied")
  }
}
