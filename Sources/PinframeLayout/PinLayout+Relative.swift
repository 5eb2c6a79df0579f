import Foundation
import PinframeViews

// above/below/left/right/before/after(of:aligned:), for one view and for lists.
//
// With a list, the view goes beyond the outermost of the views (below the bottommost one…),
// and alignment uses the leftmost/rightmost edge or the average centre. Hidden views are used
// like any other: filter with `visible(_:)`. Each reference view's position is converted from
// its own superview, at any depth.
extension PinLayout {
  /// Puts the view above `view`: its bottom edge on `view`'s top edge.
  @inlinable @discardableResult
  public consuming func above(of view: View, aligned: HorizontalAlign = .none) -> PinLayout {
    state.pointee.recordAbove(of: view, aligned: aligned)
    return self
  }

  /// Puts the view above the topmost of `views`; an empty list warns, unless `fallback` names
  /// a line of the superview to pin the bottom edge to.
  @inlinable @discardableResult
  public consuming func above(
    of views: [View], aligned: HorizontalAlign = .none, ifNeeded fallback: VerticalFallback = .none
  ) -> PinLayout {
    state.pointee.recordAbove(of: views, aligned: aligned, ifNeeded: fallback)
    return self
  }

  /// Puts the view below `view`: its top edge on `view`'s bottom edge.
  @inlinable @discardableResult
  public consuming func below(of view: View, aligned: HorizontalAlign = .none) -> PinLayout {
    state.pointee.recordBelow(of: view, aligned: aligned)
    return self
  }

  /// Puts the view below the bottommost of `views`; an empty list warns, unless `fallback`
  /// names a line of the superview to pin the top edge to.
  @inlinable @discardableResult
  public consuming func below(
    of views: [View], aligned: HorizontalAlign = .none, ifNeeded fallback: VerticalFallback = .none
  ) -> PinLayout {
    state.pointee.recordBelow(of: views, aligned: aligned, ifNeeded: fallback)
    return self
  }

  /// Puts the view left of `view`: its right edge on `view`'s left edge.
  @inlinable @discardableResult
  public consuming func left(of view: View, aligned: VerticalAlign = .none) -> PinLayout {
    state.pointee.recordLeft(of: view, aligned: aligned)
    return self
  }

  /// Puts the view left of the leftmost of `views`; an empty list warns, unless `fallback`
  /// names a line of the superview to pin the right edge to.
  @inlinable @discardableResult
  public consuming func left(
    of views: [View], aligned: VerticalAlign = .none, ifNeeded fallback: HorizontalFallback = .none
  ) -> PinLayout {
    state.pointee.recordLeft(of: views, aligned: aligned, ifNeeded: fallback)
    return self
  }

  /// Puts the view right of `view`: its left edge on `view`'s right edge.
  @inlinable @discardableResult
  public consuming func right(of view: View, aligned: VerticalAlign = .none) -> PinLayout {
    state.pointee.recordRight(of: view, aligned: aligned)
    return self
  }

  /// Puts the view right of the rightmost of `views`; an empty list warns, unless `fallback`
  /// names a line of the superview to pin the left edge to.
  @inlinable @discardableResult
  public consuming func right(
    of views: [View], aligned: VerticalAlign = .none, ifNeeded fallback: HorizontalFallback = .none
  ) -> PinLayout {
    state.pointee.recordRight(of: views, aligned: aligned, ifNeeded: fallback)
    return self
  }

  /// Puts the view before `view`: left of it in LTR, right of it in RTL.
  @inlinable @discardableResult
  public consuming func before(of view: View, aligned: VerticalAlign = .none) -> PinLayout {
    state.pointee.recordBefore(of: view, aligned: aligned)
    return self
  }

  /// Puts the view before `views` (left of them in LTR, right of them in RTL); an empty list
  /// warns, unless `fallback` names a line of the superview to pin the end edge to.
  @inlinable @discardableResult
  public consuming func before(
    of views: [View], aligned: VerticalAlign = .none, ifNeeded fallback: HorizontalFallback = .none
  ) -> PinLayout {
    state.pointee.recordBefore(of: views, aligned: aligned, ifNeeded: fallback)
    return self
  }

  /// Puts the view after `view`: right of it in LTR, left of it in RTL.
  @inlinable @discardableResult
  public consuming func after(of view: View, aligned: VerticalAlign = .none) -> PinLayout {
    state.pointee.recordAfter(of: view, aligned: aligned)
    return self
  }

  /// Puts the view after `views` (right of them in LTR, left of them in RTL); an empty list
  /// warns, unless `fallback` names a line of the superview to pin the start edge to.
  @inlinable @discardableResult
  public consuming func after(
    of views: [View], aligned: VerticalAlign = .none, ifNeeded fallback: HorizontalFallback = .none
  ) -> PinLayout {
    state.pointee.recordAfter(of: views, aligned: aligned, ifNeeded: fallback)
    return self
  }
}
