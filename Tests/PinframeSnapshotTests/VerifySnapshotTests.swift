import Foundation
import Pinframe
import PinframeSnapshot
import Testing

@MainActor
@Suite("Verifying snapshots against references")
struct VerifySnapshotTests {
  private let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-verify-\(UUID().uuidString)")
  private var snapshots: URL { root.appendingPathComponent("Snapshots") }
  private var artifacts: URL { root.appendingPathComponent("artifacts") }

  private func image(_ changes: [(Int, Int)] = [], width: Int = 4) throws -> Bitmap {
    var bitmap = try Bitmap(width: width, height: 4, fill: RGBA8(red: 10, green: 20, blue: 30))
    for (x, y) in changes { bitmap[x, y] = RGBA8(red: 250, green: 0, blue: 0) }
    return bitmap
  }

  private func verify(
    _ bitmap: Bitmap, _ strategy: Snapshotting<Bitmap, Bitmap> = .image,
    named name: String? = "card",
    record: SnapshotTestingConfiguration.Record, testName: String = "testCard()"
  ) -> String? {
    withSnapshotTesting(artifactsDirectory: artifacts) {
      verifySnapshot(
        of: bitmap, as: strategy, named: name, record: record, snapshotDirectory: snapshots.path,
        file: "/repo/Tests/AppTests/CardTests.swift", testName: testName)
    }
  }

  private var reference: URL { snapshots.appendingPathComponent("CardTests/testCard.card.png") }
  private var artifactFolder: URL { artifacts.appendingPathComponent("CardTests/testCard.card") }

  private func decode(_ url: URL) throws -> PNGImage {
    try PNGDecoder().decode(try Data(contentsOf: url))
  }

  @Test("a missing reference is recorded, the assertion fails saying so, then passes")
  func missingIsRecorded() throws {
    let message = verify(try image(), record: .missing)
    #expect(
      message == """
        No reference was found on disk. Automatically recorded snapshot: \(reference.path)

        Re-run the test to assert against the newly recorded snapshot.

        Report: \(artifacts.path)/report/index.html
        """)
    let stored = try decode(reference)
    #expect(stored.bitmap == (try image()))
    #expect(stored.text["pinframe.renderer"] == String(PinframeVersion.renderer))
    #expect(verify(try image(), record: .missing) == nil)
  }

  @Test("a passing check joins the report, which then says this run had no failures")
  func passingCheckWritesReport() throws {
    _ = verify(try image(), record: .missing)
    let fresh = root.appendingPathComponent("fresh-artifacts")
    let location = SnapshotLocation(
      snapshotsDirectory: snapshots, testFile: "CardTests", testName: "testCard()", name: "card",
      pathExtension: "png")
    let run = SnapshotRun(id: "passing-\(UUID().uuidString)", arguments: ["/bin/xctest", "--x"])
    let verifier = SnapshotVerifier(
      location: location, record: .never, artifactsDirectory: fresh, run: run)
    let result = verifier.verify(
      image: try image(), metadata: SnapshotMetadata(scale: 1, edges: "snapped"),
      testName: "testCard()")
    #expect(result.outcome == .passed)
    let page = try String(
      contentsOf: fresh.appendingPathComponent("report/index.html"), encoding: .utf8)
    #expect(page.contains("No snapshot failures were recorded in this run."))
    #expect(page.contains(#"<p class="runs">Written by <code>xctest --x</code>, started "#))
  }

  @Test("record mode never: a missing reference fails and nothing is recorded")
  func neverRecords() throws {
    let message = try #require(verify(try image(), record: .never))
    #expect(
      message.hasPrefix("No reference was found on disk at \(reference.path). Record mode is never")
    )
    #expect(!FileManager.default.fileExists(atPath: reference.path))
    #expect(try decode(artifactFolder.appendingPathComponent("actual.png")).bitmap == (try image()))
  }

  @Test("a changed image fails with count, ratio, distance, bounds, artifacts and accept command")
  func changedImage() throws {
    _ = verify(try image(), record: .missing)
    let before = try Data(contentsOf: reference)
    let message = try #require(verify(try image([(1, 2)]), record: .missing))
    #expect(message.contains("1 of 16 pixels differ (6.25 %), largest distance 0.5228"))
    #expect(message.contains("within (x: 1, y: 2, width: 1, height: 1) px."))
    #expect(message.contains("\"file://\(reference.path)\""))
    let actual = artifactFolder.appendingPathComponent("actual.png")
    #expect(
      message.hasSuffix(
        "To accept the change:\n  rm -f '\(reference.path)' && cp '\(actual.path)' '\(reference.path)'\n\n"
          + "Report: \(artifacts.path)/report/index.html"))
    let records = try SnapshotReport(artifactsDirectory: artifacts).records()
    #expect(records.map(\.status) == [.changed])
    #expect(records.first?.metrics?.differentPixels == 1)
    #expect(try Data(contentsOf: reference) == before)
    #expect(try decode(actual).bitmap == (try image([(1, 2)])))
    #expect(
      try decode(artifactFolder.appendingPathComponent("expected.png")).bitmap == (try image()))
    let diff = try decode(artifactFolder.appendingPathComponent("diff.png")).bitmap
    #expect(diff[1, 2] == Bitmap.diffHighlight)
  }

  @Test("record mode failed rewrites a reference that does not match and still fails")
  func failedRewrites() throws {
    _ = verify(try image(), record: .missing)
    let message = try #require(verify(try image([(0, 0)]), record: .failed))
    #expect(
      message.hasPrefix(
        "Snapshot did not match reference; recorded the new one (record mode failed)"))
    #expect(try decode(reference).bitmap == (try image([(0, 0)])))
    #expect(verify(try image([(0, 0)]), record: .failed) == nil)
  }

  @Test("record mode all never rewrites a reference whose decoded pixels are unchanged")
  func allKeepsIdenticalPixels() throws {
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = try image().pngData(settings: .smallest)
    try original.write(to: reference)
    let message = verify(try image(), record: .all)
    #expect(
      message == "Record mode is all: the reference \(reference.path) is unchanged and was not "
        + "rewritten. Turn record mode off and re-run the test.")
    #expect(try Data(contentsOf: reference) == original)
  }

  @Test("a size change reports both sizes and is still diffed")
  func resized() throws {
    _ = verify(try image(), record: .missing)
    let message = try #require(verify(try image(width: 5), record: .never))
    #expect(message.contains("Size changed: reference 4×4 px, actual 5×4 px."))
    #expect(message.contains("4 of 20 pixels differ (20.0 %)"))
    let diff = try decode(artifactFolder.appendingPathComponent("diff.png")).bitmap
    #expect(diff.width == 5)
    #expect(diff[4, 0] == Bitmap.diffSizeChange)
  }

  @Test("a corrupt reference fails with the decoder's reason; record mode failed replaces it")
  func corruptReference() throws {
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a png".utf8).write(to: reference)
    let message = try #require(verify(try image(), record: .missing))
    #expect(message.hasPrefix("The reference \(reference.path) cannot be read: "))
    _ = verify(try image(), record: .failed)
    #expect(try decode(reference).bitmap == (try image()))
  }

  @Test("tolerances apply at their boundary")
  func tolerance() throws {
    _ = verify(try image(), record: .missing)
    let oneAllowed = Snapshotting<Bitmap, Bitmap>.image(
      tolerance: ImageTolerance(maxDifferentPixels: 1))
    #expect(verify(try image([(3, 3)]), oneAllowed, record: .never) == nil)
    #expect(verify(try image([(3, 3), (0, 0)]), oneAllowed, record: .never) != nil)
  }

  @Test("unnamed snapshots are numbered within a test")
  func counters() throws {
    let scoped = SnapshotCounter()
    SnapshotCounter.$current.withValue(scoped) {
      _ = try? verify(image(), named: nil, record: .missing, testName: "testNumbers()")
      _ = try? verify(image(), named: nil, record: .missing, testName: "testNumbers()")
    }
    let folder = snapshots.appendingPathComponent("CardTests")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "testNumbers.1.png", "testNumbers.2.png",
      ])
  }

  @Test("text snapshots compare lines; view tree dumps name what moved")
  func textSnapshots() throws {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.debugName = "root"
    let blue = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    blue.debugName = "blue"
    view.addSubview(blue)
    func check(_ record: SnapshotTestingConfiguration.Record) -> String? {
      withSnapshotTesting(artifactsDirectory: artifacts) {
        verifySnapshot(
          of: view, as: .frames, named: "tree", record: record,
          snapshotDirectory: snapshots.path, file: "/r/T.swift", testName: "tree")
      }
    }
    _ = check(.missing)
    blue.frame.origin.x = 20
    let message = try #require(check(.never))
    #expect(message.contains("blue moved from (0, 0, 10, 10) to (20, 0, 10, 10)"))
    let lines = verifySnapshot(
      of: "a\nb", as: .lines, named: "text", record: .never, snapshotDirectory: snapshots.path,
      file: "/r/T.swift", testName: "text")
    #expect(lines?.hasPrefix("No reference was found on disk") == true)
  }

  @Test("writes leave no temporary files behind")
  func noTemporaryFiles() throws {
    _ = verify(try image(), record: .missing)
    _ = verify(try image([(1, 1)]), record: .failed)
    let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    #expect(!files.contains { $0.hasSuffix(".pinframe-tmp") })
  }
}
