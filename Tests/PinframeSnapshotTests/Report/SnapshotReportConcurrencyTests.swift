import Dispatch
import Foundation
import PinframeSnapshot
import Testing

@Suite("Snapshot report under concurrent adds")
struct SnapshotReportConcurrencyTests {
  @Test("50 threads adding at once leave 50 records, all in index.html and accept.sh")
  func concurrentAdds() throws {
    let artifacts = try ReportFixtures.temporaryFolder("report-concurrent")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let report = SnapshotReport(artifactsDirectory: artifacts)
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: 50) { index in
      let record = ReportFixtures.imageRecord(
        file: "File\(index % 5)Tests", test: "test\(index)()", artifacts: artifacts)
      do {
        try report.add(record)
      } catch {
        failures.append("\(index): \(error)")
      }
    }
    #expect(failures.all == [])
    #expect(try report.records().count == 50)
    let html = try String(contentsOf: report.indexURL, encoding: .utf8)
    #expect(html.contains("<strong>50 failures</strong> in 5 test files"))
    for index in 0..<50 {
      #expect(html.contains(#"id="File\#(index % 5)Tests.test\#(index).1""#))
    }
    #expect(html.hasSuffix("</html>\n"))
    let script = try String(contentsOf: report.acceptScriptURL, encoding: .utf8)
    #expect(script.split(separator: "\n").count { $0.hasPrefix("rm -f ") } == 50)
    let leftovers = try FileManager.default.subpathsOfDirectory(atPath: report.directory.path)
      .filter { $0.hasSuffix(".pinframe-tmp") }
    #expect(leftovers == [])
  }
}

/// Error messages collected from many threads.
private final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []

  func append(_ message: String) {
    lock.withLock { messages.append(message) }
  }

  var all: [String] { lock.withLock { messages } }
}
