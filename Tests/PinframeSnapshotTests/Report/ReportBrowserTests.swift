import Foundation
import PinframePNG
import PinframeRaster
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

  /// The card's images drawn at 2× (320×200) and the spinner's frames at 4× (320×240).
  static let card = 64_000
  static let frame = 76_800

  /// For each screenshot: the page's query, and how many pixels of each test colour it shows.
  ///
  /// The diffs' red rectangles are half the images' width and height: 16,000 and 19,200 pixels.
  /// The slider shows about half of each image; the onion skin blends every colour away; without
  /// script, side by side and diff are stacked, so the spinner's frames reach past the window.
  static let screenshots: [(name: String, query: String, counts: [([UInt8], ClosedRange<Int>)])] =
    [
      (
        "default", "",
        [
          (magenta, card...card), (cyan, card...card), (yellow, frame...frame),
          (blue, frame...frame), (red, 0...0), (green, 0...0),
        ]
      ),
      (
        "diff-view", "?view=diff",
        [(red, 35_200...35_200), (magenta, 0...0), (cyan, 0...0), (yellow, 0...0), (blue, 0...0)]
      ),
      (
        "slider-view", "?view=slider",
        [
          (magenta, card * 45 / 100...card / 2), (cyan, card * 45 / 100...card / 2),
          (yellow, frame * 45 / 100...frame / 2), (blue, frame * 45 / 100...frame / 2),
        ]
      ),
      (
        "onion-view", "?view=onion",
        [(magenta, 0...0), (cyan, 0...0), (yellow, 0...0), (blue, 0...0)]
      ),
      ("frame-2", "?frame=2", [(yellow, frame...frame), (green, frame...frame), (blue, 0...0)]),
      (
        "no-script", "",
        [(magenta, card...card), (cyan, card...card), (red, 16_000...35_200), (yellow, 1...frame)]
      ),
    ]

  @Test(
    "the report shows both failures' images in every view, and side by side and diff without script",
    .enabled(if: HeadlessChromium.isAvailable, "chromium not installed; .ci/run installs it"))
  func screenshots() throws {
    let artifacts = try ReportFixtures.temporaryFolder("report-browser")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let report = try makeReport(in: artifacts)
    let withoutScript = try copyWithoutScript(report.indexURL)
    for (name, query, counts) in Self.screenshots {
      let page = name == "no-script" ? withoutScript : report.indexURL
      let shot = artifacts.appendingPathComponent("\(name).png")
      try HeadlessChromium.screenshot(of: page.absoluteString + query, to: shot)
      let bytes = try [UInt8](Data(contentsOf: shot))
      Attachment.record(bytes, named: "report-\(name).png")
      let colours = ScreenshotColours(try Bitmap(pngData: bytes))
      for (colour, expected) in counts {
        #expect(expected.contains(colours.count(colour)), "\(name): colour \(colour)")
      }
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
