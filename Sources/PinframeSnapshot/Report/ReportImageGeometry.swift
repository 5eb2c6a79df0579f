import Foundation

/// How large the report draws an image entry's pictures.
///
/// Small snapshots (under 320 pixels on their longer side) are magnified by a whole factor (up
/// to 8×, pixelated) until that side reaches about 320 CSS pixels. Larger ones are drawn at
/// their size in points (pixels ÷ scale), never below 320 CSS pixels on the longer side, and
/// shrink to fit their column: a 1170×2532 screen at scale 3 is 390×844. The entry's 1:1
/// control draws every picture at one CSS pixel per image pixel instead. In the stacked views
/// (slider, onion skin) each picture's width is a share of the larger picture's, so a size
/// change stays visible.
struct ReportImageGeometry {
  /// The reference's size, when known.
  var expected: PixelSize?
  /// The actual image's size, when known.
  var actual: PixelSize?
  /// Device pixels per point of the snapshot (1 when unknown).
  var scale: Double = 1

  /// The longer side a picture is drawn at, at least, in CSS pixels.
  static let smallestSide = 320

  /// CSS pixels per image pixel: a whole factor from 1 to 8 for small snapshots, else between
  /// 1 ÷ scale (the point size) and 1.
  var magnification: Double {
    guard let canvas else { return 1 }
    let longest = max(canvas.width, canvas.height)
    guard longest > 0 else { return 1 }
    guard longest >= Self.smallestSide else {
      return Double(max(1, min(8, Self.smallestSide / longest)))
    }
    let pointScale = scale.isFinite && scale >= 1 ? scale : 1
    return min(1, max(1 / pointScale, Double(Self.smallestSide) / Double(longest)))
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

  /// The class that keeps magnified pixels sharp, or nothing at 1× or smaller.
  var pixelatedClass: String { magnification > 1 ? " pixelated" : "" }

  /// The CSS declarations giving a picture of `size` its drawn width (`--fit`), its width at
  /// 1:1 (`--full`) and its aspect ratio, so its box is known before the image loads.
  func sizing(_ size: PixelSize?) -> String? {
    guard let size, size.width > 0, size.height > 0 else { return nil }
    let fitted = ReportFormatting.trimmed(Double(size.width) * magnification)
    return "--fit:\(fitted)px;--full:\(size.width)px;aspect-ratio:\(size.width) / \(size.height)"
  }

  /// The CSS declaration giving a stacked picture of `size` its share of the stack's width.
  func share(_ size: PixelSize?) -> String? {
    guard let size, let canvas, canvas.width > 0 else { return nil }
    let share = Double(size.width) / Double(canvas.width) * 100
    return "width:\(ReportFormatting.fixed(share, decimals: 3))%"
  }
}
