import Foundation
import PinframeSnapshot
import Testing

@Suite("Snapshot report folder")
struct SnapshotReportTests {
  private func contents(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  @Test("the default report lives in <artifacts>/report")
  func defaultFolder() {
    let report = SnapshotReport(artifactsDirectory: URL(fileURLWithPath: "/w/.build/artifacts"))
    #expect(report.directory.path == "/w/.build/artifacts/report")
    #expect(report.indexURL.path == "/w/.build/artifacts/report/index.html")
  }

  @Test("add stores one JSON record and entry per reference and rewrites index.html and accept.sh")
  func add() throws {
    let artifacts = try ReportFixtures.temporaryFolder("report")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let report = SnapshotReport(artifactsDirectory: artifacts)
    let first = ReportFixtures.imageRecord(artifacts: artifacts)
    try report.add(first)
    try report.add(ReportFixtures.textRecord())
    var changed = first
    changed.message = "now 7 pixels differ"
    try report.add(changed)

    #expect(try report.records() == [changed, ReportFixtures.textRecord()])
    let files = try FileManager.default.contentsOfDirectory(
      atPath: report.directory.appendingPathComponent("records").path)
    #expect(
      files.sorted() == [
        "CardTests.testCard.1.html", "CardTests.testCard.1.json", "DumpTests.testTree.1.html",
        "DumpTests.testTree.1.json",
      ])
    let html = try contents(report.indexURL)
    #expect(html.contains("now 7 pixels differ"))
    #expect(!html.contains("120 of 4,800 pixels differ"))
    #expect(
      try contents(report.acceptScriptURL) == """
        #!/bin/sh
        # Accepts every change in this Pinframe snapshot report by copying each actual snapshot
        # over its reference. Review the report (index.html) first. Run: sh accept.sh
        set -e
        \(changed.acceptCommand ?? "")
        \(ReportFixtures.textRecord().acceptCommand ?? "")

        """)
  }

  @Test("a report that defers its page stores records without rewriting it until writeIndex")
  func deferredPage() throws {
    let artifacts = try ReportFixtures.temporaryFolder("report")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    var report = SnapshotReport(artifactsDirectory: artifacts)
    try report.reset()
    let empty = try contents(report.indexURL)
    report.defersPage = true
    try report.add(ReportFixtures.imageRecord(artifacts: artifacts))
    try report.add(ReportFixtures.textRecord())
    #expect(try contents(report.indexURL) == empty)
    #expect(try report.records().count == 2)
    try report.writeIndex()
    let html = try contents(report.indexURL)
    #expect(html.contains("CardTests") && html.contains("DumpTests"))
  }

  @Test("reset removes every record and leaves an empty page")
  func reset() throws {
    let artifacts = try ReportFixtures.temporaryFolder("report")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let report = SnapshotReport(artifactsDirectory: artifacts)
    try report.add(ReportFixtures.imageRecord(artifacts: artifacts))
    try report.reset()
    #expect(try report.records() == [])
    #expect(try contents(report.indexURL).contains("No snapshot failures were recorded"))
    try report.add(ReportFixtures.textRecord())
    #expect(try report.records().map(\.id) == ["DumpTests.testTree.1"])
  }

  @Test("a record whose stored entry is missing is rendered again when the page is written")
  func missingEntry() throws {
    let artifacts = try ReportFixtures.temporaryFolder("report")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let report = SnapshotReport(artifactsDirectory: artifacts)
    try report.add(ReportFixtures.textRecord())
    let before = try contents(report.indexURL)
    try FileManager.default.removeItem(
      at: report.directory.appendingPathComponent("records/DumpTests.testTree.1.html"))
    try report.writeIndex()
    #expect(try contents(report.indexURL) == before)
    #expect(before.contains(#"<article class="entry" id="DumpTests.testTree.1""#))
  }

  @Test("startRun clears the report once per run id and keeps it for the same id")
  func startRun() throws {
    let artifacts = try ReportFixtures.temporaryFolder("report")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let report = SnapshotReport(artifactsDirectory: artifacts)
    try report.add(ReportFixtures.textRecord())
    #expect(try report.startRun(id: "run 1"))
    try report.add(ReportFixtures.imageRecord(artifacts: artifacts))
    #expect(try !report.startRun(id: "run 1"))
    #expect(try report.records().map(\.id) == ["CardTests.testCard.1"])
    #expect(try report.startRun(id: "run 2"))
    #expect(try report.records() == [])
  }

  @Test("artifacts outside the artifacts folder are copied into files/ and linked there")
  func copiesOutsideArtifacts() throws {
    let root = try ReportFixtures.temporaryFolder("report")
    defer { try? FileManager.default.removeItem(at: root) }
    let artifacts = root.appendingPathComponent("artifacts")
    let reference = root.appendingPathComponent("Snapshots/CardTests/testCard.1.png")
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("reference bytes".utf8).write(to: reference)
    var record = ReportFixtures.imageRecord(artifacts: artifacts)
    record.artifacts.expected = reference.path
    let report = SnapshotReport(artifactsDirectory: artifacts)
    try report.add(record)

    let copy = report.directory.appendingPathComponent("files/CardTests.testCard.1/expected.png")
    #expect(try contents(copy) == "reference bytes")
    let stored = try #require(try report.records().first)
    #expect(stored.artifacts.expected == copy.path)
    #expect(stored.artifacts.actual == record.artifacts.actual)
    let html = try contents(report.indexURL)
    #expect(html.contains(#"src="files/CardTests.testCard.1/expected.png""#))
    #expect(html.contains(#"src="../CardTests/testCard.1.actual.png""#))
  }

  @Test("a corrupt record file is an error naming the file")
  func corruptRecord() throws {
    let artifacts = try ReportFixtures.temporaryFolder("report")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let report = SnapshotReport(artifactsDirectory: artifacts)
    try report.reset()
    let bad = report.directory.appendingPathComponent("records/Bad.json")
    try FileManager.default.createDirectory(
      at: bad.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{".utf8).write(to: bad)
    let error = try #require(throws: SnapshotReportError.self) { try report.records() }
    #expect(error.path == bad.path)
    #expect(error.description.hasPrefix("snapshot report: \(bad.path): not a snapshot failure"))
  }
}
