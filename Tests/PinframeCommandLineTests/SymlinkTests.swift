import Foundation
import PinframeTestSupport
import Testing

/// Recording and accepting replace links and never write outside the snapshots folder.
@Suite("References behind symbolic links")
struct SymlinkTests {
  /// `specs/card.json`, and `outside/target.png` holding `keep me`.
  private func project() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.copyFixture("specs/card.json", to: "specs/card.json")
    try folder.write("keep me", to: "outside/target.png")
    return folder
  }

  private func link(_ relative: String, to destination: String, in folder: TemporaryFolder) throws {
    try FileManager.default.createDirectory(
      at: folder.path(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path(relative).path, withDestinationPath: destination)
  }

  private func target(_ folder: TemporaryFolder) throws -> String {
    try String(contentsOf: folder.path("outside/target.png"), encoding: .utf8)
  }

  @Test("a Snapshots/<spec>/ folder linked elsewhere is not recorded into")
  func linkedFolder() throws {
    let folder = try project()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.path("elsewhere"), withIntermediateDirectories: true)
    try link("Snapshots/card", to: "../elsewhere", in: folder)
    let run = try pinframe(["test", "specs", "--record", "all"], in: folder.url)
    #expect(run.status == 1)
    let root = folder.url.resolvingSymlinksInPath().path
    #expect(
      run.stdout.hasPrefix(
        "FAIL specs/card.json\n     Did not record the reference: \(folder.path("Snapshots/card").path) leads to \(root)/elsewhere, outside the snapshots folder \(root)/Snapshots (through a symbolic link)."
      ))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("elsewhere").path) == [])
  }

  @Test(
    "a reference linked to a file outside is replaced by accepting and recording, its target never written"
  )
  func linkedReference() throws {
    let folder = try project()
    defer { folder.remove() }
    try link("Snapshots/card/spec.image.png", to: "../../outside/target.png", in: folder)
    let failed = try pinframe(["test", "specs", "--record", "never"], in: folder.url)
    #expect(failed.status == 1)
    let reference = folder.path("Snapshots/card/spec.image.png").path
    #expect(failed.stdout.contains("To accept the change:\n       rm -f '\(reference)' && cp '"))
    let accept = Process()
    accept.executableURL = URL(fileURLWithPath: "/bin/sh")
    accept.arguments = [folder.path(".build/snapshot-artifacts/report/accept.sh").path]
    try accept.run()
    accept.waitUntilExit()
    #expect(accept.terminationStatus == 0)
    #expect(try target(folder) == "keep me")
    #expect(
      (try FileManager.default.attributesOfItem(atPath: reference)[.type] as? FileAttributeType)
        == .typeRegular)
    try FileManager.default.removeItem(atPath: reference)
    try link("Snapshots/card/spec.image.png", to: "../../outside/target.png", in: folder)
    let recorded = try pinframe(["test", "specs", "--record", "failed"], in: folder.url)
    #expect(recorded.stdout.hasPrefix("REC  specs/card.json\n"))
    #expect(try target(folder) == "keep me")
    #expect(
      (try FileManager.default.attributesOfItem(atPath: reference)[.type] as? FileAttributeType)
        == .typeRegular)
  }

  @Test("a reference that is a folder gets no accept command; accept.sh says why instead")
  func folderReference() throws {
    let folder = try project()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.path("Snapshots/card/spec.image.png"), withIntermediateDirectories: true)
    let run = try pinframe(["test", "specs"], in: folder.url)
    #expect(run.status == 1)
    let reference = folder.path("Snapshots/card/spec.image.png").path
    #expect(
      run.stdout.contains(
        "The change cannot be accepted by copying: \(reference) is a folder, not a reference file.")
    )
    #expect(!run.stdout.contains("To accept the change"))
    let script = try String(
      contentsOf: folder.path(".build/snapshot-artifacts/report/accept.sh"), encoding: .utf8)
    #expect(
      script.hasSuffix(
        "set -e\n# not accepted, card.specs-card-json.image: \(reference) is a folder, not a reference file\n"
      ))
  }
}
