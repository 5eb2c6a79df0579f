import Foundation

/// How large the report draws an image entry's pictures.
///
/// Small snapshots are magnified by a whole factor (up to 8×, pixelated) until their larger
/// side reaches about 320 CSS pixels; larger ones are drawn at their size and shrink to fit the
/// page. In the stacked views (slider, onion skin) each picture's width is a share of the
/// larger picture's, so a size change stays visible.
struct ReportImageGeometry {
  /// The reference's size, when known.
  var expected: PixelSize?
  /// The actual image's size, when known.
  var actual: PixelSize?

  /// The magnification: a whole factor from 1 to 8.
  var zoom: Int {
    guard let canvas, max(canvas.width, canvas.height) > 0 else { return 1 }
    return max(1, min(8, 320 / max(canvas.width, canvas.height)))
  }

  /// The union of both sizes, when at least one is known.
  var canvas: PixelSize? {
    switch (expected, actual) {
    case (let expected?, let actual?):
      PixelSize(
        width: max(expected.width, actual.width), height: max(expected.height, actual.height))
    default: expected ?? actual
    }
  }

  /// The class that keeps magnified pixels sharp, or nothing at 1×.
  var pixelatedClass: String { zoom > 1 ? " pixelated" : "" }

  /// The CSS declaration giving a picture of `size` its drawn width (`width:320px`).
  func width(_ size: PixelSize?) -> String? {
    size.map { "width:\($0.width * zoom)px" }
  }

  /// The CSS declaration giving a stacked picture of `size` its share of the stack's width.
  func share(_ size: PixelSize?) -> String? {
    guard let size, let canvas, canvas.width > 0 else { return nil }
    let share = Double(size.width) / Double(canvas.width) * 100
    return "width:\(ReportFormatting.fixed(share, decimals: 3))%"
  }
}
