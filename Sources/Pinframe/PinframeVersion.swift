/// The versions of Pinframe that references record, so that a change of environment can be
/// told apart from a change of pixels.
public enum PinframeVersion {
  /// The package version.
  public static let package = "0.1.0"

  /// The renderer's version: raised whenever the same display list would give other pixels
  /// (blend rule, edge rule, antialiasing) or the same views another display list (text drawn
  /// from glyph outlines), so references made by an older renderer are reported as
  /// "environment changed".
  ///
  /// - 1: text drawn as silhouette bars.
  /// - 2: text drawn from Inter's glyph outlines (silhouettes on request).
  public static let renderer = 2
}
