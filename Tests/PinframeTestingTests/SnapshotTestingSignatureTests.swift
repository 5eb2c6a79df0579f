import Foundation
import Pinframe
import PinframeTesting
import Testing
import XCTest

// swift-snapshot-testing's call sites, unchanged but for the import, under Swift Testing and
// XCTest in Swift 6 mode.

private func temporaryFolder() -> String {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-signatures-\(UUID().uuidString)").path
}

@MainActor
private func card() -> UIView {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 4))
  view.backgroundColor = .systemGreen
  return view
}

/// Messages collected by an issue matcher (matchers run synchronously inside `withKnownIssue`).
private final class Messages: @unchecked Sendable {
  var values: [String] = []
}

/// The first comment of each issue `body` records.
@MainActor
private func issues(_ body: () -> Void) -> [String] {
  let messages = Messages()
  withKnownIssue(isIntermittent: true) {
    body()
  } matching: { issue in
    messages.values.append(issue.comments.first?.rawValue ?? "")
    return true
  }
  return messages.values
}

@MainActor
@Suite("swift-snapshot-testing signatures under Swift Testing", .snapshots(diffTool: .ksdiff))
struct SnapshotTestingSignatureTests {
  let folder = temporaryFolder()

  @Test("assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)")
  func fullSignature() {
    let recorded = issues {
      assertSnapshot(
        of: card(), as: .image, named: "full", record: .missing, snapshotDirectory: folder,
        timeout: 5, fileID: #fileID, file: #filePath, testName: #function, line: #line,
        column: #column)
    }
    #expect(recorded.count == 1)
    #expect(recorded.first?.hasPrefix("No reference was found on disk.") == true)
    assertSnapshot(of: card(), as: .image, named: "full", record: .never, snapshotDirectory: folder)
  }

  @Test("assertSnapshots with an array numbers the snapshots; with a dictionary names them")
  func assertSnapshotsForms() throws {
    let array = issues {
      assertSnapshots(
        of: card(), as: [.image, .image(scale: 2)], record: .missing, timeout: 5)
    }
    #expect(array.count == 2)
    #expect(
      array.allSatisfy {
        $0.contains("assertSnapshotsForms.1.png") || $0.contains("assertSnapshotsForms.2.png")
      })
    let named = issues {
      assertSnapshots(
        of: card(),
        as: [
          "small": .recursiveDescription,
          "large": .recursiveDescription(size: CGSize(width: 40, height: 20)),
        ],
        record: .missing)
    }
    #expect(named.count == 2)
    #expect(named[0].contains("assertSnapshotsForms.large.txt"))
    #expect(named[1].contains("assertSnapshotsForms.small.txt"))
    for name in ["1.png", "2.png", "large.txt", "small.txt"] {
      let reference = try #require(
        SnapshotLocation.packageRoot(above: #filePath)?.appendingPathComponent(
          "Snapshots/SnapshotTestingSignatureTests/assertSnapshotsForms.\(name)"))
      #expect(FileManager.default.fileExists(atPath: reference.path))
      try FileManager.default.removeItem(at: reference)
    }
  }

  @Test("the suite's .snapshots(diffTool:) trait shapes the failure message")
  func traitDiffTool() {
    _ = issues {
      assertSnapshot(of: "a", as: .lines, named: "tool", record: .all, snapshotDirectory: folder)
    }
    let recorded = issues {
      assertSnapshot(of: "b", as: .lines, named: "tool", record: .never, snapshotDirectory: folder)
    }
    #expect(recorded.first?.contains("\n\nksdiff \"") == true)
  }

  @Test(
    "a record mode from a trait says so in the never message", .snapshots(record: .never))
  func traitRecordMode() {
    let recorded = issues {
      assertSnapshot(of: card(), as: .image, snapshotDirectory: folder)
    }
    #expect(
      recorded.first?.contains(
        "Record mode is never (set by a `.snapshots(record: .never)` trait), so nothing was recorded. "
          + "SNAPSHOT_TESTING_RECORD does not override it") == true)
  }

  @Test(
    ".snapshots(_:) takes a whole configuration",
    .snapshots(SnapshotTestingConfiguration(record: .never, diffTool: "opendiff")))
  func traitConfiguration() {
    #expect(SnapshotTestingConfiguration.current.record == .never)
    #expect(
      SnapshotTestingConfiguration.current.diffTool?(currentFilePath: "a", failedFilePath: "b")
        == "opendiff a b")
  }

  @Test(
    "swift-snapshot-testing's exact parameter lists, without Pinframe's extra arguments",
    .snapshots(record: .never, diffTool: .ksdiff))
  func exactParameterLists() throws {
    let snapshots = URL(fileURLWithPath: folder)
    let recorded = issues {
      withSnapshotTesting(snapshotsDirectory: snapshots) {
        withSnapshotTesting(record: .missing, diffTool: .default) {
          assertSnapshot(
            of: "a", as: .lines, named: "exact", record: nil, timeout: 5, fileID: #fileID,
            file: #filePath, testName: #function, line: #line, column: #column)
          assertSnapshots(of: "b", as: ["named": .lines], record: nil)
          assertSnapshots(of: "c", as: [.lines], record: .all)
        }
      }
    }
    let references = snapshots.appendingPathComponent("SnapshotTestingSignatureTests")
    // unnamed snapshots are numbered by position among all three assertions, as in SST
    #expect(recorded.count == 3)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: references.path).sorted() == [
        "exactParameterLists.3.txt", "exactParameterLists.exact.txt",
        "exactParameterLists.named.txt",
      ])
    // the trait's record mode (never) and diff tool apply where the block sets none
    let failed = issues {
      withSnapshotTesting(snapshotsDirectory: snapshots) {
        assertSnapshot(of: "changed", as: .lines, named: "exact")
      }
    }
    #expect(failed.first?.contains("\n\nksdiff \"") == true)
  }

  @Test("names qualified with the module resolve to Pinframe's", .snapshots)
  func moduleQualified() {
    let strategy: PinframeTesting.Snapshotting<UIView, Bitmap> = .image
    let message = PinframeTesting.verifySnapshot(
      of: card(), as: strategy, named: "qualified", record: .missing, snapshotDirectory: folder)
    #expect(message?.hasPrefix("No reference was found on disk.") == true)
    PinframeTesting.withSnapshotTesting(record: .never) {
      PinframeTesting.assertSnapshot(
        of: card(), as: strategy, named: "qualified", snapshotDirectory: folder)
    }
  }
}

final class SnapshotTestingSignatureXCTests: XCTestCase {
  private var failures: [String] = []
  private let folder = temporaryFolder()

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append(description)
  }

  override func invokeTest() {
    withSnapshotTesting(record: .missing, diffTool: .ksdiff) { super.invokeTest() }
  }

  @MainActor
  func testAssertSnapshotAndAssertSnapshotsUnderXCTest() async throws {
    assertSnapshot(of: card(), as: .image(precision: 0.99), snapshotDirectory: folder)
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("No reference was found on disk.") ?? false)
    failures.removeAll()
    assertSnapshots(of: card(), as: ["a": .recursiveDescription, "b": .frames])
    XCTAssertEqual(failures.count, 2)
    for name in ["a", "b"] {
      let reference = try XCTUnwrap(
        SnapshotLocation.packageRoot(above: #filePath)?.appendingPathComponent(
          "Snapshots/SnapshotTestingSignatureTests/testAssertSnapshotAndAssertSnapshotsUnderXCTest.\(name).txt"
        ))
      try FileManager.default.removeItem(at: reference)
    }
  }

  @MainActor
  func testVerifySnapshotReturnsTheMessage() async {
    let message = verifySnapshot(
      of: "text", as: .lines, named: "verify", record: .never, snapshotDirectory: folder)
    XCTAssertTrue(message?.contains("Record mode is never (passed as `record: .never`") ?? false)
    XCTAssertTrue(failures.isEmpty)
  }
}
