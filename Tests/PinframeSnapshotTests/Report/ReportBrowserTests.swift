import Foundation
import PinframeSnapshot
import Testing

/// Loads a generated report in headless Chromium and checks the screenshot shows the images.
///
/// Skipped when no browser is installed (`.ci/run` installs Debian's `chromium`).
@Suite("Report in a real browser", .serialized)
struct ReportBrowserTests {
  static let magenta: [UInt8] = [255, 0, 255, 255]
  static let cyan: [UInt8] = [0, 255, 255, 255]
  static let yellow: [UInt8] = [255, 255, 0, 255]
  static let blue: [UInt8] = [0, 0, 255, 255]
  static let red: [UInt8] = [255, 0, 32, 255]
  static let green: [UInt8] = [0, 200, 0, 255]

  @Test(
    "the report renders both failures' images with and without script",
    .enabled(if: HeadlessChromium.isAvailable, "chromium not installed; .ci/run installs it"))
  func screenshots() throws {
    let artifacts = try ReportFixtures.temporaryFolder("report-browser")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let report = try makeReport(in: artifacts)
    let index = report.indexURL.absoluteString
    let withoutScript = try copyWithoutScript(report.indexURL).absoluteString
    for (name, address) in [
      ("default", index), ("diff-view", index + "?view=diff"),
      ("slider-view", index + "?view=slider"), ("onion-view", index + "?view=onion"),
      ("frame-2", index + "?frame=2"),
      ("no-script", withoutScript),
    ] {
      let shot = artifacts.appendingPathComponent("\(name).png")
      try HeadlessChromium.screenshot(of: address, to: shot)
      let bytes = try [UInt8](Data(contentsOf: shot))
      Attachment.record(bytes, named: "report-\(name).png")
      #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(name)")
      #expect(bytes.count > 10_000, "\(name)")
    }
  }

  /// A report with an image failure (magenta → cyan) and a three-frame animation failure
  /// (yellow → blue; the last actual frame green) with a grey filmstrip.
  private func makeReport(in artifacts: URL) throws -> SnapshotReport {
    let card = ReportFixtures.imageRecord(
      artifacts: artifacts, snapshots: artifacts.appendingPathComponent("Snapshots"))
    try TestPNG.write(Self.magenta, width: 160, height: 100, to: url(card.artifacts.expected))
    try TestPNG.write(Self.cyan, width: 160, height: 100, to: url(card.artifacts.actual))
    try writeDiff(width: 160, height: 100, to: url(card.artifacts.diff))
    var cardRecord = card
    cardRecord.message = "16,000 of 16,000 pixels differ (100.00 %)"
    cardRecord.metrics = SnapshotMetrics(
      differentPixels: 16_000, comparedPixels: 16_000, maxDistance: 1,
      differenceBounds: PixelRect(x: 0, y: 0, width: 160, height: 100),
      expectedSize: PixelSize(width: 160, height: 100),
      actualSize: PixelSize(width: 160, height: 100))

    let spinner = ReportFixtures.animationRecord(artifacts: artifacts)
    for (index, frame) in spinner.artifacts.frames.enumerated() {
      let actual = index == 2 ? Self.green : Self.blue
      try TestPNG.write(Self.yellow, width: 80, height: 60, to: url(frame.expected))
      try TestPNG.write(actual, width: 80, height: 60, to: url(frame.actual))
      try writeDiff(width: 80, height: 60, to: url(frame.diff))
    }
    let strip = try url(spinner.artifacts.filmstrip)
    try Data(
      TestPNG.encode(width: 240, height: 60) { x, _ in
        x / 40 % 2 == 0 ? [90, 90, 90, 255] : [170, 170, 170, 255]
      }
    ).write(to: strip)

    let report = SnapshotReport(artifactsDirectory: artifacts)
    try report.reset()
    try report.add(cardRecord)
    try report.add(spinner)
    return report
  }

  /// A diff like ``Bitmap/diffImage(against:tolerance:)`` draws: light grey, changes in red.
  private func writeDiff(width: Int, height: Int, to file: URL) throws {
    let bytes = TestPNG.encode(width: width, height: height) { x, y in
      x >= width / 4 && x < width * 3 / 4 && y >= height / 4 && y < height * 3 / 4
        ? Self.red : [230, 230, 230, 255]
    }
    try Data(bytes).write(to: file)
  }

  /// A copy of the page next to it with its `<script>` element removed.
  private func copyWithoutScript(_ page: URL) throws -> URL {
    let html = try String(contentsOf: page, encoding: .utf8)
    let start = try #require(html.range(of: "<script>"))
    let end = try #require(html.range(of: "</script>"))
    let copy = page.deletingLastPathComponent().appendingPathComponent("without-script.html")
    try Data(html.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "").utf8)
      .write(to: copy)
    return copy
  }

  private func url(_ path: String?) throws -> URL {
    URL(fileURLWithPath: try #require(path))
  }
}
