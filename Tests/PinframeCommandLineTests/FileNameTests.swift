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
    #expect(missing.stderr == "n\u{FFFD}[31m.json:$: cannot read the file: it does not exist\n")
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

  @Test("an output that cannot be written says why in plain words, no NSError dump")
  func plainErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "card.json")
    try folder.write("a file", to: "afile")
    let render = try pinframe(["render", "card.json", "-o", "afile/x.png"], in: folder.url)
    #expect(render.status == 2)
    #expect(
      render.stderr
        == "pinframe render: cannot write \(folder.path("afile/x.png").path): cannot create its folder: File exists\n"
    )
    try folder.copyFixture("specs/dock.json", to: "dock.json")
    let animate = try pinframe(
      ["animate", "dock.json", "-o", "x.apng", "--frames", "afile/frames"], in: folder.url)
    #expect(
      animate.stderr
        == "pinframe animate: cannot create the output folder \(folder.path("afile/frames").path): Not a directory\n"
    )
  }
}
