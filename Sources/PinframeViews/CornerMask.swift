/// The corners of a layer that its corner radius rounds, as Core Animation's `CACornerMask`
/// (the same raw values; "min Y" is the top on iOS).
public struct CornerMask: OptionSet, Sendable, Hashable {
  /// The bits of the corners in the set.
  public let rawValue: UInt

  /// Creates a set from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top-left corner (bit 1).
  public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
  /// The top-right corner (bit 2).
  public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
  /// The bottom-left corner (bit 4).
  public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
  /// The bottom-right corner (bit 8).
  public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
  /// All four corners: a layer's default.
  public static let allCorners: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
