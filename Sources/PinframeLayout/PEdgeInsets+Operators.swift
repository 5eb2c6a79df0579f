import Foundation
import PinframeGraphics

extension EdgeInsets {
  /// Per side, the larger of these insets and `insets` (PinLayout's name, despite returning
  /// maxima): useful to keep at least a minimum margin inside the safe area.
  public func minInsets(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.max(top, insets.top), left: Swift.max(left, insets.left),
      bottom: Swift.max(bottom, insets.bottom), right: Swift.max(right, insets.right))
  }

  /// Per side, the larger of these insets and `dy` (top, bottom) or `dx` (left, right).
  public func minInsets(dx: CGFloat, dy: CGFloat) -> EdgeInsets {
    minInsets(EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
  }
}

/// Adds `value` to every side of `insets`: `pin.safeArea + 10`.
public func + (insets: EdgeInsets, value: CGFloat) -> EdgeInsets {
  EdgeInsets(
    top: insets.top + value, left: insets.left + value, bottom: insets.bottom + value,
    right: insets.right + value)
}

/// Adds `value` to every side of `insets`: `pin.safeArea + 10`.
public func + (insets: EdgeInsets, value: Int) -> EdgeInsets {
  insets + CGFloat(value)
}
