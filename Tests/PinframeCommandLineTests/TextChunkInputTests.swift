import Foundation
import PinframeTestSupport
import Testing

/// Images whose text chunks inflate to 40 MB (from 40 KB) are compared and used as references
/// without inflating text nobody asks for.
@Suite("Text chunks in compared images and references")
struct TextChunkInputTests {
  static let files = ["ztxt-40-chunks-of-1-megabyte", "itxt-40-chunks-of-1-megabyte"]

  @Test("compare reads only the pixels", arguments: files)
  func compare(name: String) throws {
    let file = fixtureURL("hostile/png/\(name).png").path
    let run = try pinframe(["compare", file, file])
    #expect(run.status == 0)
    #expect(run.stdout.hasSuffix(" have identical pixels (2×1 px)\n"))
  }

  @Test(
    "a reference with 40 MB of text passes: only its metadata chunks are read", arguments: files)
  func reference(name: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      ##"{"canvas": {"width": 2, "height": 1, "background": "#102030"}, "views": []}"##,
      to: "specs/dark.json")
    try FileManager.default.createDirectory(
      at: folder.path("Snapshots/dark"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: fixtureURL("hostile/png/\(name).png"), to: folder.path("Snapshots/dark/spec.image.png"))
    let run = try pinframe(["test", "specs"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("PASS specs/dark.json\n"))
  }
}
