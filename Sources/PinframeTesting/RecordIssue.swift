import Foundation
import PinframeSnapshot
import Testing
import XCTest

/// Where an assertion was written, to report failures at the caller's line.
struct CallSite {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt

  /// The site as Swift Testing's source location.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }
}

/// Reports a failure to the test runner that is running: Swift Testing when a test is current
/// (with `attachments` attached to the test, where `swift test --attachments-path` collects
/// them), XCTest otherwise (which on Linux has no attachments; the artifacts folder holds the
/// files).
func recordSnapshotIssue(_ message: String, attachments: [XCTAttachment] = [], at site: CallSite) {
  if Test.current != nil {
    for attachment in attachments {
      Attachment.record(
        [UInt8](attachment.data), named: attachment.fileName, sourceLocation: site.sourceLocation)
    }
    Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
  } else {
    XCTFail(message, file: site.filePath, line: site.line)
  }
}
