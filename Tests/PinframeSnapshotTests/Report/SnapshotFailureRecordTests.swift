import Foundation
import PinframeGraphics
import PinframeRaster
import PinframeSnapshot
import Testing

@Suite("Snapshot failure records")
struct SnapshotFailureRecordTests {
  @Test(
    "records of every kind survive a JSON round trip unchanged",
    arguments: [
      ReportFixtures.imageRecord(),
      ReportFixtures.animationRecord(artifacts: URL(fileURLWithPath: "/a")),
      ReportFixtures.textRecord(),
    ])
  func jsonRoundTrip(record: SnapshotFailureRecord) throws {
    var withEnvironment = record
    withEnvironment.environmentChanges = [
      SnapshotMetadataChange(key: "renderer", expected: "1", actual: "2"),
      SnapshotMetadataChange(key: "fonts", expected: nil, actual: "Inter 4.0"),
    ]
    let data = try JSONEncoder().encode(withEnvironment)
    #expect(try JSONDecoder().decode(SnapshotFailureRecord.self, from: data) == withEnvironment)
  }

  @Test("the identifier keeps the test file's base name and keys by the reference's names")
  func identifier() {
    let test = SnapshotTestIdentifier(
      file: "/repo/Tests/CardTests.swift", testName: "testCard()", snapshotName: "dark mode")
    #expect(test.file == "CardTests")
    #expect(test.key == "CardTests.testCard.dark-mode")
  }

  @Test("metrics from a comparison carry counts, ratio, distance, bounds and sizes")
  func metricsFromComparison() throws {
    var expected = try Bitmap(width: 4, height: 2)
    var actual = expected
    expected[0, 0] = RGBA8(red: 255, green: 255, blue: 255)
    actual[1, 1] = RGBA8(red: 255, green: 0, blue: 0)
    let metrics = SnapshotMetrics(actual.compared(with: expected))
    #expect(metrics.differentPixels == 2)
    #expect(metrics.comparedPixels == 8)
    #expect(metrics.differentPixelRatio == 0.25)
    #expect(metrics.differenceBounds == PixelRect(x: 0, y: 0, width: 2, height: 2))
    #expect(metrics.expectedSize == PixelSize(width: 4, height: 2))
    #expect(metrics.actualSize == PixelSize(width: 4, height: 2))
  }

  @Test("only statuses the run did not already write need accepting")
  func needsAccepting() {
    let statuses = SnapshotFailureRecord.Status.allCases.filter(\.needsAccepting)
    #expect(statuses == [.changed, .missingReference, .environmentChanged, .unreadableReference])
  }
}
