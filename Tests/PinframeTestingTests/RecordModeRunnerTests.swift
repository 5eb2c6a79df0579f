import Foundation
import Pinframe
import PinframeTesting
import Testing
import XCTest

/// What each record mode does with a missing, a matching and a changed reference, as seen by
/// the test runner: `(outcome for missing, for matching, for changed, reference rewritten?)`.
private let expectations: [(SnapshotTestingConfiguration.Record, [String?], Bool)] = [
  (.all, ["No reference", "Record mode is all", "Snapshot did not match"], true),
  (.missing, ["No reference", nil, "Snapshot does not match"], false),
  (.failed, ["No reference", nil, "Snapshot did not match"], true),
  (.never, ["No reference", nil, "Snapshot does not match"], false),
]

/// Asserts one snapshot through a test runner and returns the failure it reported, if any.
private typealias Assertion =
  @MainActor (
    _ bitmap: Bitmap, _ name: String, _ mode: SnapshotTestingConfiguration.Record, _ folder: String
  ) -> String?

@MainActor
private func runModes(assert: Assertion, report: (String?, String?) -> Void) throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-modes-\(UUID().uuidString)")
  let original = try Bitmap(width: 2, height: 2, fill: RGBA8(red: 1, green: 2, blue: 3))
  var changed = original
  changed[0, 0] = RGBA8(red: 200, green: 0, blue: 0)
  for (mode, outcomes, rewritesChanged) in expectations {
    let name = "\(mode)"
    let reference = folder.appendingPathComponent("RecordModeRunnerTests/modes.\(name).png")
    let missing = assert(original, name, mode, folder.path)
    report(missing, outcomes[0])
    if mode == .never {
      try FileManager.default.createDirectory(
        at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
      try original.pngData().write(to: reference)
    }
    let matching = assert(original, name, mode, folder.path)
    report(matching, outcomes[1])
    let different = assert(changed, name, mode, folder.path)
    report(different, outcomes[2])
    let stored = try PNGDecoder().decode(try Data(contentsOf: reference)).bitmap
    report(stored == changed ? "rewritten" : "kept", rewritesChanged ? "rewritten" : "kept")
  }
}

/// The message an issue matcher saw (matchers run synchronously inside `withKnownIssue`).
private final class ReportedMessage: @unchecked Sendable {
  var text: String?
}

@MainActor
@Suite("Record modes under Swift Testing")
struct RecordModeSwiftTestingTests {
  @Test("every record mode handles missing, matching and changed references")
  func everyMode() throws {
    let assertion: Assertion = { bitmap, name, mode, folder in
      let reported = ReportedMessage()
      withKnownIssue(isIntermittent: true) {
        assertSnapshot(
          of: bitmap, as: .image, named: name, record: mode, snapshotDirectory: folder,
          testName: "modes")
      } matching: { issue in
        reported.text = issue.comments.first?.rawValue
        return true
      }
      return reported.text
    }
    try runModes(assert: assertion) { actual, expected in
      #expect(actual.map { String($0.prefix(expected?.count ?? 0)) } == expected)
    }
  }
}

final class RecordModeXCTests: XCTestCase {
  private var reported: [String] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if description.hasPrefix("XCTAssert") {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    } else {
      reported.append(String(description.dropFirst("failed - ".count)))
    }
  }

  @MainActor
  func testEveryRecordModeHandlesMissingMatchingAndChangedReferences() async throws {
    let assertion: Assertion = { [self] bitmap, name, mode, folder in
      reported.removeAll()
      assertSnapshot(
        of: bitmap, as: .image, named: name, record: mode, snapshotDirectory: folder,
        testName: "modes")
      return reported.first
    }
    try runModes(assert: assertion) { actual, expected in
      XCTAssertEqual(actual.map { String($0.prefix(expected?.count ?? 0)) }, expected)
    }
  }
}
