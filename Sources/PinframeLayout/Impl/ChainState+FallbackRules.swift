import Foundation
import PinframeViews

// The fallback forms of the relative methods (from PinLayout pull request #256, which never
// landed): when the list of views is empty, typically because `visible(_:)` filtered every view
// out, the view's edge goes to the superview's matching edge instead of not being pinned.
// Margins apply as usual. A single reference view is used even when hidden, like `below(of:)`;
// pass `visible([view])` to fall back when it is hidden.
extension ChainState {
  @usableFromInline
  mutating func recordTopIfNotBelow(of view: View, aligned: HorizontalAlign) {
    relative(
      .below, of: view, aligned: line(aligned),
      Context.relative("topIfNotBelow", view, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordTopIfNotBelow(of views: [View], aligned: HorizontalAlign) {
    relative(
      .below, of: views, aligned: line(aligned), fallback: .leading,
      Context.relative("topIfNotBelow", views, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordBottomIfNotAbove(of view: View, aligned: HorizontalAlign) {
    relative(
      .above, of: view, aligned: line(aligned),
      Context.relative("bottomIfNotAbove", view, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordBottomIfNotAbove(of views: [View], aligned: HorizontalAlign) {
    relative(
      .above, of: views, aligned: line(aligned), fallback: .trailing,
      Context.relative("bottomIfNotAbove", views, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordLeftIfNotRight(of view: View, aligned: VerticalAlign) {
    relative(
      .right, of: view, aligned: line(aligned),
      Context.relative("leftIfNotRight", view, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordLeftIfNotRight(of views: [View], aligned: VerticalAlign) {
    relative(
      .right, of: views, aligned: line(aligned), fallback: .leading,
      Context.relative("leftIfNotRight", views, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordRightIfNotLeft(of view: View, aligned: VerticalAlign) {
    relative(
      .left, of: view, aligned: line(aligned),
      Context.relative("rightIfNotLeft", view, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordRightIfNotLeft(of views: [View], aligned: VerticalAlign) {
    relative(
      .left, of: views, aligned: line(aligned), fallback: .trailing,
      Context.relative("rightIfNotLeft", views, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordStartIfNotAfter(of view: View, aligned: VerticalAlign) {
    relative(
      isLTR ? .right : .left, of: view, aligned: line(aligned),
      Context.relative("startIfNotAfter", view, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordStartIfNotAfter(of views: [View], aligned: VerticalAlign) {
    relative(
      isLTR ? .right : .left, of: views, aligned: line(aligned), fallback: startLine,
      Context.relative("startIfNotAfter", views, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordEndIfNotBefore(of view: View, aligned: VerticalAlign) {
    relative(
      isLTR ? .left : .right, of: view, aligned: line(aligned),
      Context.relative("endIfNotBefore", view, aligned.argumentName))
  }

  @usableFromInline
  mutating func recordEndIfNotBefore(of views: [View], aligned: VerticalAlign) {
    relative(
      isLTR ? .left : .right, of: views, aligned: line(aligned), fallback: endLine,
      Context.relative("endIfNotBefore", views, aligned.argumentName))
  }

  /// A vertical fallback as a line of the superview (`nil` for `.none`).
  mutating func line(_ fallback: VerticalFallback) -> AxisLine? {
    switch fallback {
    case .none: return nil
    case .top: return .leading
    case .center: return .center
    case .bottom: return .trailing
    }
  }

  /// A horizontal fallback as a line of the superview (`nil` for `.none`).
  mutating func line(_ fallback: HorizontalFallback) -> AxisLine? {
    switch fallback {
    case .none: return nil
    case .left: return .leading
    case .center: return .center
    case .right: return .trailing
    case .start: return startLine
    case .end: return endLine
    }
  }
}
