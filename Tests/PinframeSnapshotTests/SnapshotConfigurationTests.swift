import Foundation
import PinframeSnapshot
import Testing

@Suite("Snapshot configuration")
struct SnapshotConfigurationTests {
  typealias Record = SnapshotTestingConfiguration.Record

  @Test("record mode: explicit, then SNAPSHOT_TESTING_RECORD, then never on CI, else missing")
  func recordModePrecedence() throws {
    #expect(try SnapshotEnvironment(variables: [:]).resolvedRecordMode(nil) == .missing)
    #expect(try SnapshotEnvironment(variables: ["CI": "true"]).resolvedRecordMode(nil) == .never)
    #expect(try SnapshotEnvironment(variables: ["CI": "0"]).resolvedRecordMode(nil) == .missing)
    let recordAll = SnapshotEnvironment(variables: ["CI": "1", "SNAPSHOT_TESTING_RECORD": "all"])
    #expect(try recordAll.resolvedRecordMode(nil) == .all)
    #expect(try recordAll.resolvedRecordMode(.failed) == .failed)
  }

  @Test("an unknown SNAPSHOT_TESTING_RECORD value is an error listing the modes")
  func invalidRecordMode() {
    let environment = SnapshotEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": "yes"])
    #expect(throws: SnapshotSetupError.invalidRecordMode("yes")) {
      try environment.resolvedRecordMode(nil)
    }
    #expect(
      SnapshotSetupError.invalidRecordMode("yes").description
        == "SNAPSHOT_TESTING_RECORD=yes is not a record mode; use all, missing, failed or never")
  }

  @Test("what each mode writes")
  func modeSemantics() {
    #expect(
      [Record.all, .missing, .failed, .never].map(\.recordsMissing) == [true, true, true, false])
    #expect(
      [Record.all, .missing, .failed, .never].map(\.recordsFailures) == [true, false, true, false])
    #expect(Record(rawValue: "FAILED") == .failed)
    #expect(Record(rawValue: "sometimes") == nil)
  }

  @Test("withSnapshotTesting scopes nest and inherit unset values")
  func scopes() {
    let folder = URL(fileURLWithPath: "/tmp/refs")
    withSnapshotTesting(record: .failed, snapshotsDirectory: folder) {
      withSnapshotTesting(record: .all) {
        #expect(SnapshotTestingConfiguration.current.record == .all)
        #expect(SnapshotTestingConfiguration.current.snapshotsDirectory == folder)
      }
      #expect(SnapshotTestingConfiguration.current.record == .failed)
    }
    #expect(SnapshotTestingConfiguration.current.record == nil)
  }

  @Test("counters number unnamed snapshots per test and reset per scope")
  func counters() {
    let counter = SnapshotCounter()
    #expect(counter.next(testFile: "A", testName: "t") == 1)
    #expect(counter.next(testFile: "A", testName: "t") == 2)
    #expect(counter.next(testFile: "A", testName: "u") == 1)
    counter.reset(testFile: "A", testName: "t")
    #expect(counter.next(testFile: "A", testName: "t") == 1)
  }
}

@Suite("Snapshot locations")
struct SnapshotLocationTests {
  @Test(
    "names are sanitised into safe file-name components",
    arguments: [
      ("testCard()", "testCard"), ("card layout/dark", "card-layout-dark"),
      ("../../etc/passwd", "etc-passwd"), ("..", "_"), ("", "_"), (".hidden", "hidden"),
      ("größe 10%", "größe-10"), ("a\u{0}b", "a-b"), ("rtl_end-2", "rtl_end-2"),
      ("iPhone 8 - portrait", "iPhone-8-portrait"), ("日本", "日本"), ("カード", "カード"),
      ("ünïcödé", "ünïcödé"), ("a--b", "a-b"), ("-x-", "x"), ("n\u{0303}o", "n\u{0303}o"),
      ("½ ²", "_"), ("🙂 card", "card"), ("x.y.png", "x-y-png"),
    ])
  func sanitising(input: String, expected: String) {
    #expect(SnapshotLocation.sanitize(input) == expected)
  }

  @Test("references live in <snapshots>/<TestFile>/<testName>.<name>.<ext>")
  func referencePath() {
    let location = SnapshotLocation(
      snapshotsDirectory: URL(fileURLWithPath: "/repo/Snapshots"),
      testFile: "/repo/Tests/AppTests/CardTests.swift", testName: "testCard()", name: "1",
      pathExtension: "png")
    #expect(location.referenceURL.path == "/repo/Snapshots/CardTests/testCard.1.png")
    #expect(location.relativePath == "CardTests/testCard.1.png")
  }

  @Test("the package root is found by walking up from the test file to Package.swift")
  func packageRoot() {
    let root = SnapshotLocation.packageRoot(above: #filePath)
    #expect(
      root.map {
        FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path)
      } == true)
    #expect(SnapshotLocation.packageRoot(above: "/nonexistent/dir/file.swift") == nil)
  }
}
