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

  /// What a relative method such as `below(of:aligned:ifNeeded:)` does when no reference
  /// view is left (an empty `visible([...])`).
  public enum Fallback: String, Sendable, Hashable, CaseIterable {
    /// `.none`: PinLayout's behaviour, a warning and no position.
    case none
    /// `.superview`: pin to the superview's matching edge, as `topIfNotBelow(of:)` does.
    case superview
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
