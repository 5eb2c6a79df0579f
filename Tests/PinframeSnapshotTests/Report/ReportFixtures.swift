import Foundation
import PinframeSnapshot

/// Records and folders shared by the report tests.
enum ReportFixtures {
  /// A fresh, empty folder under the system's temporary folder.
  static func temporaryFolder(_ label: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// An image record with artifacts `<artifacts>/<File>/<test>.<name>.{expected,actual,diff}.png`.
  static func imageRecord(
    file: String = "CardTests", test: String = "testCard()", name: String = "1",
    artifacts: URL = URL(fileURLWithPath: "/work/.build/snapshot-artifacts"),
    snapshots: URL = URL(fileURLWithPath: "/repo/Snapshots"), message: String? = nil
  ) -> SnapshotFailureRecord {
    let location = SnapshotLocation(
      snapshotsDirectory: snapshots, testFile: file, testName: test, name: name,
      pathExtension: "png")
    let stem = artifacts.appendingPathComponent(location.testFile)
      .appendingPathComponent("\(location.testName).\(location.name)").path
    let metrics = SnapshotMetrics(
      differentPixels: 120, comparedPixels: 4800, maxDistance: 0.25,
      differenceBounds: PixelRect(x: 4, y: 6, width: 20, height: 6),
      expectedSize: PixelSize(width: 80, height: 60), actualSize: PixelSize(width: 80, height: 60))
    return SnapshotFailureRecord(
      test: SnapshotTestIdentifier(file: file, testName: test, snapshotName: name),
      kind: .image, status: .changed, reference: SnapshotReferencePath(location),
      message: message ?? "120 of 4,800 pixels differ (2.50 %)", metrics: metrics,
      artifacts: SnapshotArtifacts(
        expected: stem + ".expected.png", actual: stem + ".actual.png", diff: stem + ".diff.png"))
  }

  /// A three-frame animation record whose frames 1 and 2 differ.
  static func animationRecord(artifacts: URL) -> SnapshotFailureRecord {
    let folder = artifacts.appendingPathComponent("SpinnerTests")
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    let frames = (0..<3).map { index in
      SnapshotFrameArtifacts(
        expected: path("testSpin.fade.frame-\(index).expected.png"),
        actual: path("testSpin.fade.frame-\(index).actual.png"),
        diff: path("testSpin.fade.frame-\(index).diff.png"))
    }
    let animation = AnimationMetrics(
      expectedFrameCount: 3, actualFrameCount: 3, expectedFramesPerSecond: 30,
      actualFramesPerSecond: 30, differingFrames: [1, 2])
    return SnapshotFailureRecord(
      test: SnapshotTestIdentifier(
        file: "/repo/Tests/SpinnerTests.swift", testName: "testSpin()", snapshotName: "fade"),
      kind: .animation, status: .changed,
      reference: SnapshotReferencePath(
        absolutePath: "/repo/Snapshots/SpinnerTests/testSpin.fade.png",
        relativePath: "SpinnerTests/testSpin.fade.png"),
      message: "2 of 3 frames differ",
      metrics: SnapshotMetrics(
        differentPixels: 9600, comparedPixels: 14400, maxDistance: 1, differenceBounds: nil,
        expectedSize: PixelSize(width: 80, height: 60),
        actualSize: PixelSize(width: 80, height: 60), animation: animation),
      artifacts: SnapshotArtifacts(
        expected: path("testSpin.fade.expected.png"), actual: path("testSpin.fade.actual.png"),
        frames: frames, filmstrip: path("testSpin.fade.filmstrip.png")))
  }

  /// A text record whose second line changed.
  static func textRecord() -> SnapshotFailureRecord {
    SnapshotFailureRecord(
      test: SnapshotTestIdentifier(file: "DumpTests", testName: "testTree()", snapshotName: "1"),
      kind: .text, status: .changed,
      reference: SnapshotReferencePath(
        absolutePath: "/repo/Snapshots/DumpTests/testTree.1.txt",
        relativePath: "DumpTests/testTree.1.txt"),
      message: "blue moved from (0, 0) to (0, 8)",
      artifacts: SnapshotArtifacts(
        actual: "/work/.build/snapshot-artifacts/DumpTests/testTree.1.actual.txt",
        expectedText: "root\n  blue (0, 0, 10, 10)\n  red",
        actualText: "root\n  blue (0, 8, 10, 10)\n  red"))
  }
}
