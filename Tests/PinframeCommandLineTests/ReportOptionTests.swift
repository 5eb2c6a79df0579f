import Foundation
import PinframeFiles
import PinframeTestSupport
import Testing

/// `--report DIR` never deletes or overwrites what Pinframe did not create, "Report: …" is
/// printed only when a report was written, and concurrent runs keep each other's entries.
@Suite("pinframe test --report")
struct ReportOptionTests {
  @Test("--report Snapshots is refused before anything runs; the references stay")
  func foreignFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "specs/files.json")
    try folder.copyFixture("specs/card.json", to: "specs/records.json")
    _ = try pinframe(["test", "specs"], in: folder.url)
    let before = folder.files()
    #expect(before.contains("Snapshots/files/spec.image.png"))
    let run = try pinframe(["test", "specs", "--report", "Snapshots"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "pinframe test: snapshot report: \(folder.path("Snapshots").standardizedFileURL.path): it is not empty and is not a Pinframe report folder (it has no .pinframe-report file), so nothing in it is deleted or overwritten: name a new or empty folder for the report\n"
    )
    #expect(folder.files() == before)
  }

  @Test("a report folder that cannot be written is refused before any spec is checked")
  func unwritableReport() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "specs/card.json")
    try folder.write("not a folder", to: "report")
    let run = try pinframe(
      ["test", "specs", "--record", "never", "--report", "report/x"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("pinframe test: snapshot report: "), "\(run.stderr)")
  }

  /// A project whose spec `name` fails against a reference recorded from `card.json`.
  private func failing(_ names: [String], in folder: TemporaryFolder) throws {
    for name in names {
      try folder.copyFixture("specs/card.json", to: "specs/\(name).json")
      _ = try pinframe(["test", "specs/\(name).json"], in: folder.url)
      let spec = try String(contentsOf: folder.path("specs/\(name).json"), encoding: .utf8)
      try folder.write(
        spec.replacingOccurrences(of: "\"color\": \"white\"", with: "\"color\": \"yellow\""),
        to: "specs/\(name).json")
    }
  }

  private func reportedKeys(_ folder: TemporaryFolder) -> [String] {
    folder.files().filter { $0.hasPrefix("report/records/") && $0.hasSuffix(".json") }
  }

  @Test("a run keeps the entries of a run still going on the same report, not of a finished one")
  func concurrentRuns() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try failing(["first", "second"], in: folder)
    let first = try pinframe(["test", "specs/first.json", "--report", "report"], in: folder.url)
    #expect(first.stdout.contains("\nReport: report/index.html\n"))
    // Pretend the first run still goes on: hold its run lock as its process would.
    let runs = try FileManager.default.contentsOfDirectory(atPath: folder.path("report/.runs").path)
      .filter { !$0.hasSuffix(".json") }
    #expect(runs.count == 1)
    var held: FileLock.Held? = try FileLock(url: folder.path("report/.runs/\(runs[0])"))
      .acquireShared()
    _ = try pinframe(["test", "specs/second.json", "--report", "report"], in: folder.url)
    #expect(
      reportedKeys(folder) == [
        "report/records/first.specs-first-json.image.json",
        "report/records/second.specs-second-json.image.json",
      ])
    held?.release()
    held = nil
    _ = try pinframe(["test", "specs/second.json", "--report", "report"], in: folder.url)
    #expect(reportedKeys(folder) == ["report/records/second.specs-second-json.image.json"])
  }
}
