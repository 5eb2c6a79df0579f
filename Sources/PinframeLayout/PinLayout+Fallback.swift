import Foundation
import PinframeViews

/// A horizontal line of the superview (its top, centre or bottom) that `above(of:)` and
/// `below(of:)` pin their edge to when their list of views is empty: `ifNeeded: .top`.
public enum VerticalFallback: Sendable, Hashable {
  /// No fallback: an empty list warns and pins nothing (PinLayout's behaviour).
  case none
  /// The superview's top edge.
  case top
  /// The superview's vertical centre.
  case center
  /// The superview's bottom edge.
  case bottom
}

/// A vertical line of the superview (its left, centre, right, start or end) that
/// `left/right/before/after(of:)` pin their edge to when their list of views is empty.
public enum HorizontalFallback: Sendable, Hashable {
  /// No fallback: an empty list warns and pins nothing (PinLayout's behaviour).
  case none
  /// The superview's left edge.
  case left
  /// The superview's horizontal centre.
  case center
  /// The superview's right edge.
  case right
  /// The superview's start edge: left in LTR, right in RTL.
  case start
  /// The superview's end edge: right in LTR, left in RTL.
  case end
}

// The fallback forms of the relative methods (from PinLayout pull request #256, which never
// landed): when the list of views is empty, typically because `visible(_:)` filtered every view
// out, the view's edge goes to the superview's matching edge instead of not being pinned.
// Margins apply as usual. A single reference view is used even when hidden, like `below(of:)`;
// pass `visible([view])` to fall back when it is hidden.
extension PinLayout {
  /// Like `below(of:aligned:)`.
  @inlinable @discardableResult
  public consuming func topIfNotBelow(of view: View, aligned: HorizontalAlign = .none) -> PinLayout
  {
    state.pointee.recordTopIfNotBelow(of: view, aligned: aligned)
    return self
  }

  /// Like `below(of:aligned:)`, but an empty list pins the top edge to the superview's top.
  @inlinable @discardableResult
  public consuming func topIfNotBelow(of views: [View], aligned: HorizontalAlign = .none)
    -> PinLayout
  {
    state.pointee.recordTopIfNotBelow(of: views, aligned: aligned)
    return self
  }

  /// Like `above(of:aligned:)`.
  @inlinable @discardableResult
  public consuming func bottomIfNotAbove(of view: View, aligned: HorizontalAlign = .none)
    -> PinLayout
  {
    state.pointee.recordBottomIfNotAbove(of: view, aligned: aligned)
    return self
  }

  /// Like `above(of:aligned:)`, but an empty list pins the bottom edge to the superview's
  /// bottom.
  @inlinable @discardableResult
  public consuming func bottomIfNotAbove(of views: [View], aligned: HorizontalAlign = .none)
    -> PinLayout
  {
    state.pointee.recordBottomIfNotAbove(of: views, aligned: aligned)
    return self
  }

  /// Like `right(of:aligned:)`.
  @inlinable @discardableResult
  public consuming func leftIfNotRight(of view: View, aligned: VerticalAlign = .none) -> PinLayout {
    state.pointee.recordLeftIfNotRight(of: view, aligned: aligned)
    return self
  }

  /// Like `right(of:aligned:)`, but an empty list pins the left edge to the superview's left.
  @inlinable @discardableResult
  public consuming func leftIfNotRight(of views: [View], aligned: VerticalAlign = .none)
    -> PinLayout
  {
    state.pointee.recordLeftIfNotRight(of: views, aligned: aligned)
    return self
  }

  /// Like `left(of:aligned:)`.
  @inlinable @discardableResult
  public consuming func rightIfNotLeft(of view: View, aligned: VerticalAlign = .none) -> PinLayout {
    state.pointee.recordRightIfNotLeft(of: view, aligned: aligned)
    return self
  }

  /// Like `left(of:aligned:)`, but an empty list pins the right edge to the superview's right.
  @inlinable @discardableResult
  public consuming func rightIfNotLeft(of views: [View], aligned: VerticalAlign = .none)
    -> PinLayout
  {
    state.pointee.recordRightIfNotLeft(of: views, aligned: aligned)
    return self
  }

  /// Like `after(of:aligned:)`.
  @inlinable @discardableResult
  public consuming func startIfNotAfter(of view: View, aligned: VerticalAlign = .none) -> PinLayout
  {
    state.pointee.recordStartIfNotAfter(of: view, aligned: aligned)
    return self
  }

  /// Like `after(of:aligned:)`, but an empty list pins the start edge to the superview's start
  /// edge (left in LTR, right in RTL).
  @inlinable @discardableResult
  public consuming func startIfNotAfter(of views: [View], aligned: VerticalAlign = .none)
    -> PinLayout
  {
    state.pointee.recordStartIfNotAfter(of: views, aligned: aligned)
    return self
  }

  /// Like `before(of:aligned:)`.
  @inlinable @discardableResult
  public consuming func endIfNotBefore(of view: View, aligned: VerticalAlign = .none) -> PinLayout {
    state.pointee.recordEndIfNotBefore(of: view, aligned: aligned)
    return self
  }

  /// Like `before(of:aligned:)`, but an empty list pins the end edge to the superview's end
  /// edge (right in LTR, left in RTL).
  @inlinable @discardableResult
  public consuming func endIfNotBefore(of views: [View], aligned: VerticalAlign = .none)
    -> PinLayout
  {
    state.pointee.recordEndIfNotBefore(of: views, aligned: aligned)
    return self
  }
}

extension VerticalFallback {
  /// The name for an `ifNeeded:` argument in warnings, `nil` for `.none` (not printed).
  var argumentName: StaticString? {
    switch self {
    case .none: return nil
    case .top: return "top"
    case .center: return "center"
    case .bottom: return "bottom"
    }
  }
}

extension HorizontalFallback {
  /// The name for an `ifNeeded:` argument in warnings, `nil` for `.none` (not printed).
  var argumentName: StaticString? {
    switch self {
    case .none: return nil
    case .left: return "left"
    case .center: return "center"
    case .right: return "right"
    case .start: return "start"
    case .end: return "end"
    }
  }
}
