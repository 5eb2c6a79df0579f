import Testing
import XCTest

/// Where an assertion was written, to report failures at the caller's line.
struct CallSite {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt
}

/// Reports a failure to the test runner that is running: Swift Testing when a test is current,
/// XCTest otherwise.
func recordSnapshotIssue(_ message: String, at site: CallSite) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line),
        column: Int(site.column)))
  } else {
    XCTFail(message, file: site.filePath, line: site.line)
  }
}
