import Foundation

/// The radii of a rectangle's four corners, each as a width (along the horizontal edges) and a
/// height (along the vertical edges), in the rectangle's own space, where y points down.
public struct CornerRadii: Sendable, Hashable {
  /// The corner at the minimum x and y.
  public var topLeft: CGSize
  /// The corner at the maximum x and minimum y.
  public var topRight: CGSize
  /// The corner at the minimum x and maximum y.
  public var bottomLeft: CGSize
  /// The corner at the maximum x and y.
  public var bottomRight: CGSize

  /// Creates radii from the four corners' sizes.
  public init(topLeft: CGSize, topRight: CGSize, bottomLeft: CGSize, bottomRight: CGSize) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
  }

  /// The same circular radius at every corner in `corners`, square corners elsewhere.
  public init(_ radius: CGFloat, at corners: RectCorner = .allCorners) {
    let rounded = CGSize(width: radius, height: radius)
    func size(at corner: RectCorner) -> CGSize { corners.contains(corner) ? rounded : .zero }
    self.init(
      topLeft: size(at: .topLeft), topRight: size(at: .topRight),
      bottomLeft: size(at: .bottomLeft), bottomRight: size(at: .bottomRight))
  }

  /// Square corners.
  public static let zero = CornerRadii(0)
}

extension CornerRadii {
  /// The radii with `amount` added to both radii of every rounded corner (square corners stay
  /// square): the outline of a shape grown by `amount`.
  public func grown(by amount: CGFloat) -> CornerRadii {
    func grow(_ size: CGSize) -> CGSize {
      size == .zero ? .zero : CGSize(width: size.width + amount, height: size.height + amount)
    }
    return CornerRadii(
      topLeft: grow(topLeft), topRight: grow(topRight), bottomLeft: grow(bottomLeft),
      bottomRight: grow(bottomRight))
  }
}
