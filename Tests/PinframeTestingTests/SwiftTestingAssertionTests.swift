import Foundation
import Pinframe
import PinframeTesting
import Testing

private func temporaryFolder() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "pinframe-assert-\(UUID().uuidString)")
}

private func sample() throws -> Bitmap {
  try Bitmap(width: 2, height: 2, fill: RGBA8(red: 1, green: 2, blue: 3))
}

@MainActor
@Suite("assertSnapshot under Swift Testing")
struct SwiftTestingAssertionTests {
  @Test("a missing reference is recorded and reported as an issue at the caller")
  func missingReferenceIsAnIssue() throws {
    let folder = temporaryFolder()
    let bitmap = try sample()
    withKnownIssue {
      assertSnapshot(
        of: bitmap, as: .image, named: "card", record: .missing, snapshotDirectory: folder.path)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("No reference was found on disk.") == true
        && issue.sourceLocation?.fileName == "SwiftTestingAssertionTests.swift"
    }
    assertSnapshot(
      of: bitmap, as: .image, named: "card", record: .never, snapshotDirectory: folder.path)
    let recorded = folder.appendingPathComponent(
      "SwiftTestingAssertionTests/missingReferenceIsAnIssue.card.png")
    #expect(FileManager.default.fileExists(atPath: recorded.path))
  }

  @Test(
    "the .snapshots trait sets the record mode of every assertion inside",
    .snapshots(record: .never))
  func traitSetsRecordMode() throws {
    let folder = temporaryFolder()
    let bitmap = try sample()
    withKnownIssue {
      assertSnapshot(of: bitmap, as: .image, snapshotDirectory: folder.path)
    } matching: { issue in
      issue.comments.first?.rawValue.contains("Record mode is never") == true
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test("parameterised tests must name their snapshots", arguments: [1, 2])
  func parameterisedNeedsName(value: Int) throws {
    let folder = temporaryFolder()
    let bitmap = try sample()
    withKnownIssue {
      assertSnapshot(of: bitmap, as: .image, record: .missing, snapshotDirectory: folder.path)
    } matching: { issue in
      issue.comments.first?.rawValue
        == "parameterisedNeedsName(value:) is parameterised: pass named: (for example the argument) so each case gets its own stable reference name"
    }
    withKnownIssue {
      assertSnapshot(
        of: bitmap, as: .image, named: "value-\(value)", record: .missing,
        snapshotDirectory: folder.path)
    }
    let file = folder.appendingPathComponent(
      "SwiftTestingAssertionTests/parameterisedNeedsName-value.value-\(value).png")
    #expect(FileManager.default.fileExists(atPath: file.path))
  }
}
