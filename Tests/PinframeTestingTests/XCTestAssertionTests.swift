import Foundation
import Pinframe
import PinframeTesting
import XCTest

final class XCTestAssertionTests: XCTestCase {
  private var failures: [(message: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append((description, lineNumber))
  }

  @MainActor
  func testMissingReferenceIsReportedToXCTestAtTheCallersLine() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-xctest-\(UUID().uuidString)")
    let bitmap = try Bitmap(width: 2, height: 2, fill: RGBA8(red: 9, green: 8, blue: 7))
    let line = #line + 1
    assertSnapshot(
      of: bitmap, as: .image, named: "card", record: .missing, snapshotDirectory: folder.path)
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertTrue(failures.first?.message.hasPrefix("No reference was found on disk.") ?? false)
    let recorded = folder.appendingPathComponent(
      "XCTestAssertionTests/testMissingReferenceIsReportedToXCTestAtTheCallersLine.card.png")
    XCTAssertTrue(FileManager.default.fileExists(atPath: recorded.path))
    failures.removeAll()
    assertSnapshot(
      of: bitmap, as: .image, named: "card", record: .never, snapshotDirectory: folder.path)
    XCTAssertTrue(failures.isEmpty)
  }

  @MainActor
  func testRecordModeNeverFailsForAMissingReference() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-xctest-\(UUID().uuidString)")
    let bitmap = try Bitmap(width: 1, height: 1)
    assertSnapshot(of: bitmap, as: .image, record: .never, snapshotDirectory: folder.path)
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.message.contains("Record mode is never") ?? false)
  }
}
