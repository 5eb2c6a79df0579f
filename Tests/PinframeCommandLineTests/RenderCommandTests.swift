import Foundation
import Pinframe
import PinframeTestSupport
import Testing

@Suite("pinframe render")
struct RenderCommandTests {
  /// The names of the invalid spec fixtures, without `.json`.
  static let invalidFixtures: [String] = {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: fixtureURL("specs/invalid").path))
      ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  @Test("renders a spec at its canvas scale, prints the file, exits 0")
  func render() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let out = folder.path("out/card.png")
    let run = try pinframe(["render", "Fixtures/specs/card.json", "-o", out.path])
    #expect(run.status == 0)
    #expect(run.stdout == out.path + "\n")
    #expect(run.stderr.isEmpty)
    let image = try Bitmap(pngData: try Data(contentsOf: out))
    #expect((image.width, image.height) == (780, 520))
    #expect(folder.files() == ["out/card.png"])
  }

  @Test("--scale lays out and draws at another scale; --verbose lists the frames")
  func scaleAndVerbose() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try pinframe(
      ["render", fixtureURL("specs/card.json").path, "-o", "card.png", "--scale", "1", "-v"],
      in: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout.contains("  card: x 16, y 47, width 358, height 140\n"))
    #expect(run.stdout.hasSuffix("\ncard.png\n"))
    let image = try Bitmap(pngData: try Data(contentsOf: folder.path("card.png")))
    #expect((image.width, image.height) == (390, 260))
  }

  @Test("--device lays the spec out on a preset, --landscape turns it, --dark darkens it")
  func device() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let spec = fixtureURL("specs/card.json").path
    let run = try pinframe(
      ["render", spec, "-o", "card.png", "--device", "iPhoneSe", "--landscape", "--dark", "-v"],
      in: folder.url)
    #expect(run.status == 0)
    // The iPhone SE in landscape: 568 × 320 pt at 2x, no safe area: the card is at the top.
    #expect(run.stdout.contains("  card: x 16, y 0, width 536, height 140\n"))
    let image = try Bitmap(pngData: try Data(contentsOf: folder.path("card.png")))
    #expect((image.width, image.height) == (1136, 640))
    // systemGroupedBackground in dark is black.
    #expect(image[1, 600] == RGBA8(red: 0, green: 0, blue: 0))
    let unknown = try pinframe(
      ["render", spec, "-o", "x.png", "--device", "iPhone31"], in: folder.url)
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.hasPrefix(
        "pinframe render: unknown device 'iPhone31'; did you mean 'iPhone11'?"))
  }

  @Test("--quiet prints nothing")
  func quiet() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try pinframe(
      ["render", fixtureURL("specs/card.json").path, "-o", "card.png", "-q"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout.isEmpty && run.stderr.isEmpty)
    #expect(folder.exists("card.png"))
  }

  @Test(
    "each invalid fixture fails with exactly its expected message, status 2, no file",
    arguments: invalidFixtures)
  func invalidFixture(name: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let expected = try String(
      contentsOf: fixtureURL("specs/invalid/\(name).expected.txt"), encoding: .utf8)
    let out = folder.path("out.png")
    let run = try pinframe(["render", "Fixtures/specs/invalid/\(name).json", "-o", out.path])
    #expect(run.status == 2)
    #expect(run.stderr == "pinframe render: " + expected)
    #expect(run.stdout.isEmpty)
    #expect(folder.files().isEmpty)
  }

  @Test("a missing spec file is an input error naming it")
  func missingSpec() throws {
    let run = try pinframe(["render", "nowhere.json", "-o", "/tmp/x.png"])
    #expect(run.status == 2)
    #expect(
      run.stderr == "pinframe render: nowhere.json:$: cannot read the file: it does not exist\n")
  }

  @Test("layout warnings go to standard error with the file, chain path and view id")
  func warnings() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      """
      {"canvas": {"width": 100, "height": 100},
       "views": [{"id": "box", "color": "red", "pin": "top(10).top(20).size(10)"}]}
      """, to: "warn.json")
    let run = try pinframe(["render", "warn.json", "-o", "warn.png"], in: folder.url)
    #expect(run.status == 0)
    #expect(
      run.stderr
        == "warn.json:$.views[0].pin: warning: view 'box': PinLayout Conflict: top(20) won't be applied since it value has already been set to 10.0.\n"
    )
  }

  @Test("a failed render leaves the previous output untouched")
  func failureKeepsPreviousOutput() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("previous", to: "out.png")
    try folder.write(#"{"canvas": {"width": 100}, "views": []}"#, to: "bad.json")
    let run = try pinframe(["render", "bad.json", "-o", "out.png"], in: folder.url)
    #expect(run.status == 2)
    #expect(try String(contentsOf: folder.path("out.png"), encoding: .utf8) == "previous")
    #expect(folder.files() == ["bad.json", "out.png"])
  }

  @Test("temporary files left by a killed run are removed by the next run")
  func staleTemporaryFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("partial", to: ".card.png.2147483646.1.pinframe-tmp")
    let run = try pinframe(
      ["render", fixtureURL("specs/card.json").path, "-o", "card.png"], in: folder.url)
    #expect(run.status == 0)
    #expect(folder.files() == ["card.png"])
  }
}
