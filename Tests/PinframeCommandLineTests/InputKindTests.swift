import Foundation
import PinframeTestSupport
import Testing

/// Inputs that are not regular files (a FIFO named `*.json` above all, which used to block
/// forever) are refused at once with a message saying what they are.
@Suite("Inputs that are not regular files")
struct InputKindTests {
  /// A folder with `specs/card.json`, a FIFO `specs/pipe.json` and a FIFO `pipe.png`.
  private func project() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.copyFixture("specs/card.json", to: "specs/card.json")
    #expect(mkfifo(folder.path("specs/pipe.json").path, 0o644) == 0)
    #expect(mkfifo(folder.path("pipe.png").path, 0o644) == 0)
    return folder
  }

  @Test("render and compare refuse a FIFO instead of waiting on it")
  func renderAndCompare() throws {
    let folder = try project()
    defer { folder.remove() }
    let render = try pinframe(["render", "specs/pipe.json", "-o", "out.png"], in: folder.url)
    #expect(render.status == 2)
    #expect(
      render.stderr
        == "pinframe render: specs/pipe.json:$: cannot read the file: it is a FIFO (named pipe), not a regular file\n"
    )
    let compare = try pinframe(["compare", "pipe.png", "pipe.png"], in: folder.url)
    #expect(compare.status == 2)
    #expect(
      compare.stderr
        == "pinframe compare: pipe.png: cannot read the file: it is a FIFO (named pipe), not a regular file\n"
    )
  }

  @Test("test reports a FIFO it finds in a folder as an error and checks the other specs")
  func testWalksPastFIFO() throws {
    let folder = try project()
    defer { folder.remove() }
    let run = try pinframe(["test", "specs", "--record", "missing"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.stdout.hasPrefix("REC  specs/card.json\n"))
    #expect(run.stdout.contains("\nERR  specs/pipe.json\n"))
    #expect(
      run.stderr
        == "     specs/pipe.json:$: cannot read the file: it is a FIFO (named pipe), not a regular file\n"
    )
  }

  @Test("a folder named like a spec, and an expected-error file that is not UTF-8, say so")
  func folderAndEncoding() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.path("folder.json"), withIntermediateDirectories: true)
    let render = try pinframe(["render", "folder.json", "-o", "out.png"], in: folder.url)
    #expect(
      render.stderr == "pinframe render: folder.json:$: cannot read the file: it is a folder\n")
    try folder.write("{}", to: "specs/bad.json")
    try Data([0x63, 0xE7, 0x61]).write(to: folder.path("specs/bad.expected.txt"))
    let run = try pinframe(["test", "specs"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stderr == "     specs/bad.expected.txt: cannot read the file: it is not UTF-8 text\n")
  }

  @Test("a reference that is a folder is reported as such and never recorded over")
  func referenceFolder() throws {
    let folder = try project()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.path("Snapshots/card/spec.image.png"), withIntermediateDirectories: true)
    let run = try pinframe(["test", "specs/card.json", "--record", "all"], in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.stdout.hasPrefix(
        "FAIL specs/card.json\n     The reference \(folder.path("Snapshots/card/spec.image.png").path) cannot be read: it is a folder. Move it away (or fix its permissions) and run the test again; nothing was recorded over it."
      ))
    var isDirectory: ObjCBool = false
    #expect(
      FileManager.default.fileExists(
        atPath: folder.path("Snapshots/card/spec.image.png").path, isDirectory: &isDirectory)
        && isDirectory.boolValue)
  }
}
