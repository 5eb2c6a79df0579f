/// How an animation's frames compare: counts, rates and which frames differ.
///
/// Frames are numbered from 0 everywhere (metrics, artifact names and the report's scrubber).
public struct AnimationMetrics: Sendable, Hashable, Codable {
  /// The reference's frame count (0 when there is no reference).
  public var expectedFrameCount: Int
  /// The actual animation's frame count.
  public var actualFrameCount: Int
  /// The reference's frame rate (0 when there is no reference).
  public var expectedFramesPerSecond: Double
  /// The actual animation's frame rate.
  public var actualFramesPerSecond: Double
  /// The 0-based indices of the frames that differ, ascending.
  public var differingFrames: [Int]

  /// Creates animation metrics.
  public init(
    expectedFrameCount: Int, actualFrameCount: Int, expectedFramesPerSecond: Double,
    actualFramesPerSecond: Double, differingFrames: [Int]
  ) {
    self.expectedFrameCount = expectedFrameCount
    self.actualFrameCount = actualFrameCount
    self.expectedFramesPerSecond = expectedFramesPerSecond
    self.actualFramesPerSecond = actualFramesPerSecond
    self.differingFrames = differingFrames
  }
}
