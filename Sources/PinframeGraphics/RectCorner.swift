/// A set of a rectangle's corners, as UIKit's `UIRectCorner` (the same raw values).
public struct RectCorner: OptionSet, Sendable, Hashable {
  /// The bits of the corners in the set.
  public let rawValue: UInt

  /// Creates a set from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The corner at the minimum x and y (bit 1).
  public static let topLeft = RectCorner(rawValue: 1)
  /// The corner at the maximum x and minimum y (bit 2).
  public static let topRight = RectCorner(rawValue: 2)
  /// The corner at the minimum x and maximum y (bit 4).
  public static let bottomLeft = RectCorner(rawValue: 4)
  /// The corner at the maximum x and y (bit 8).
  public static let bottomRight = RectCorner(rawValue: 8)
  /// Every corner (all bits set, as UIKit's).
  public static let allCorners = RectCorner(rawValue: UInt.max)
}
