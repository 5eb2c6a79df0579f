/// The versions of Pinframe that references record, so that a change of environment can be
/// told apart from a change of pixels.
public enum PinframeVersion {
  /// The package version.
  public static let package = "0.1.0"

  /// The renderer's version: raised whenever the same display list would give other pixels
  /// (blend rule, edge rule, antialiasing), so references made by an older renderer are
  /// reported as "environment changed".
  public static let renderer = 1
}
