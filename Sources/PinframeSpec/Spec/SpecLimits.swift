/// Bounds on a layout spec, so that hostile or runaway input gets a clear ``SpecError`` instead
/// of exhausting memory, the stack or the renderer.
public struct SpecLimits: Sendable, Hashable {
  /// The largest file, in bytes (16 MiB).
  public var maximumFileBytes = 16 << 20
  /// The longest JSON string, in UTF-8 bytes (1 MiB).
  public var maximumStringBytes = 1 << 20
  /// The deepest JSON nesting of objects and arrays.
  public var maximumJSONDepth = 256
  /// The most views in the tree.
  public var maximumViews = 10_000
  /// The deepest view nesting (a top-level view is at depth 1).
  public var maximumViewDepth = 100
  /// The largest canvas side, in pixels (points × scale).
  public var maximumCanvasPixels = 8_192
  /// The largest magnitude of a length or coordinate, in points.
  public var maximumPoints = 1_000_000.0
  /// The most animation steps.
  public var maximumSteps = 100
  /// The longest duration, delay or pause of a step, in seconds.
  public var maximumStepSeconds = 60.0
  /// The longest whole animation (every step's delay, duration and pause), in seconds.
  public var maximumAnimationSeconds = 120.0
  /// The highest animation frame rate.
  public var maximumFramesPerSecond = 240
  /// The limits on each chain.
  public var chain = ChainLimits.standard

  /// Creates the ``standard`` limits; change the properties to taste.
  public init() {}

  /// The defaults.
  public static let standard = SpecLimits()
}
