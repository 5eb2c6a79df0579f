import Foundation
import PinframeTestSupport
import Testing

/// An output that is an input, or another output, is refused before anything is written.
@Suite("Outputs that are inputs")
struct SamePathTests {
  @Test(
    "each conflict is a usage error naming both files; nothing is written",
    arguments: [
      (
        ["render", "dock.json", "-o", "./dock.json"],
        "pinframe render: --output ./dock.json is the spec dock.json: writing it would destroy the input; choose another file"
      ),
      (
        ["animate", "dock.json", "-o", "x.apng", "--filmstrip", "sub/../x.apng"],
        "pinframe animate: --filmstrip sub/../x.apng and --output x.apng are the same file: choose a file for each"
      ),
      (
        ["animate", "dock.json", "-o", "dock.json"],
        "pinframe animate: --output dock.json is the spec dock.json: writing it would destroy the input; choose another file"
      ),
      (
        ["animate", "dock.json", "-o", "f/frame_003.png", "--frames", "f"],
        "pinframe animate: --output f/frame_003.png is a frame file of --frames f: choose another name or folder"
      ),
      (
        ["compare", "a.png", "b.png", "--diff", "link.png"],
        "pinframe compare: --diff link.png is the expected image a.png: writing it would destroy the input; choose another file"
      ),
      (
        ["test", "dock.json", "--junit", "dock.json"],
        "pinframe test: --junit dock.json is the spec dock.json: writing it would destroy the input; choose another file"
      ),
    ])
  func conflict(arguments: [String], message: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/dock.json", to: "dock.json")
    _ = try pinframe(["render", "dock.json", "-o", "a.png"], in: folder.url)
    _ = try pinframe(["render", "dock.json", "-o", "b.png", "--scale", "1"], in: folder.url)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("link.png").path, withDestinationPath: "a.png")
    let before = try folder.files().map { try Data(contentsOf: folder.path($0)) }
    let run = try pinframe(arguments, in: folder.url)
    #expect(run.status == 2)
    #expect(run.stderr == message + "\nRun 'pinframe \(arguments[0]) --help' for usage.\n")
    #expect(try folder.files().map { try Data(contentsOf: folder.path($0)) } == before)
  }
}
