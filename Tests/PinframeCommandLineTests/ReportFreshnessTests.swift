import Foundation
import PinframeTestSupport
import Testing

@Suite("pinframe test keeps the report current")
struct ReportFreshnessTests {
  @Test("a passing run rewrites the report to say so, and the page names the run and its time")
  func passingRunRewritesReport() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "specs/card.json")
    let report = ".build/snapshot-artifacts/report/index.html"
    let recording = try pinframe(["test", "specs"], in: folder.url)
    #expect(recording.status == 1)
    let first = try String(contentsOf: folder.path(report), encoding: .utf8)
    #expect(first.contains("<title>Snapshot report: 1 failure</title>"))

    let passing = try pinframe(["test", "specs"], in: folder.url)
    #expect(passing.status == 0)
    let second = try String(contentsOf: folder.path(report), encoding: .utf8)
    #expect(second.contains("<title>Snapshot report: no failures</title>"))
    #expect(second.contains("No snapshot failures were recorded in this run."))
    let runs = try #require(
      second.range(of: #"<p class="runs">Written by <code>pinframe test specs</code>, started "#))
    let time = second[runs.upperBound...].prefix(24)
    #expect(time.wholeMatch(of: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\./) != nil, "\(time)")
  }
}
