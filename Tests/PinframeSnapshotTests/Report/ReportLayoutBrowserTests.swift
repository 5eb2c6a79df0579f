import Foundation
import PinframeGraphics
import PinframePNG
import PinframeRaster
import PinframeSnapshot
import Testing

/// Measures, in headless Chromium at 1280 px, where the side-by-side view puts a phone
/// screen's expected and actual images.
///
/// Skipped when no browser is installed (`.ci/run` installs Debian's `chromium`).
@Suite("Report layout in a real browser", .serialized)
struct ReportLayoutBrowserTests {
  /// A 1170×2532 screen (iPhone 12–14) and the scale it was drawn at.
  static let screen = PixelSize(width: 1170, height: 2532)

  /// The boxes measured, `left,top,width,height` in CSS pixels, per entry and image.
  struct Boxes: Decodable {
    var expected: [Int]
    var actual: [Int]
    var expectedCanvas: [Int]
    var entryHeight: Int
  }

  /// What the page measured: each entry fitted, then at 1:1.
  struct Measured: Decodable {
    var fitted: [String: Boxes]
    var actualSize: [String: Boxes]
  }

  @Test(
    "at 1280 px, expected and actual sit side by side at their point size or half the column; 1:1 shows pixels",
    .enabled(if: HeadlessChromium.isAvailable, "chromium not installed; .ci/run installs it"))
  func sideBySideAt1280() throws {
    let artifacts = try ReportFixtures.temporaryFolder("report-layout")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let report = SnapshotReport(artifactsDirectory: artifacts)
    try report.reset()
    try report.add(try record(named: "Points", scale: 3, in: artifacts))
    try report.add(try record(named: "Pixels", scale: 1, in: artifacts))
    let page = try copyWithMeasuringScript(report.indexURL)
    let dom = try HeadlessChromium.dumpDOM(of: page.absoluteString, width: 1280)
    let measured = try decodeMeasurement(dom)

    // Main column: 1280 − 2 × 28 padding; entry: 1 border + 16 padding a side; 18 px gap.
    // Each image sits in a 586 px column, inside a canvas with a 1 px border.
    let points = try #require(measured.fitted["PhoneTests.testPoints.1"])
    #expect(points.expected == [46, points.expected[1], 390, 844])
    #expect(points.actual == [650, points.expected[1], 390, 844])
    #expect(points.entryHeight < 1_300)

    let pixels = try #require(measured.fitted["PhoneTests.testPixels.1"])
    #expect(pixels.expected == [46, pixels.expected[1], 584, 1264])
    #expect(pixels.actual == [650, pixels.expected[1], 584, 1264])

    // At 1:1 the images keep their pixel size and scroll inside their columns.
    let oneToOne = try #require(measured.actualSize["PhoneTests.testPoints.1"])
    #expect(oneToOne.expected[2...3] == [1170, 2532])
    #expect(oneToOne.actual[2...3] == [1170, 2532])
    #expect(oneToOne.expectedCanvas[0] == 45 && oneToOne.expectedCanvas[2] == 586)
  }

  /// An image failure of two 1170×2532 PNGs drawn at `scale`.
  private func record(named name: String, scale: Double, in artifacts: URL) throws
    -> SnapshotFailureRecord
  {
    var record = ReportFixtures.imageRecord(
      file: "PhoneTests", test: "test\(name)()", artifacts: artifacts,
      snapshots: artifacts.appendingPathComponent("Snapshots"))
    let size = Self.screen
    for (path, colour) in [
      (record.artifacts.expected, RGBA8(red: 255, green: 0, blue: 255)),
      (record.artifacts.actual, RGBA8(red: 0, green: 255, blue: 255)),
      (record.artifacts.diff, RGBA8(red: 230, green: 230, blue: 230)),
    ] {
      let file = URL(fileURLWithPath: try #require(path))
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Bitmap(width: size.width, height: size.height, fill: colour).pngData().write(to: file)
    }
    record.metrics = SnapshotMetrics(
      differentPixels: size.width * size.height, comparedPixels: size.width * size.height,
      maxDistance: 1, differenceBounds: nil, expectedSize: size, actualSize: size)
    record.metrics?.scale = scale
    return record
  }

  /// A copy of the page with a script after the page's own that measures every entry's
  /// side-by-side images, presses its 1:1 switch, measures again and writes the result into
  /// a `<pre id="measured">`.
  private func copyWithMeasuringScript(_ page: URL) throws -> URL {
    let script = """
      <script>
      (function () {
        function box(element) {
          var r = element.getBoundingClientRect();
          return [r.left, r.top + window.scrollY, r.width, r.height].map(Math.round);
        }
        function measure() {
          var result = {};
          document.querySelectorAll('.entry').forEach(function (entry) {
            var side = entry.querySelector('div.view[data-view="side"]');
            result[entry.id] = {
              expected: box(side.querySelector('img[data-role="expected"]')),
              actual: box(side.querySelector('img[data-role="actual"]')),
              expectedCanvas: box(side.querySelector('.canvas')),
              entryHeight: Math.round(entry.getBoundingClientRect().height)
            };
          });
          return result;
        }
        var fitted = measure();
        document.querySelectorAll('[data-actual-size]').forEach(function (b) { b.click(); });
        var out = document.createElement('pre');
        out.id = 'measured';
        out.textContent = JSON.stringify({ fitted: fitted, actualSize: measure() });
        document.body.appendChild(out);
      })();
      </script>
      """
    let html = try String(contentsOf: page, encoding: .utf8)
    let copy = page.deletingLastPathComponent().appendingPathComponent("measured.html")
    try Data(html.replacingOccurrences(of: "</body>", with: script + "</body>").utf8)
      .write(to: copy)
    return copy
  }

  private func decodeMeasurement(_ dom: String) throws -> Measured {
    let start = try #require(dom.range(of: #"<pre id="measured">"#))
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let json = String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode(Measured.self, from: Data(json.utf8))
  }
}
