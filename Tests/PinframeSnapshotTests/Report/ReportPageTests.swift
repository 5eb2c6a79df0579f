import Foundation
import PinframeSnapshot
import Testing

@Suite("Report page")
struct ReportPageTests {
  private let artifacts = URL(fileURLWithPath: "/work/.build/snapshot-artifacts")

  private func render(_ records: [SnapshotFailureRecord]) -> String {
    ReportPage(records: records, directory: artifacts.appendingPathComponent("report")).render()
  }

  private func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test("every record gets an entry, grouped by test file in name order, with a summary")
  func entriesAndGroups() {
    let html = render([
      ReportFixtures.imageRecord(test: "testB()"), ReportFixtures.textRecord(),
      ReportFixtures.imageRecord(test: "testA()"),
      ReportFixtures.animationRecord(artifacts: artifacts),
    ])
    #expect(occurrences(of: #"<article class="entry""#, in: html) == 4)
    let order = [
      "id=\"file-CardTests\"", "CardTests.testA.1", "CardTests.testB.1",
      "id=\"file-DumpTests\"", "id=\"file-SpinnerTests\"",
    ]
    let positions = order.compactMap { html.range(of: $0)?.lowerBound }
    #expect(positions.count == order.count)
    #expect(positions == positions.sorted())
    #expect(html.contains("<strong>4 failures</strong> in 3 test files"))
    #expect(html.contains(#"<span class="badge status-changed">4 Changed</span>"#))
    #expect(html.contains("<title>Snapshot report: 4 failures</title>"))
    #expect(html.contains(#"<span class="count">2 failures</span>"#))
  }

  @Test("names and messages are escaped, so a test named <script> cannot inject markup")
  func escaping() {
    let record = ReportFixtures.imageRecord(
      file: "Evil<script>Tests", test: "test<script>alert(1)</script>()",
      message: "expected <b>bold</b> & \"quotes\" 'single'")
    let html = render([record])
    #expect(occurrences(of: "<script", in: html) == 1)
    #expect(html.contains("test&lt;script&gt;alert(1)&lt;/script&gt;()"))
    #expect(
      html.contains("expected &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot; &#39;single&#39;"))
    #expect(!html.contains("<b>bold"))
  }

  @Test("images are linked relative to the report folder, percent-encoded")
  func relativeLinks() {
    let record = ReportFixtures.imageRecord(
      file: "CardTests", test: "testCard()", name: "1",
      artifacts: artifacts.appendingPathComponent("odd #dir?"))
    let html = render([record])
    #expect(html.contains(#"src="../odd%20%23dir%3F/CardTests/testCard.1.expected.png""#))
    #expect(html.contains(#"src="../odd%20%23dir%3F/CardTests/testCard.1.diff.png""#))
  }

  @Test("without script the side-by-side and diff views show; tabs, slider and onion need script")
  func worksWithoutScript() {
    let html = render([ReportFixtures.imageRecord()])
    #expect(html.contains(#"<html lang="en" class="no-js">"#))
    #expect(html.contains(#"<div class="view" data-view="side">"#))
    #expect(html.contains(#"<div class="view" data-view="diff">"#))
    #expect(html.contains(#"<div class="view needs-js" data-view="slider">"#))
    #expect(html.contains(#"<div class="view needs-js" data-view="onion">"#))
    #expect(html.contains(#"<nav class="tabs needs-js">"#))
    #expect(html.contains(".no-js .needs-js, .js .no-js-only { display: none !important; }"))
  }

  @Test("the page fetches nothing: no external URLs, fonts or scripts")
  func selfContained() {
    let html = render([ReportFixtures.imageRecord(), ReportFixtures.textRecord()])
    for needle in ["http:", "https:", "//fonts", "<link", "@import", "<script src"] {
      #expect(!html.contains(needle), "found \(needle)")
    }
  }

  @Test("the accept command is shown escaped in a code block and on the select box")
  func acceptCommand() {
    let record = ReportFixtures.imageRecord(snapshots: URL(fileURLWithPath: "/repo/Tom's <refs>"))
    let html = render([record])
    let reference = "&#39;/repo/Tom&#39;\\&#39;&#39;s &lt;refs&gt;/CardTests/testCard.1.png&#39;"
    let command =
      "rm -f \(reference) &amp;&amp; "
      + "cp &#39;/work/.build/snapshot-artifacts/CardTests/testCard.1.actual.png&#39; \(reference)"
    #expect(html.contains("<code>\(command)</code>"))
    #expect(html.contains(#"data-command="\#(command)""#))
    #expect(
      html.contains("<code>sh &#39;/work/.build/snapshot-artifacts/report/accept.sh&#39;</code>"))
  }

  @Test(
    "an animation gets a scrubber over its frames, opening on the first differing one, differing-frame buttons and a filmstrip"
  )
  func animation() {
    let html = render([ReportFixtures.animationRecord(artifacts: artifacts)])
    #expect(html.contains(#"<input type="range" min="0" max="2" value="1" data-control="frame""#))
    #expect(html.contains(#"data-start="1">"#))
    #expect(html.contains(#"<span class="frame-label">Frame 1 (0–2)</span>"#))
    #expect(html.contains(#"<button type="button" data-frame="1">1</button>"#))
    #expect(html.contains(#"<button type="button" data-frame="2">2</button>"#))
    #expect(!html.contains(#"data-frame="0""#))
    #expect(html.contains(#"src="../SpinnerTests/testSpin.fade.filmstrip.png""#))
    #expect(html.contains(#"src="../SpinnerTests/testSpin.fade.frame-1.expected.png""#))
    #expect(
      html.contains(
        "{&quot;actual&quot;:&quot;../SpinnerTests/testSpin.fade.frame-2.actual.png&quot;,"))
    #expect(html.contains("<dt>Differing frames</dt><dd>1, 2</dd>"))
    #expect(html.contains("<dt>Frame rate</dt><dd>30 fps</dd>"))
  }

  @Test("a text snapshot shows both texts side by side with the changed line marked")
  func text() {
    let html = render([ReportFixtures.textRecord()])
    #expect(
      html.contains(
        #"<tr class="changed"><td class="ln">2</td><td class="del">  blue (0, 0, 10, 10)</td>"#
          + #"<td class="ln">2</td><td class="add">  blue (0, 8, 10, 10)</td></tr>"#))
    #expect(html.contains(#"<tr class="same"><td class="ln">1</td><td>root</td>"#))
    #expect(html.contains("<dt>Lines</dt><dd>1 changed line</dd>"))
    #expect(!html.contains(#"<div class="view" data-view="side">"#))
  }

  @Test("metrics show counts, ratio, distance, changed area and a size change")
  func metrics() {
    var record = ReportFixtures.imageRecord()
    record.metrics?.actualSize = PixelSize(width: 90, height: 60)
    record.environmentChanges = [SnapshotMetadataChange(key: "fonts", expected: "1", actual: nil)]
    let html = render([record])
    #expect(html.contains("<dt>Pixels</dt><dd>120 of 4,800 differ (2.50 %)</dd>"))
    #expect(html.contains("<dt>Max distance</dt><dd>0.250</dd>"))
    #expect(html.contains("<dt>Changed area</dt><dd>x 4, y 6, 20×6</dd>"))
    #expect(html.contains(#"<dt>Size</dt><dd><span class="delta">80×60 → 90×60</span></dd>"#))
    #expect(
      html.contains(
        #"<dt>Environment: fonts</dt><dd><span class="delta">1 → (none)</span></dd>"#))
  }

  @Test("a missing reference shows a placeholder and offers only the side-by-side view")
  func missingReference() {
    var record = ReportFixtures.imageRecord()
    record.status = .missingReference
    record.artifacts.expected = nil
    record.artifacts.diff = nil
    let html = render([record])
    #expect(html.contains(#"<figure class="shot absent"><figcaption>Expected"#))
    #expect(html.contains(#"<span class="none">No expected image</span>"#))
    #expect(!html.contains(#"<button type="button" data-view="#))
    #expect(html.contains(#"data-actual-size aria-pressed="false""#))
    #expect(!html.contains(#"<div class="view needs-js" data-view="slider">"#))
  }

  @Test("an empty report says there were no failures, and names the run with its start time")
  func empty() {
    let run = ReportRun(
      command: "pinframe test specs", started: Date(timeIntervalSince1970: 1_750_000_000))
    let html = ReportPage(
      records: [], directory: artifacts.appendingPathComponent("report"), runs: [run]
    ).render()
    #expect(html.contains("No snapshot failures were recorded in this run."))
    #expect(html.contains("<strong>0 failures</strong> in 0 test files"))
    #expect(
      html.contains(
        #"<p class="runs">Written by <code>pinframe test specs</code>, started 2025-06-15 15:06:40 UTC.</p>"#
      ))
  }

  @Test("images carry their point size, their pixel size for 1:1, and their aspect ratio")
  func pointSize() {
    var record = ReportFixtures.imageRecord()
    record.metrics?.expectedSize = PixelSize(width: 1170, height: 2532)
    record.metrics?.actualSize = PixelSize(width: 1170, height: 2532)
    record.metrics?.scale = 3
    var small = ReportFixtures.imageRecord(test: "testSmall()")
    small.metrics?.scale = 2
    let html = render([record, small])
    #expect(html.contains(#"style="--fit:390px;--full:1170px;aspect-ratio:1170 / 2532""#))
    // 80×60 px is magnified 4× (whole factors, pixelated) to reach 320 CSS pixels.
    #expect(html.contains(#"style="--fit:320px;--full:80px;aspect-ratio:80 / 60""#))
  }
}
