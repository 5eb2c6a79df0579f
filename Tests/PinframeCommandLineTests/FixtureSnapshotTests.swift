import Foundation
import PinframeTestSupport
import Testing

@Suite("pinframe test over Fixtures/specs")
struct FixtureSnapshotTests {
  @Test("every fixture spec matches its reference in Snapshots/ (or fails with its expected error)")
  func fixturesMatchReferences() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try pinframe(
      ["test", "Fixtures/specs", "--junit", folder.path("junit.xml").path],
      environment: ["CI": "1", "SNAPSHOT_ARTIFACTS": folder.path("artifacts").path])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("PASS Fixtures/specs/") })
    #expect(lines.count > 50)
    #expect(
      lines.last?.hasPrefix("\(lines.count - 1) passed (\(lines.count - 1) specs) in ") == true)
    #expect(FileManager.default.fileExists(atPath: folder.path("junit.xml").path))
  }
}
