extension PinValue {
  /// PinLayout's `HorizontalAlign`: the `aligned:` of `above`/`below` and `justify(_:)`.
  public enum HorizontalAlign: String, Sendable, Hashable, CaseIterable {
    /// `.left`
    case left
    /// `.center`
    case center
    /// `.right`
    case right
    /// `.start` (left in left-to-right layouts)
    case start
    /// `.end` (right in left-to-right layouts)
    case end
    /// `.none`
    case none
  }

  /// PinLayout's `VerticalAlign`: the `aligned:` of `left(of:)`/`right(of:)` and `align(_:)`.
  public enum VerticalAlign: String, Sendable, Hashable, CaseIterable {
    /// `.top`
    case top
    /// `.center`
    case center
    /// `.bottom`
    case bottom
    /// `.none`
    case none
  }

  /// PinLayout's `FitType`, the argument of `sizeToFit(_:)`.
  public enum FitType: String, Sendable, Hashable, CaseIterable {
    /// `.width`
    case width
    /// `.height`
    case height
    /// `.widthFlexible`
    case widthFlexible
    /// `.heightFlexible`
    case heightFlexible
    /// `.content`
    case content
  }

  /// PinLayout's `WrapType`, the argument of `wrapContent(_:)`.
  public enum WrapType: String, Sendable, Hashable, CaseIterable {
    /// `.all`
    case all
    /// `.horizontally`
    case horizontally
    /// `.vertically`
    case vertically
  }

  /// PinLayout's `VerticalFallback`, the `ifNeeded:` of `above(of:)`/`below(of:)` with a list:
  /// the line of the superview the view's edge goes to when no reference view is left.
  public enum VerticalFallback: String, Sendable, Hashable, CaseIterable {
    /// `.none`: PinLayout's behaviour, a warning and no position.
    case none
    /// `.top`: the superview's top edge.
    case top
    /// `.center`: the superview's vertical centre.
    case center
    /// `.bottom`: the superview's bottom edge.
    case bottom
  }

  /// PinLayout's `HorizontalFallback`, the `ifNeeded:` of `left`/`right`/`before`/`after(of:)`
  /// with a list: the line of the superview the view's edge goes to when no view is left.
  public enum HorizontalFallback: String, Sendable, Hashable, CaseIterable {
    /// `.none`: PinLayout's behaviour, a warning and no position.
    case none
    /// `.left`: the superview's left edge.
    case left
    /// `.center`: the superview's horizontal centre.
    case center
    /// `.right`: the superview's right edge.
    case right
    /// `.start`: the superview's start edge (left in left-to-right layouts).
    case start
    /// `.end`: the superview's end edge (right in left-to-right layouts).
    case end
  }

  /// An edge of another view, as `red.edge.top` names it.
  public enum Edge: String, Sendable, Hashable, CaseIterable {
    /// `edge.top`
    case top
    /// `edge.vCenter`
    case vCenter
    /// `edge.bottom`
    case bottom
    /// `edge.left`
    case left
    /// `edge.hCenter`
    case hCenter
    /// `edge.right`
    case right
    /// `edge.start`
    case start
    /// `edge.end`
    case end

    /// Whether the edge is a vertical position (`top`, `vCenter`, `bottom`): PinLayout's
    /// `VerticalEdge`, as opposed to `HorizontalEdge`.
    public var isVertical: Bool { [.top, .vCenter, .bottom].contains(self) }
  }

  /// An anchor point of another view, as `red.anchor.topLeft` names it.
  public enum Anchor: String, Sendable, Hashable, CaseIterable {
    /// `anchor.topLeft`
    case topLeft
    /// `anchor.topCenter`
    case topCenter
    /// `anchor.topRight`
    case topRight
    /// `anchor.centerLeft`
    case centerLeft
    /// `anchor.center`
    case center
    /// `anchor.centerRight`
    case centerRight
    /// `anchor.bottomLeft`
    case bottomLeft
    /// `anchor.bottomCenter`
    case bottomCenter
    /// `anchor.bottomRight`
    case bottomRight
    /// `anchor.topStart`
    case topStart
    /// `anchor.topEnd`
    case topEnd
    /// `anchor.centerStart`
    case centerStart
    /// `anchor.centerEnd`
    case centerEnd
    /// `anchor.bottomStart`
    case bottomStart
    /// `anchor.bottomEnd`
    case bottomEnd
  }
}
