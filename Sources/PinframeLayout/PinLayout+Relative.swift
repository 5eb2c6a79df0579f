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
  @discardableResult
  public func above(of view: View, aligned: HorizontalAlign = .none) -> PinLayout {
    relative(.above, of: view, aligned: line(aligned), context("above", view, aligned.argumentName))
  }

  /// Puts the view above the topmost of `views`; an empty list warns, unless `fallback` names
  /// a line of the superview to pin the bottom edge to.
  @discardableResult
  public func above(
    of views: [View], aligned: HorizontalAlign = .none, ifNeeded fallback: VerticalFallback = .none
  ) -> PinLayout {
    let context = context("above", views, aligned.argumentName, fallback.argumentName)
    return relative(
      .above, of: views, aligned: line(aligned), fallback: line(fallback), context)
  }

  /// Puts the view below `view`: its top edge on `view`'s bottom edge.
  @discardableResult
  public func below(of view: View, aligned: HorizontalAlign = .none) -> PinLayout {
    relative(.below, of: view, aligned: line(aligned), context("below", view, aligned.argumentName))
  }

  /// Puts the view below the bottommost of `views`; an empty list warns, unless `fallback`
  /// names a line of the superview to pin the top edge to.
  @discardableResult
  public func below(
    of views: [View], aligned: HorizontalAlign = .none, ifNeeded fallback: VerticalFallback = .none
  ) -> PinLayout {
    let context = context("below", views, aligned.argumentName, fallback.argumentName)
    return relative(
      .below, of: views, aligned: line(aligned), fallback: line(fallback), context)
  }

  /// Puts the view left of `view`: its right edge on `view`'s left edge.
  @discardableResult
  public func left(of view: View, aligned: VerticalAlign = .none) -> PinLayout {
    relative(.left, of: view, aligned: line(aligned), context("left", view, aligned.argumentName))
  }

  /// Puts the view left of the leftmost of `views`; an empty list warns, unless `fallback`
  /// names a line of the superview to pin the right edge to.
  @discardableResult
  public func left(
    of views: [View], aligned: VerticalAlign = .none, ifNeeded fallback: HorizontalFallback = .none
  ) -> PinLayout {
    let context = context("left", views, aligned.argumentName, fallback.argumentName)
    return relative(
      .left, of: views, aligned: line(aligned), fallback: line(fallback), context)
  }

  /// Puts the view right of `view`: its left edge on `view`'s right edge.
  @discardableResult
  public func right(of view: View, aligned: VerticalAlign = .none) -> PinLayout {
    relative(.right, of: view, aligned: line(aligned), context("right", view, aligned.argumentName))
  }

  /// Puts the view right of the rightmost of `views`; an empty list warns, unless `fallback`
  /// names a line of the superview to pin the left edge to.
  @discardableResult
  public func right(
    of views: [View], aligned: VerticalAlign = .none, ifNeeded fallback: HorizontalFallback = .none
  ) -> PinLayout {
    let context = context("right", views, aligned.argumentName, fallback.argumentName)
    return relative(
      .right, of: views, aligned: line(aligned), fallback: line(fallback), context)
  }

  /// Puts the view before `view`: left of it in LTR, right of it in RTL.
  @discardableResult
  public func before(of view: View, aligned: VerticalAlign = .none) -> PinLayout {
    relative(
      isLTR ? .left : .right, of: view, aligned: line(aligned),
      context("before", view, aligned.argumentName))
  }

  /// Puts the view before `views` (left of them in LTR, right of them in RTL); an empty list
  /// warns, unless `fallback` names a line of the superview to pin the end edge to.
  @discardableResult
  public func before(
    of views: [View], aligned: VerticalAlign = .none, ifNeeded fallback: HorizontalFallback = .none
  ) -> PinLayout {
    let context = context("before", views, aligned.argumentName, fallback.argumentName)
    return relative(
      isLTR ? .left : .right, of: views, aligned: line(aligned), fallback: line(fallback), context)
  }

  /// Puts the view after `view`: right of it in LTR, left of it in RTL.
  @discardableResult
  public func after(of view: View, aligned: VerticalAlign = .none) -> PinLayout {
    relative(
      isLTR ? .right : .left, of: view, aligned: line(aligned),
      context("after", view, aligned.argumentName))
  }

  /// Puts the view after `views` (right of them in LTR, left of them in RTL); an empty list
  /// warns, unless `fallback` names a line of the superview to pin the start edge to.
  @discardableResult
  public func after(
    of views: [View], aligned: VerticalAlign = .none, ifNeeded fallback: HorizontalFallback = .none
  ) -> PinLayout {
    let context = context("after", views, aligned.argumentName, fallback.argumentName)
    return relative(
      isLTR ? .right : .left, of: views, aligned: line(aligned), fallback: line(fallback), context)
  }

  func context(
    _ method: StaticString, _ view: View, _ aligned: StaticString?,
    _ fallback: StaticString? = nil
  ) -> Context {
    Context(method, .relative(.one(ViewReference(view)), aligned: aligned, fallback: fallback))
  }

  func context(
    _ method: StaticString, _ views: [View], _ aligned: StaticString?,
    _ fallback: StaticString? = nil
  ) -> Context {
    Context(method, .relative(.list, aligned: aligned, fallback: fallback))
  }
}
