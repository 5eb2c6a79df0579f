/// The `index.html` that `pinframe demo` writes next to its outputs: what each file shows and
/// which spec made it, with the pictures inline.
enum DemoIndex {
  /// One output and what it shows.
  struct Entry {
    /// The file name in the demo folder.
    var file: String
    /// What the file shows.
    var caption: String
    /// The width the page shows the picture at, in CSS pixels: a screen's width in points, so
    /// that a phone screen drawn at 3x looks its size; `nil` for the picture's own width.
    var displayWidth: Int? = nil
  }

  /// The demo's outputs in the order it writes them.
  @MainActor static var entries: [Entry] {
    specEntries
      + DemoScreens.all.map {
        Entry(file: $0.file, caption: $0.caption, displayWidth: DemoScreens.pointWidth)
      }
  }

  /// The outputs drawn from layout specs.
  private static let specEntries: [Entry] =
    [
      Entry(
        file: "dock.apng",
        caption:
          "PinLayout's animation guide (Fixtures/specs/dock.json): a 150-point square docked top left moves to the top right over 0.3 s (ease in-out), waits 0.5 s and moves back; 67 frames at 60 fps, drawn at scale 2, looping."
      ),
      Entry(
        file: "dock_filmstrip.png",
        caption:
          "The same animation as a filmstrip: every frame, 10 to a row, its index underneath."
      ),
      Entry(
        file: "fallback.apng",
        caption:
          "The hidden-view fallback (Fixtures/specs/fallback.json): blue and green are pinned with topIfNotBelow(of: visible([…])), so when red, then blue, is hidden the views below move up instead of leaving a gap; both reappear at the end. 58 frames at 30 fps."
      ),
      Entry(
        file: "fallback_filmstrip.png",
        caption: "The fallback animation as a filmstrip."
      ),
    ]
    + FallbackCombination.all.map { combination in
      Entry(
        file: "fallback-\(combination.name).png",
        caption:
          "The fallback example laid out with \(combination.hiddenText): each visible view sits 12 points below the one above it, or below the top edge when none above is visible."
      )
    }

  /// The page.
  @MainActor static var html: String {
    let items = entries.map { entry in
      let width = entry.displayWidth.map { " width=\"\($0)\"" } ?? ""
      return """
        <figure><img src="\(entry.file)" alt="\(entry.file)"\(width)>
        <figcaption><code>\(entry.file)</code>: \(entry.caption)</figcaption></figure>
        """
    }
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>pinframe demo</title>
      <style>body{font:15px/1.45 system-ui,sans-serif;margin:24px;max-width:1100px}
      figure{margin:0 0 28px}img{max-width:100%;border:1px solid #ccc}
      figcaption{margin-top:6px}</style></head>
      <body>
      <h1>pinframe demo</h1>
      <p>Each file below was drawn by <code>pinframe demo</code>. The first ones come from layout
      specs: views laid out with PinLayout chains and animated on a virtual clock. Run
      <code>pinframe render</code>, <code>animate</code> and <code>test</code> on the specs in
      <code>Fixtures/specs/</code> to make your own. The last ones are UIKit screens written in
      Swift as for iOS (<code>Sources/PinframeExamples</code>) and drawn without a simulator: views
      as coloured rectangles, text as word silhouettes (bars the width of each word, shaped by its
      x-height, ascenders and descenders), images and SF Symbols as placeholder boxes.</p>
      \(items.joined(separator: "\n"))
      </body></html>

      """
  }
}
