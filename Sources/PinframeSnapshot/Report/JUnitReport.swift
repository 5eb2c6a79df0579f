import Foundation
import PinframeFiles

/// A JUnit XML report of a test run, the format CI systems show as test results.
///
/// Test cases are grouped into one `<testsuite>` per class name (test file), in the order the
/// classes first appear. Durations are passed in; the report never reads a clock.
public struct JUnitReport: Sendable, Hashable {
  /// The name of the whole run (the `<testsuites name=…>`).
  public var name: String
  /// Every test case of the run, in order.
  public var testCases: [JUnitTestCase]

  /// Creates a report.
  public init(name: String = "pinframe", testCases: [JUnitTestCase]) {
    self.name = name
    self.testCases = testCases
  }

  /// The test cases grouped by class name, in the order the classes first appear.
  public var suites: [(name: String, testCases: [JUnitTestCase])] {
    var order: [String] = []
    var cases: [String: [JUnitTestCase]] = [:]
    for testCase in testCases {
      if cases[testCase.className] == nil { order.append(testCase.className) }
      cases[testCase.className, default: []].append(testCase)
    }
    return order.map { ($0, cases[$0] ?? []) }
  }

  /// Writes ``xml`` to `url` atomically.
  ///
  /// - Throws: `FileWriteError` when the file cannot be written.
  public func write(to url: URL) throws(FileWriteError) {
    try AtomicFileWriter.write(xml, to: url)
  }
}

/// One test in a ``JUnitReport``: passed, failed (with failures) or skipped.
public struct JUnitTestCase: Sendable, Hashable {
  /// The test's class: for Pinframe, the test file or suite (`CardTests`).
  public var className: String
  /// The test's name (`testCard()`).
  public var name: String
  /// How long the test ran.
  public var duration: Duration
  /// The test's failures; the test passed when there are none and it is not skipped.
  public var failures: [JUnitFailure]
  /// Why the test was skipped, or `nil` when it ran.
  public var skipMessage: String?

  /// Creates a test case.
  public init(
    className: String, name: String, duration: Duration, failures: [JUnitFailure] = [],
    skipMessage: String? = nil
  ) {
    self.className = className
    self.name = name
    self.duration = duration
    self.failures = failures
    self.skipMessage = skipMessage
  }
}

/// One failure of a test case: a short message, a type, and the full text.
public struct JUnitFailure: Sendable, Hashable {
  /// A one-line summary (the `message` attribute).
  public var message: String
  /// The kind of failure (the `type` attribute), such as `snapshot`.
  public var type: String
  /// The full failure text (the element's content).
  public var details: String

  /// Creates a failure.
  public init(message: String, type: String, details: String) {
    self.message = message
    self.type = type
    self.details = details
  }

  /// The failure of a snapshot record.
  ///
  /// The message is the status and the first line of the record's message; the details hold
  /// the whole message, the reference path and the accept command.
  public init(_ record: SnapshotFailureRecord) {
    let firstLine = record.message.split(separator: "\n").first.map(String.init) ?? ""
    var details = [record.message, "Reference: \(record.reference.absolutePath)"]
    if let command = record.acceptCommand { details.append("Accept: \(command)") }
    self.init(
      message: "\(record.status.title): \(firstLine)", type: "snapshot",
      details: details.joined(separator: "\n"))
  }
}
