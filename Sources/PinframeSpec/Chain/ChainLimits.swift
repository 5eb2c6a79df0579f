/// Bounds on chain text, so that hostile or runaway input gets a clear error instead of
/// exhausting memory or the stack.
public struct ChainLimits: Sendable, Hashable {
  /// The longest chain text, in characters (the chain language is ASCII).
  public var maximumLength: Int
  /// The most method calls in one chain.
  public var maximumCalls: Int
  /// The deepest nesting of an argument value: every call, array, parenthesis, operator and
  /// member access is one level (`visible([red])` is three).
  public var maximumDepth: Int
  /// The largest magnitude of a number, written or computed (points, percents, ratios).
  public var maximumMagnitude: Double

  /// Creates limits; the defaults are the ``standard`` ones.
  public init(
    maximumLength: Int = 10_000, maximumCalls: Int = 1_000, maximumDepth: Int = 64,
    maximumMagnitude: Double = 1_000_000
  ) {
    self.maximumLength = maximumLength
    self.maximumCalls = maximumCalls
    self.maximumDepth = maximumDepth
    self.maximumMagnitude = maximumMagnitude
  }

  /// 10,000 characters, 1,000 calls, 64 levels, numbers within ±1,000,000.
  public static let standard = ChainLimits()
}
