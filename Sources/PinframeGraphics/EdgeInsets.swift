import Foundation

/// Distances inset from each edge of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four distances, in UIKit's argument order.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension EdgeInsets: CustomStringConvertible {
  /// The insets as UIKit prints them: `UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)`.
  public var description: String {
    "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets`, as UIKit's `inset(by:)`.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}

/// Distances inset from each edge, with leading and trailing edges that follow the layout
/// direction, as `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Sendable, Hashable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge (left in left-to-right layouts).
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge (right in left-to-right layouts).
  public var trailing: CGFloat

  /// Creates directional insets, in UIKit's argument order.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The insets resolved for a layout direction: leading becomes left when `isLeftToRight`.
  public func resolved(leftToRight isLeftToRight: Bool) -> EdgeInsets {
    EdgeInsets(
      top: top, left: isLeftToRight ? leading : trailing, bottom: bottom,
      right: isLeftToRight ? trailing : leading)
  }
}

extension EdgeInsets {
  /// The sum of these insets and `other`, side by side.
  public func adding(_ other: EdgeInsets) -> EdgeInsets {
    guard other != .zero else { return self }
    return EdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }
}
