import PinframeSnapshot

/// How one spec of a test run came out.
struct SpecResult: Sendable {
  /// What happened.
  enum Status: Sendable {
    /// The spec matches its reference (or fails with exactly its expected error).
    case passed
    /// A reference was written; the run fails so that it is reviewed.
    case recorded
    /// The spec does not match its reference, or the reference is missing.
    case failed
    /// The spec could not be read, laid out or rendered.
    case error
  }

  /// The spec file, as messages show it.
  var path: String
  /// What happened.
  var status: Status
  /// Why it did not pass; `nil` when it passed.
  var message: String?
  /// The failure's report record, when the verifier made one.
  var record: SnapshotFailureRecord?
  /// Whether the record is in the HTML report.
  var isInReport = false
  /// How long checking the spec took.
  var duration: Duration = .zero

  /// The result of a snapshot verification of the reference shown as `reference`; the report,
  /// which the summary names once, is left out of the message.
  init(
    path: String, reference: String, verification: SnapshotVerification,
    report: SnapshotReport?, duration: Duration
  ) {
    self.path = path
    self.duration = duration
    record = verification.record
    isInReport = verification.isInReport
    let reportLine = report.map { "\n\nReport: \($0.indexURL.path)" } ?? ""
    switch verification.outcome {
    case .passed:
      status = .passed
    case .recorded:
      status = .recorded
      message = "recorded \(reference)"
    case .failed(let text):
      status = .failed
      message = text.hasSuffix(reportLine) ? String(text.dropLast(reportLine.count)) : text
    }
  }

  /// A result with a status and message of its own.
  init(path: String, status: Status, message: String?) {
    self.path = path
    self.status = status
    self.message = message
  }
}

extension SpecResult.Status {
  /// The label printed before the spec's path.
  var label: String {
    switch self {
    case .passed: "PASS"
    case .recorded: "REC "
    case .failed: "FAIL"
    case .error: "ERR "
    }
  }

  /// The label's colour on terminals.
  var color: TerminalColor {
    switch self {
    case .passed: .green
    case .recorded: .yellow
    case .failed, .error: .red
    }
  }
}
