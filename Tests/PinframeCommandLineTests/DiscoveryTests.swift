import Foundation
import PinframeTestSupport
import Testing

/// `pinframe test` finds specs at any depth and says where it did not look (hostile round 3).
@Suite("Spec discovery")
struct DiscoveryTests {
  private static let spec =
    #"{"canvas":{"width":10,"height":10,"scale":1},"views":[{"id":"a","color":"red","frame":[0,0,5,5]}]}"#

  @Test("a spec 480 folders deep is found")
  func deepSpec() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let deep = "specs/" + Array(repeating: "d", count: 480).joined(separator: "/") + "/x.json"
    try folder.write(Self.spec, to: deep)
    let run = try pinframe(["test", "specs", "--record", "all"], in: folder.url)
    #expect(run.status == 1)  // recorded
    #expect(run.stdout.contains("(1 spec)"), "\(run.stdout)")
  }

  @Test("a folder named b.json is no spec, and a name that is not UTF-8 is reported")
  func oddNames() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(Self.spec, to: "specs/a.json")
    try FileManager.default.createDirectory(
      at: folder.path("specs/b.json"), withIntermediateDirectories: true)
    // "café.json" in Latin-1: the byte 0xE9 alone is not UTF-8.
    let raw =
      Array(folder.path("specs").path.utf8) + Array("/caf".utf8) + [0xE9]
      + Array(".json".utf8) + [0]
    let descriptor = raw.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { name in
      name.baseAddress.map { open($0, O_CREAT | O_WRONLY, 0o644) } ?? -1
    }
    #expect(descriptor >= 0)
    close(descriptor)
    let run = try pinframe(["test", "specs", "--record", "all"], in: folder.url)
    #expect(run.stdout.contains("(1 spec)"), "\(run.stdout)")
    #expect(
      run.stderr.contains(
        "skipped specs/caf\u{FFFD}.json: the name is not UTF-8; rename it"), "\(run.stderr)")
  }

  @Test("specs named in any script get references named in that script")
  func namesInEveryScript() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for name in ["日本", "カード", "ünïcödé"] { try folder.write(Self.spec, to: "specs/\(name).json") }
    let run = try pinframe(["test", "specs", "--record", "all"], in: folder.url)
    #expect(run.stdout.contains("(3 specs)"), "\(run.stdout) \(run.stderr)")
    for name in ["日本", "カード", "ünïcödé"] {
      let reference = folder.path("Snapshots/\(name)/spec.image.png").path
      #expect(FileManager.default.fileExists(atPath: reference), "\(reference)")
    }
  }

  @Test("a folder that cannot be opened is reported, not skipped silently")
  func unreadableFolder() throws {
    guard getuid() != 0 else { return }  // root opens every folder
    let folder = try TemporaryFolder()
    defer {
      chmod(folder.path("specs/locked").path, 0o755)
      folder.remove()
    }
    try folder.write(Self.spec, to: "specs/locked/a.json")
    chmod(folder.path("specs/locked").path, 0)
    let run = try pinframe(["test", "specs"], in: folder.url)
    #expect(run.stderr.contains("skipped specs/locked: permission denied"))
  }

  @Test("hidden folders and links to folders are listed with --verbose")
  func verboseSkips() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(Self.spec, to: "specs/.hidden/a.json")
    try folder.write(Self.spec, to: "elsewhere/specs/b.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("specs/linked").path, withDestinationPath: "../elsewhere")
    let run = try pinframe(["test", "specs", "-v"], in: folder.url)
    #expect(run.stdout.contains("skipped specs/.hidden: hidden"), "\(run.stdout)")
    #expect(run.stdout.contains("skipped specs/linked: a symbolic link to a folder (not followed)"))
  }
}
