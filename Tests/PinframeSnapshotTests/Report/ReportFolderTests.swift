import Foundation
import PinframeFiles
import PinframeSnapshot
import Testing

/// Pinframe deletes only what it created: a report folder carries a marker, and a folder that
/// is not empty and has none is refused before anything in it is touched.
@Suite("Report folder ownership and runs")
struct ReportFolderTests {
  @Test("a missing or empty folder becomes a marked report; a marked one is reused")
  func missingOrEmpty() throws {
    let root = try ReportFixtures.temporaryFolder("report-folder")
    defer { try? FileManager.default.removeItem(at: root) }
    let report = SnapshotReport(directory: root.appendingPathComponent("new"))
    try report.add(ReportFixtures.textRecord())
    #expect(FileManager.default.fileExists(atPath: report.directory.path + "/.pinframe-report"))
    #expect(try report.checkFolder())
    let empty = root.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(try !SnapshotReport(directory: empty).checkFolder())
    try SnapshotReport(directory: empty).reset()
    #expect(try SnapshotReport(directory: empty).checkFolder())
  }

  @Test("a folder with other files is refused: nothing in it is deleted or overwritten")
  func foreignFolder() throws {
    let root = try ReportFixtures.temporaryFolder("report-folder")
    defer { try? FileManager.default.removeItem(at: root) }
    for name in ["files/files.png", "records/records.png", "index.html"] {
      let file = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("mine".utf8).write(to: file)
    }
    let report = SnapshotReport(directory: root)
    let expected = SnapshotReportError(
      path: root.standardizedFileURL.path,
      reason:
        "it is not empty and is not a Pinframe report folder (it has no .pinframe-report file), so nothing in it is deleted or overwritten: name a new or empty folder for the report"
    )
    #expect(throws: expected) { try report.startRun(id: "run") }
    #expect(throws: expected) { try report.add(ReportFixtures.textRecord()) }
    #expect(throws: expected) { try report.reset() }
    let left = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
    #expect(left == ["files", "files/files.png", "index.html", "records", "records/records.png"])
    #expect(
      try String(contentsOf: root.appendingPathComponent("index.html"), encoding: .utf8) == "mine")
  }

  @Test("a report written before the marker existed is recognised by its own files and marked")
  func earlierReport() throws {
    let root = try ReportFixtures.temporaryFolder("report-folder")
    defer { try? FileManager.default.removeItem(at: root) }
    for name in [".run", "index.html", "accept.sh", ".lock"] {
      try Data().write(to: root.appendingPathComponent(name))
    }
    let report = SnapshotReport(directory: root)
    #expect(try !report.checkFolder())
    #expect(try report.startRun(id: "run"))
    #expect(try report.checkFolder())
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".run").path))
  }

  @Test("a run keeps the records of a run still going, and clears those of a finished one")
  func concurrentRuns() throws {
    let root = try ReportFixtures.temporaryFolder("report-folder")
    defer { try? FileManager.default.removeItem(at: root) }
    let report = SnapshotReport(directory: root)
    try report.claimFolder()
    // Another process's run "other", still going: it holds its run lock.
    var other: FileLock.Held? = try FileLock(url: root.appendingPathComponent(".runs/other"))
      .acquireShared()
    try report.add(ReportFixtures.textRecord(), runID: "other")
    #expect(try report.startRun(id: "this"))
    try report.add(ReportFixtures.imageRecord(), runID: "this")
    #expect(try report.records().map(\.id) == ["CardTests.testCard.1", "DumpTests.testTree.1"])
    // "other" ends; the next new run clears what it left and keeps the run still going here.
    other?.release()
    other = nil
    #expect(try report.startRun(id: "next"))
    #expect(try report.records().map(\.id) == ["CardTests.testCard.1"])
  }
}
