import Foundation
import PinframeViews

/// A vertical position of a view (its top, vertical centre or bottom) that another view can be
/// pinned to, as `view.edge.top`.
@preconcurrency @MainActor
public struct VerticalEdge {
  /// Which line of the view.
  enum Kind {
    case top, vCenter, bottom
  }

  let view: View
  let kind: Kind

  /// The edge's y in the view's superview space.
  func coordinate(keepTransform: Bool) -> CGFloat {
    let rect = view.pinRect(keepTransform: keepTransform)
    switch kind {
    case .top: return rect.minY
    case .vCenter: return rect.midY
    case .bottom: return rect.maxY
    }
  }
}

/// A horizontal position of a view (its left, horizontal centre or right) that another view can
/// be pinned to, as `view.edge.left`.
@preconcurrency @MainActor
public struct HorizontalEdge {
  /// Which line of the view.
  enum Kind {
    case left, hCenter, right
  }

  let view: View
  let kind: Kind

  /// The edge's x in the view's superview space.
  func coordinate(keepTransform: Bool) -> CGFloat {
    let rect = view.pinRect(keepTransform: keepTransform)
    switch kind {
    case .left: return rect.minX
    case .hCenter: return rect.midX
    case .right: return rect.maxX
    }
  }
}

/// The edges of a view, plus start and end, which follow the layout direction.
@preconcurrency @MainActor
public struct EdgeList {
  let view: View

  /// The top edge.
  public var top: VerticalEdge { VerticalEdge(view: view, kind: .top) }
  /// The horizontal line through the centre.
  public var vCenter: VerticalEdge { VerticalEdge(view: view, kind: .vCenter) }
  /// The bottom edge.
  public var bottom: VerticalEdge { VerticalEdge(view: view, kind: .bottom) }
  /// The left edge.
  public var left: HorizontalEdge { HorizontalEdge(view: view, kind: .left) }
  /// The vertical line through the centre.
  public var hCenter: HorizontalEdge { HorizontalEdge(view: view, kind: .hCenter) }
  /// The right edge.
  public var right: HorizontalEdge { HorizontalEdge(view: view, kind: .right) }
  /// The left edge in a left-to-right layout of this view, the right edge otherwise.
  public var start: HorizontalEdge { view.pinIsLTR ? left : right }
  /// The right edge in a left-to-right layout of this view, the left edge otherwise.
  public var end: HorizontalEdge { view.pinIsLTR ? right : left }
}

extension VerticalEdge.Kind {
  /// The case name, as warnings print it (`top(to: .bottom, …)`).
  var name: StaticString {
    switch self {
    case .top: return "top"
    case .vCenter: return "vCenter"
    case .bottom: return "bottom"
    }
  }
}

extension HorizontalEdge.Kind {
  /// The case name, as warnings print it (`left(to: .right, …)`).
  var name: StaticString {
    switch self {
    case .left: return "left"
    case .hCenter: return "hCenter"
    case .right: return "right"
    }
  }
}
