/// Edges of a rectangle named for the layout direction, as UIKit's `NSDirectionalRectEdge`: a
/// button configuration's `imagePlacement`.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt

  /// Edges from their raw bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge (1 << 0).
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge (1 << 1).
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge (1 << 2).
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge (1 << 3).
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
