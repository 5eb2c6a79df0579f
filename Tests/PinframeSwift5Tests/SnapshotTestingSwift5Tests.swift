import Foundation
import Pinframe
import PinframeTesting
import Testing
import XCTest

// Test code written for swift-snapshot-testing on iOS, in Swift 5 mode: plain synchronous XCTest
// methods and Swift Testing functions, with only the import changed.

private struct Profile: Codable {
  var name: String
  var age: Int
}

private final class ProfileController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    header.backgroundColor = .systemBlue
    view.addSubview(header)
  }
}

private func folder() -> String {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-swift5-\(UUID().uuidString)").path
}

private func card() -> UIView {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 6))
  view.backgroundColor = .systemOrange
  let dot = UIView(frame: CGRect(x: 2, y: 2, width: 2, height: 2))
  dot.backgroundColor = .white
  view.addSubview(dot)
  return view
}

/// Every strategy and signature, asserted twice: the first run records, the second compares.
private func assertEveryStrategy(in directory: String, record: SnapshotTestingConfiguration.Record?)
{
  let view = card()
  assertSnapshot(of: view, as: .image, named: "image", record: record, snapshotDirectory: directory)
  assertSnapshot(
    of: view,
    as: .image(
      precision: 0.99, perceptualPrecision: 0.98, size: CGSize(width: 12, height: 6),
      traits: .init()),
    named: "precision", record: record, snapshotDirectory: directory)
  assertSnapshot(
    of: view,
    as: .image(
      on: .iPhoneSe, precision: 1, perceptualPrecision: 1, size: CGSize(width: 20, height: 20),
      traits: .init(userInterfaceStyle: .dark)),
    named: "on", record: record, snapshotDirectory: directory)
  assertSnapshot(
    of: view,
    as: .image(
      drawHierarchyInKeyWindow: false, precision: 1, perceptualPrecision: 1, size: nil,
      traits: .init()),
    named: "hierarchy", record: record, snapshotDirectory: directory)
  assertSnapshot(
    of: view, as: .recursiveDescription, named: "description", record: record,
    snapshotDirectory: directory)
  assertSnapshot(
    of: view, as: .recursiveDescription(on: .iPhone13), named: "description-on", record: record,
    snapshotDirectory: directory)
  assertSnapshot(
    of: view.layer, as: .image, named: "layer", record: record, snapshotDirectory: directory)
  assertSnapshot(
    of: view.layer, as: .image(precision: 1, perceptualPrecision: 1, traits: .init()),
    named: "layer-traits", record: record, snapshotDirectory: directory)
  let controller = ProfileController()
  assertSnapshot(
    of: controller, as: .image(on: .iPhone13), named: "controller", record: record,
    snapshotDirectory: directory)
  assertSnapshot(
    of: controller, as: .recursiveDescription(on: .iPhoneSe), named: "controller-description",
    record: record, snapshotDirectory: directory)
  let image = try? Bitmap(width: 2, height: 2, fill: RGBA8(red: 1, green: 2, blue: 3))
  assertSnapshot(
    of: image!, as: .image(precision: 1, perceptualPrecision: 1, scale: nil), named: "bitmap",
    record: record, snapshotDirectory: directory)
  let profile = Profile(name: "Blob", age: 3)
  assertSnapshot(
    of: profile, as: .dump, named: "dump", record: record, snapshotDirectory: directory)
  assertSnapshot(
    of: profile, as: .description, named: "describe", record: record, snapshotDirectory: directory)
  assertSnapshot(
    of: profile, as: .json, named: "json", record: record, snapshotDirectory: directory)
  assertSnapshot(
    of: profile, as: .plist, named: "plist", record: record, snapshotDirectory: directory)
  assertSnapshot(
    of: "line 1\nline 2", as: .lines, named: "lines", record: record, snapshotDirectory: directory)
  assertSnapshot(
    of: view, as: .wait(for: 0.25, on: .image), named: "wait", record: record,
    snapshotDirectory: directory)
  let custom = SimplySnapshotting<String>.lines.pullback { (profile: Profile) in profile.name }
  assertSnapshot(
    of: profile, as: custom, named: "custom", record: record, snapshotDirectory: directory)
}

/// The number of snapshots `assertEveryStrategy` asserts.
private let strategyCount = 18

final class SnapshotTestingSwift5XCTests: XCTestCase {
  private var failures: [String] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append(description)
  }

  func testEveryStrategyRecordsThenMatchesFromASynchronousTest() {
    let directory = folder()
    assertEveryStrategy(in: directory, record: .missing)
    XCTAssertEqual(failures.count, strategyCount)
    XCTAssertTrue(failures.allSatisfy { $0.contains("No reference was found on disk.") })
    failures.removeAll()
    assertEveryStrategy(in: directory, record: .never)
    XCTAssertEqual(failures, [])
  }

  func testAssertSnapshotsAndVerifySnapshotKeepTheirSignatures() {
    let directory = folder()
    withSnapshotTesting(record: .missing, diffTool: .ksdiff) {
      assertSnapshots(of: card(), as: [.image, .image(scale: 2)], snapshotDirectory: directory)
      assertSnapshots(
        of: card(),
        as: [
          "plain": .recursiveDescription,
          "sized": .recursiveDescription(size: CGSize(width: 20, height: 8)),
        ],
        snapshotDirectory: directory)
    }
    XCTAssertEqual(failures.count, 4)
    failures.removeAll()
    let message = verifySnapshot(
      of: card(), as: .image, named: "verify", record: .never, snapshotDirectory: directory,
      timeout: 5, fileID: #fileID, file: #filePath, testName: #function, line: #line,
      column: #column)
    XCTAssertTrue(message?.contains("Record mode is never") ?? false)
  }
}

// Swift Testing runs nonisolated test functions on other threads, where laying out views stops
// in a main-actor check; suites that use views are @MainActor, as with UIKit.
@MainActor
@Suite("swift-snapshot-testing call sites in Swift 5 mode under Swift Testing", .snapshots)
struct SnapshotTestingSwift5Tests {
  @Test("every strategy records, then matches")
  func everyStrategy() {
    let directory = folder()
    let count = IssueCount()
    withKnownIssue {
      assertEveryStrategy(in: directory, record: .missing)
    } matching: { issue in
      count.value += 1
      return issue.comments.first?.rawValue.hasPrefix("No reference was found on disk.") == true
    }
    #expect(count.value == strategyCount)
    assertEveryStrategy(in: directory, record: .never)
  }

  @Test(
    "the trait's record mode and diff tool apply", .snapshots(record: .never, diffTool: .ksdiff))
  func trait() {
    withKnownIssue {
      assertSnapshot(of: card(), as: .image, snapshotDirectory: folder())
    } matching: { issue in
      issue.comments.first?.rawValue.contains("set by a `.snapshots(record: .never)` trait") == true
    }
  }
}

/// Issues counted by a matcher (matchers run synchronously inside `withKnownIssue`).
private final class IssueCount: @unchecked Sendable {
  var value = 0
}
