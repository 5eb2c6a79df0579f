/// How different two images may be and still match.
///
/// The default is exact: any byte of any pixel that differs fails. Tolerances are opt-in and
/// stated in two units:
/// - ``perceptualThreshold``: a per-pixel colour distance, pixelmatch's YIQ metric (Kotsarenko &
///   Ramos 2010). Both pixels are first composited over white; the squared distance
///   δ = 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ² is compared with its maximum (35215) scaled by the
///   threshold squared: a pixel differs when δ > 35215·t². t = 0 compares bytes exactly; t = 0.01
///   lets a uniform grey shift of about 2 levels pass, t = 0.1 (pixelmatch's default) about 26.
/// - ``maxDifferentPixels`` and ``maxDifferentPixelRatio``: how many differing pixels the image
///   may have in all. When both are set the stricter one applies, as in Playwright.
public struct ImageTolerance: Sendable, Hashable, Codable {
  /// The per-pixel YIQ threshold `t` in `0...1` (0 = exact).
  public var perceptualThreshold: Double
  /// The number of differing pixels allowed.
  public var maxDifferentPixels: Int
  /// The fraction of differing pixels allowed, `0...1`.
  public var maxDifferentPixelRatio: Double

  /// Creates a tolerance; every parameter defaults to exact.
  public init(
    perceptualThreshold: Double = 0, maxDifferentPixels: Int = 0, maxDifferentPixelRatio: Double = 0
  ) {
    self.perceptualThreshold = perceptualThreshold
    self.maxDifferentPixels = maxDifferentPixels
    self.maxDifferentPixelRatio = maxDifferentPixelRatio
  }

  /// No difference allowed.
  public static let exact = ImageTolerance()

  /// Whether this tolerance is exact (the byte-compare fast path decides alone).
  public var isExact: Bool {
    perceptualThreshold <= 0 && maxDifferentPixels <= 0 && maxDifferentPixelRatio <= 0
  }

  /// The number of differing pixels allowed in an image of `pixelCount` pixels: the stricter of
  /// the two limits that are set.
  public func allowedDifferentPixels(outOf pixelCount: Int) -> Int {
    let byRatio = Int((maxDifferentPixelRatio * Double(pixelCount)).rounded(.down))
    switch (maxDifferentPixels > 0, maxDifferentPixelRatio > 0) {
    case (true, true): return min(maxDifferentPixels, byRatio)
    case (true, false): return maxDifferentPixels
    case (false, true): return byRatio
    case (false, false): return 0
    }
  }
}
