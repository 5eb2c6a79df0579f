/// SF Pro's vertical metrics, which every font of PinframeText uses whatever face measures its
/// widths, so that line heights match iOS: units of 2048 per em (uikit-surface.md §2.4).
enum SystemFontVerticalMetrics {
  /// The units per em of the values below.
  static let unitsPerEm = 2048.0
  /// Baseline to the top of the tallest glyphs.
  static let ascender = 1950.0
  /// Baseline to the lowest point, as a positive distance.
  static let descender = 494.0
  /// The height of capitals.
  static let capHeight = 1443.0
  /// The height of lowercase letters, regular weights (up to medium).
  static let xHeightRegular = 1078.0
  /// The height of lowercase letters, semibold and heavier.
  static let xHeightBold = 1101.0
}
