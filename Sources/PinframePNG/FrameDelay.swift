/// How long an animation frame stays on screen: `numerator / denominator` seconds.
///
/// Stored exactly as APNG stores it (two 16-bit numbers), so 1/60 s stays 1/60 s.
public struct FrameDelay: Hashable, Sendable, CustomStringConvertible {
  /// The numerator of the delay in seconds.
  public let numerator: UInt16
  /// The denominator of the delay in seconds; never 0.
  public let denominator: UInt16

  /// Creates a delay of `numerator / denominator` seconds.
  ///
  /// A denominator of 0 means 100, as in APNG's fcTL chunk.
  public init(numerator: UInt16, denominator: UInt16) {
    self.numerator = numerator
    self.denominator = denominator == 0 ? 100 : denominator
  }

  /// One frame at `framesPerSecond`, for example `FrameDelay(framesPerSecond: 60)` = 1/60 s.
  public init(framesPerSecond: UInt16) {
    self.init(numerator: 1, denominator: framesPerSecond)
  }

  /// The delay in seconds.
  public var seconds: Double { Double(numerator) / Double(denominator) }

  /// The delay as a fraction, such as "1/60 s".
  public var description: String { "\(numerator)/\(denominator) s" }
}
