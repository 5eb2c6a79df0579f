import Foundation
import PinframeViews

// above/below/left/right/before/after(of:aligned:), for one view and for lists.
//
// With a list, the view goes beyond the outermost of the views (below the bottommost one…),
// and alignment uses the leftmost/rightmost edge or the average centre. Hidden views are used
// like any other: filter with `visible(_:)`. Each reference view's position is converted from
// its own superview, at any depth.
extension ChainState {
  @usableFromInline
  mutating func recordAbove(of view: View, aligned: HorizontalAlign) {
    relative(
      .above, of: view, aligned: line(aligned),
      Context.relative("above", view, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordAbove(
    of views: [View], aligned: HorizontalAlign, ifNeeded fallback: VerticalFallback
  ) {
    let context = Context.relative("above", views, aligned.argumentName, fallback.argumentName)
    relative(
      .above, of: views, aligned: line(aligned), fallback: line(fallback), context)
  }

  @usableFromInline
  mutating func recordBelow(of view: View, aligned: HorizontalAlign) {
    relative(
      .below, of: view, aligned: line(aligned),
      Context.relative("below", view, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordBelow(
    of views: [View], aligned: HorizontalAlign, ifNeeded fallback: VerticalFallback
  ) {
    let context = Context.relative("below", views, aligned.argumentName, fallback.argumentName)
    relative(
      .below, of: views, aligned: line(aligned), fallback: line(fallback), context)
  }

  @usableFromInline
  mutating func recordLeft(of view: View, aligned: VerticalAlign) {
    relative(
      .left, of: view, aligned: line(aligned), Context.relative("left", view, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordLeft(
    of views: [View], aligned: VerticalAlign, ifNeeded fallback: HorizontalFallback
  ) {
    let context = Context.relative("left", views, aligned.argumentName, fallback.argumentName)
    relative(
      .left, of: views, aligned: line(aligned), fallback: line(fallback), context)
  }

  @usableFromInline
  mutating func recordRight(of view: View, aligned: VerticalAlign) {
    relative(
      .right, of: view, aligned: line(aligned),
      Context.relative("right", view, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordRight(
    of views: [View], aligned: VerticalAlign, ifNeeded fallback: HorizontalFallback
  ) {
    let context = Context.relative("right", views, aligned.argumentName, fallback.argumentName)
    relative(
      .right, of: views, aligned: line(aligned), fallback: line(fallback), context)
  }

  @usableFromInline
  mutating func recordBefore(of view: View, aligned: VerticalAlign) {
    relative(
      isLTR ? .left : .right, of: view, aligned: line(aligned),
      Context.relative("before", view, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordBefore(
    of views: [View], aligned: VerticalAlign, ifNeeded fallback: HorizontalFallback
  ) {
    let context = Context.relative("before", views, aligned.argumentName, fallback.argumentName)
    relative(
      isLTR ? .left : .right, of: views, aligned: line(aligned), fallback: line(fallback), context)
  }

  @usableFromInline
  mutating func recordAfter(of view: View, aligned: VerticalAlign) {
    relative(
      isLTR ? .right : .left, of: view, aligned: line(aligned),
      Context.relative("after", view, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordAfter(
    of views: [View], aligned: VerticalAlign, ifNeeded fallback: HorizontalFallback
  ) {
    let context = Context.relative("after", views, aligned.argumentName, fallback.argumentName)
    relative(
      isLTR ? .right : .left, of: views, aligned: line(aligned), fallback: line(fallback), context)
  }
}

extension Context {
  /// The context of a relative rule on one view: `below(of: …, aligned: .left)`.
  static func relative(
    _ method: StaticString, _ view: View, _ aligned: StaticString?,
    _ fallback: StaticString? = nil
  ) -> Context {
    Context(method, .relative(.one(ViewReference(view)), aligned: aligned, fallback: fallback))
  }

  /// The context of a relative rule on a list of views, listed when a warning prints it.
  static func relative(
    _ method: StaticString, _ views: [View], _ aligned: StaticString?,
    _ fallback: StaticString? = nil
  ) -> Context {
    Context(method, .relative(.list, aligned: aligned, fallback: fallback))
  }
}
