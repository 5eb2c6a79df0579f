import Foundation

extension View {
  /// The value of ``intrinsicContentSize`` in a dimension the content has no size in (−1).
  public static let noIntrinsicMetric: CGFloat = -1

  /// How a view places its content in its bounds, as `UIView.ContentMode` (same raw values).
  public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
    /// Stretched to fill the bounds.
    case scaleToFill = 0
    /// Scaled to fit, keeping the aspect ratio.
    case scaleAspectFit = 1
    /// Scaled to fill, keeping the aspect ratio (the overflow is clipped when clipping).
    case scaleAspectFill = 2
    /// Redrawn when the bounds change.
    case redraw = 3
    /// Centred, not scaled.
    case center = 4
    /// Centred at the top.
    case top = 5
    /// Centred at the bottom.
    case bottom = 6
    /// Centred on the left.
    case left = 7
    /// Centred on the right.
    case right = 8
    /// In the top-left corner.
    case topLeft = 9
    /// In the top-right corner.
    case topRight = 10
    /// In the bottom-left corner.
    case bottomLeft = 11
    /// In the bottom-right corner.
    case bottomRight = 12
  }

  /// The view or the first descendant (depth first, back to front) whose ``tag`` is `tag`, as
  /// UIKit's `viewWithTag(_:)`.
  public func viewWithTag(_ tag: Int) -> View? {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      if view.tag == tag { return view }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return nil
  }
}
