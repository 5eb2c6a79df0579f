import Foundation
import PinframeSnapshot

/// The end of a test run: counts, the summary line, the report and JUnit files, the status.
struct TestSummary {
  /// Every result, in spec order.
  var results: [SpecResult]
  /// How many specs there were before sharding.
  var total: Int
  /// The shard checked, if any.
  var shard: Shard?
  /// How long the run took.
  var duration: Duration = .zero

  /// How many results have `status`.
  func count(_ status: SpecResult.Status) -> Int {
    results.count { $0.status == status }
  }

  /// 2 when a spec could not be checked, 1 when one failed or was recorded, else 0.
  var exitCode: ExitCode {
    if count(.error) > 0 { return .error }
    return count(.failed) + count(.recorded) > 0 ? .failure : .success
  }

  /// `3 passed, 1 failed, 1 recorded (5 specs, shard 1/2 of 9) in 0.42 s`.
  var line: String {
    var parts = ["\(count(.passed)) passed"]
    if count(.failed) > 0 { parts.append("\(count(.failed)) failed") }
    if count(.recorded) > 0 { parts.append("\(count(.recorded)) recorded") }
    if count(.error) > 0 {
      parts.append(count(.error) == 1 ? "1 error" : "\(count(.error)) errors")
    }
    let specs = results.count == 1 ? "1 spec" : "\(results.count) specs"
    let scope = shard.map { ", shard \($0) of \(total)" } ?? ""
    return parts.joined(separator: ", ") + " (\(specs)\(scope)) in \(Self.format(duration))"
  }

  /// Prints the summary, writes the JUnit file, and points at the report when this run added
  /// to it.
  ///
  /// - Throws: ``CommandLineError`` when the JUnit file cannot be written.
  @MainActor
  func write(to console: Console, setup: TestSetup) throws(CommandLineError) {
    console.print(line)
    if results.contains(where: \.isInReport) {
      console.print(
        "Report: \(setup.options.report.indexURL.relativePath(from: setup.currentDirectory))")
    }
    guard let junit = setup.options.junit else { return }
    do {
      try junitReport.write(to: junit)
    } catch {
      throw CommandLineError("\(error)")
    }
    console.detail("JUnit: \(junit.relativePath(from: setup.currentDirectory))")
  }

  /// The results as JUnit test cases: one per spec, grouped by the spec's folder.
  var junitReport: JUnitReport {
    JUnitReport(
      name: "pinframe test",
      testCases: results.map { result in
        let url = URL(fileURLWithPath: result.path)
        var failures: [JUnitFailure] = []
        if let record = result.record {
          failures = [JUnitFailure(record)]
        } else if let message = result.message, result.status != .passed {
          let first = message.split(separator: "\n").first.map(String.init) ?? message
          failures = [JUnitFailure(message: first, type: "\(result.status)", details: message)]
        }
        return JUnitTestCase(
          className: url.deletingLastPathComponent().relativeString, name: url.lastPathComponent,
          duration: result.duration, failures: failures)
      })
  }

  /// A duration in seconds with two decimals, or milliseconds under a second.
  static func format(_ duration: Duration) -> String {
    let seconds =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
  }
}
