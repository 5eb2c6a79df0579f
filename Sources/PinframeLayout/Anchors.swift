import Foundation
import PinframeViews

/// A point of a view (a corner, the middle of a side, or the centre) that another view can be
/// pinned to, as `view.anchor.topLeft`.
@preconcurrency @MainActor
public struct Anchor {
  /// Which point of the view.
  enum Kind {
    case topLeft, topCenter, topRight
    case centerLeft, center, centerRight
    case bottomLeft, bottomCenter, bottomRight
  }

  let view: View
  let kind: Kind

  /// The point in the view's superview space, from the view's rect as `pin` (untransformed) or
  /// `pinFrame` (frame) sees it.
  func point(keepTransform: Bool) -> CGPoint {
    kind.point(in: view.pinRect(keepTransform: keepTransform))
  }
}

extension Anchor.Kind {
  /// This anchor's point of `rect`.
  @inline(__always)
  func point(in rect: CGRect) -> CGPoint {
    let x: CGFloat
    let y: CGFloat
    switch self {
    case .topLeft, .centerLeft, .bottomLeft: x = rect.minX
    case .topCenter, .center, .bottomCenter: x = rect.minX + rect.width / 2
    case .topRight, .centerRight, .bottomRight: x = rect.minX + rect.width
    }
    switch self {
    case .topLeft, .topCenter, .topRight: y = rect.minY
    case .centerLeft, .center, .centerRight: y = rect.minY + rect.height / 2
    case .bottomLeft, .bottomCenter, .bottomRight: y = rect.minY + rect.height
    }
    return CGPoint(x: x, y: y)
  }
}

/// The nine anchors of a view, plus the six start/end ones that follow the layout direction.
@preconcurrency @MainActor
public struct AnchorList {
  let view: View

  /// The top-left corner.
  public var topLeft: Anchor { Anchor(view: view, kind: .topLeft) }
  /// The middle of the top side.
  public var topCenter: Anchor { Anchor(view: view, kind: .topCenter) }
  /// The top-right corner.
  public var topRight: Anchor { Anchor(view: view, kind: .topRight) }
  /// The middle of the left side.
  public var centerLeft: Anchor { Anchor(view: view, kind: .centerLeft) }
  /// The centre.
  public var center: Anchor { Anchor(view: view, kind: .center) }
  /// The middle of the right side.
  public var centerRight: Anchor { Anchor(view: view, kind: .centerRight) }
  /// The bottom-left corner.
  public var bottomLeft: Anchor { Anchor(view: view, kind: .bottomLeft) }
  /// The middle of the bottom side.
  public var bottomCenter: Anchor { Anchor(view: view, kind: .bottomCenter) }
  /// The bottom-right corner.
  public var bottomRight: Anchor { Anchor(view: view, kind: .bottomRight) }

  /// The top-left corner in a left-to-right layout of this view, the top-right one otherwise.
  public var topStart: Anchor { view.pinIsLTR ? topLeft : topRight }
  /// The top-right corner in a left-to-right layout of this view, the top-left one otherwise.
  public var topEnd: Anchor { view.pinIsLTR ? topRight : topLeft }
  /// The middle of the left side in a left-to-right layout of this view, of the right otherwise.
  public var centerStart: Anchor { view.pinIsLTR ? centerLeft : centerRight }
  /// The middle of the right side in a left-to-right layout of this view, of the left otherwise.
  public var centerEnd: Anchor { view.pinIsLTR ? centerRight : centerLeft }
  /// The bottom-left corner in a left-to-right layout of this view, the bottom-right otherwise.
  public var bottomStart: Anchor { view.pinIsLTR ? bottomLeft : bottomRight }
  /// The bottom-right corner in a left-to-right layout of this view, the bottom-left otherwise.
  public var bottomEnd: Anchor { view.pinIsLTR ? bottomRight : bottomLeft }
}

extension Anchor.Kind {
  /// The case name, as warnings print it (`topLeft(to: .bottomRight, …)`).
  var name: StaticString {
    switch self {
    case .topLeft: return "topLeft"
    case .topCenter: return "topCenter"
    case .topRight: return "topRight"
    case .centerLeft: return "centerLeft"
    case .center: return "center"
    case .centerRight: return "centerRight"
    case .bottomLeft: return "bottomLeft"
    case .bottomCenter: return "bottomCenter"
    case .bottomRight: return "bottomRight"
    }
  }
}
