import Foundation
import PinframeGraphics
import PinframePNG
import PinframeRaster
import PinframeSnapshot
import Testing

/// Loads a generated report in headless Chromium and checks the screenshot shows the images.
///
/// Skipped when no browser is installed (`.ci/run` installs Debian's `chromium`).
@Suite("Report in a real browser", .serialized)
struct ReportBrowserTests {
  static let magenta = RGBA8(red: 255, green: 0, blue: 255)
  static let cyan = RGBA8(red: 0, green: 255, blue: 255)
  static let yellow = RGBA8(red: 255, green: 255, blue: 0)
  static let blue = RGBA8(red: 0, green: 0, blue: 255)
  static let red = Bitmap.diffHighlight
  static let green = RGBA8(red: 0, green: 200, blue: 0)

  /// The card's images drawn at 2× (320×200) and the spinner's frames at 4× (320×240).
  static let card = 64_000
  static let frame = 76_800

  /// For each screenshot: the page's query, and how many pixels of each test colour it shows.
  ///
  /// The diffs' red rectangles are half the images' width and height: 16,000 and 19,200 pixels.
  /// The slider shows about half of each image; the onion skin blends every colour away; without
  /// script, side by side and diff are stacked, so the spinner's frames reach past the window.
  static let screenshots: [(name: String, query: String, counts: [(RGBA8, ClosedRange<Int>)])] =
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
    try write(Bitmap(width: 160, height: 100, fill: Self.magenta), to: card.artifacts.expected)
    try write(Bitmap(width: 160, height: 100, fill: Self.cyan), to: card.artifacts.actual)
    try write(diff(width: 160, height: 100), to: card.artifacts.diff)
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
      try write(Bitmap(width: 80, height: 60, fill: Self.yellow), to: frame.expected)
      try write(Bitmap(width: 80, height: 60, fill: actual), to: frame.actual)
      try write(diff(width: 80, height: 60), to: frame.diff)
    }
    var strip = try Bitmap(width: 240, height: 60, fill: RGBA8(red: 90, green: 90, blue: 90))
    for x in 0..<240 where x / 40 % 2 == 1 {
      for y in 0..<60 { strip[x, y] = RGBA8(red: 170, green: 170, blue: 170) }
    }
    try write(strip, to: spinner.artifacts.filmstrip)

    let report = SnapshotReport(artifactsDirectory: artifacts)
    try report.reset()
    try report.add(cardRecord)
    try report.add(spinner)
    return report
  }

  /// A diff like ``Bitmap/diffImage(against:tolerance:)`` draws: light grey, changes in red
  /// (the middle half of each side).
  private func diff(width: Int, height: Int) throws -> Bitmap {
    var diff = try Bitmap(
      width: width, height: height, fill: RGBA8(red: 230, green: 230, blue: 230))
    for y in height / 4..<height * 3 / 4 {
      for x in width / 4..<width * 3 / 4 { diff[x, y] = Self.red }
    }
    return diff
  }

  /// Writes `bitmap` as a PNG to `path`, creating its folder.
  private func write(_ bitmap: Bitmap, to path: String?) throws {
    let file = URL(fileURLWithPath: try #require(path))
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bitmap.pngData().write(to: file)
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
}
