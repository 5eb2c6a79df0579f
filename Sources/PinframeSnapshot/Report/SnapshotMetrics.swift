/// The numbers behind an image or animation failure, as the report and messages show them.
public struct SnapshotMetrics: Sendable, Hashable, Codable {
  /// How many pixels differ (for an animation: summed over all frames).
  public var differentPixels: Int
  /// How many pixels were compared (for an animation: summed over all frames).
  public var comparedPixels: Int
  /// `differentPixels / comparedPixels` (0 when nothing was compared).
  public var differentPixelRatio: Double
  /// The largest per-pixel distance (`0...1`, the YIQ threshold it would take to pass).
  public var maxDistance: Double
  /// The smallest rectangle holding every differing pixel (for an animation: of all frames).
  public var differenceBounds: PixelRect?
  /// The reference's size, `nil` when there is no readable reference.
  public var expectedSize: PixelSize?
  /// The actual image's size.
  public var actualSize: PixelSize?
  /// Frame counts, rates and differing frames, for animations only.
  public var animation: AnimationMetrics?
  /// Device pixels per point of the actual snapshot, when known: the report draws images at
  /// their size in points.
  public var scale: Double?

  /// Creates metrics from their values; the ratio is computed.
  public init(
    differentPixels: Int, comparedPixels: Int, maxDistance: Double,
    differenceBounds: PixelRect?, expectedSize: PixelSize?, actualSize: PixelSize?,
    animation: AnimationMetrics? = nil
  ) {
    self.differentPixels = differentPixels
    self.comparedPixels = comparedPixels
    self.differentPixelRatio =
      comparedPixels == 0 ? 0 : Double(differentPixels) / Double(comparedPixels)
    self.maxDistance = maxDistance
    self.differenceBounds = differenceBounds
    self.expectedSize = expectedSize
    self.actualSize = actualSize
    self.animation = animation
  }

  /// The metrics of one image comparison.
  public init(_ comparison: ImageComparison) {
    self.init(
      differentPixels: comparison.differentPixels, comparedPixels: comparison.comparedPixels,
      maxDistance: comparison.maxDistance, differenceBounds: comparison.differenceBounds,
      expectedSize: comparison.expectedSize, actualSize: comparison.actualSize)
  }
}
