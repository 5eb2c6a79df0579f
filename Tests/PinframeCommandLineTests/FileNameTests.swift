import Foundation
import PinframeTestSupport
import Testing

/// File names print safely and any valid name can be an output.
@Suite("File names")
struct FileNameTests {
  @Test("terminal escape characters in file names print as U+FFFD, never raw")
  func escapes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "c\u{1B}[2J.json")
    let run = try pinframe(
      ["render", "c\u{1B}[2J.json", "-o", "o\u{1B}]0;x\u{07}.png"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout == "o\u{FFFD}]0;x\u{FFFD}.png\n")
    #expect(folder.exists("o\u{1B}]0;x\u{07}.png"))
    let missing = try pinframe(["render", "n\u{1B}[31m.json", "-o", "x.png"], in: folder.url)
    #expect(
      missing.stderr
        == "pinframe render: n\u{FFFD}[31m.json:$: cannot read the file: it does not exist\n")
    let test = try pinframe(["test", "c\u{1B}[2J.json"], in: folder.url)
    #expect(test.stdout.hasPrefix("REC  c\u{FFFD}[2J.json\n"))
    #expect(!test.stdout.contains("\u{1B}") && !test.stderr.contains("\u{1B}"))
  }

  @Test("a 244-character output name is written (the temporary name stays short)")
  func longName() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "card.json")
    let name = String(repeating: "n", count: 240) + ".png"
    let run = try pinframe(["render", "card.json", "-o", name], in: folder.url)
    #expect(run.stderr.isEmpty)
    #expect(run.status == 0)
    #expect(folder.exists(name))
  }

  @Test("an output that cannot be written says why in plain words, before any work")
  func plainErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "card.json")
    try folder.write("a file", to: "afile")
    let render = try pinframe(["render", "card.json", "-o", "afile/x.png"], in: folder.url)
    #expect(render.status == 2)
    #expect(
      render.stderr
        == "pinframe render: cannot write 'afile/x.png': 'afile' is a file, not a folder\n")
    try folder.copyFixture("specs/dock.json", to: "dock.json")
    let animate = try pinframe(
      ["animate", "dock.json", "-o", "x.apng", "--frames", "afile/frames"], in: folder.url)
    #expect(animate.status == 2)
    #expect(
      animate.stderr
        == "pinframe animate: cannot write 'afile/frames': 'afile' is a file, not a folder\n")
    let strip = try pinframe(
      ["animate", "dock.json", "-o", "x.apng", "--filmstrip", "afile/deeper/s.png"],
      in: folder.url)
    #expect(
      strip.stderr
        == "pinframe animate: cannot write 'afile/deeper/s.png': 'afile' is a file, not a folder\n"
    )
    #expect(folder.files() == ["afile", "card.json", "dock.json"])
  }

  @Test(
    "an output in a folder this user may not write is refused before any frame is drawn",
    .enabled(if: getuid() != 0, "root may write anywhere"))
  func permissionDenied() throws {
    let folder = try TemporaryFolder()
    defer {
      chmod(folder.path("locked").path, 0o755)
      folder.remove()
    }
    try folder.copyFixture("specs/dock.json", to: "dock.json")
    try FileManager.default.createDirectory(
      at: folder.path("locked"), withIntermediateDirectories: true)
    chmod(folder.path("locked").path, 0o555)
    let run = try pinframe(["animate", "dock.json", "-o", "locked/x.apng"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "pinframe animate: cannot write 'locked/x.apng': permission denied (the folder 'locked' is not writable)\n"
    )
  }

  @Test("outputs with another extension are usage errors; missing folders are created")
  func extensions() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "card.json")
    try folder.copyFixture("specs/dock.json", to: "dock.json")
    for (arguments, message) in [
      (
        ["render", "card.json", "-o", "card.jpg"],
        "pinframe render: --output card.jpg: the file must end in .png"
      ),
      (
        ["animate", "dock.json", "-o", "dock.gif"],
        "pinframe animate: --output dock.gif: the file must end in .apng or .png"
      ),
      (
        ["animate", "dock.json", "-o", "d.apng", "--filmstrip", "s.apng"],
        "pinframe animate: --filmstrip s.apng: the file must end in .png"
      ),
      (
        ["compare", "a.png", "b.png", "--diff", "d.txt"],
        "pinframe compare: --diff d.txt: the file must end in .png"
      ),
    ] {
      let run = try pinframe(arguments, in: folder.url)
      #expect(run.status == 2)
      #expect(run.stderr.hasPrefix(message + "\nRun 'pinframe "), "\(run.stderr)")
    }
    #expect(folder.files() == ["card.json", "dock.json"])
    let nested = try pinframe(["render", "card.json", "-o", "new/deep/card.PNG"], in: folder.url)
    #expect(nested.status == 0)
    #expect(folder.exists("new/deep/card.PNG"))
  }
}
