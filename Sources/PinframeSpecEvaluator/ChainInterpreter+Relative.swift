import Pinframe
import PinframeSpec

// Relative positions (`below(of:aligned:)`, the fallback methods) and between, by name.
extension ChainInterpreter {
  /// The two forms of a relative method: of one view, and of a list with a fallback line.
  struct RelativeForms<Align, Fallback> {
    /// `method(of: view, aligned:)`.
    var one: @MainActor (consuming PinLayout, View, Align) -> PinLayout
    /// `method(of: [views], aligned:, ifNeeded:)`.
    var list: @MainActor (consuming PinLayout, [View], Align, Fallback) -> PinLayout
  }

  /// Methods placing the view above or below others, aligned horizontally.
  static let verticalRelatives: [String: RelativeForms<HorizontalAlign, VerticalFallback>] = [
    "above": RelativeForms(
      one: { $0.above(of: $1, aligned: $2) },
      list: { $0.above(of: $1, aligned: $2, ifNeeded: $3) }),
    "below": RelativeForms(
      one: { $0.below(of: $1, aligned: $2) },
      list: { $0.below(of: $1, aligned: $2, ifNeeded: $3) }),
    "topIfNotBelow": RelativeForms(
      one: { $0.topIfNotBelow(of: $1, aligned: $2) },
      list: { layout, views, aligned, _ in layout.topIfNotBelow(of: views, aligned: aligned) }),
    "bottomIfNotAbove": RelativeForms(
      one: { $0.bottomIfNotAbove(of: $1, aligned: $2) },
      list: { layout, views, aligned, _ in layout.bottomIfNotAbove(of: views, aligned: aligned) }),
  ]

  /// Methods placing the view left, right, before or after others, aligned vertically.
  static let horizontalRelatives: [String: RelativeForms<VerticalAlign, HorizontalFallback>] = [
    "left": RelativeForms(
      one: { $0.left(of: $1, aligned: $2) },
      list: { $0.left(of: $1, aligned: $2, ifNeeded: $3) }),
    "right": RelativeForms(
      one: { $0.right(of: $1, aligned: $2) },
      list: { $0.right(of: $1, aligned: $2, ifNeeded: $3) }),
    "before": RelativeForms(
      one: { $0.before(of: $1, aligned: $2) },
      list: { $0.before(of: $1, aligned: $2, ifNeeded: $3) }),
    "after": RelativeForms(
      one: { $0.after(of: $1, aligned: $2) },
      list: { $0.after(of: $1, aligned: $2, ifNeeded: $3) }),
    "leftIfNotRight": RelativeForms(
      one: { $0.leftIfNotRight(of: $1, aligned: $2) },
      list: { layout, views, aligned, _ in layout.leftIfNotRight(of: views, aligned: aligned) }),
    "rightIfNotLeft": RelativeForms(
      one: { $0.rightIfNotLeft(of: $1, aligned: $2) },
      list: { layout, views, aligned, _ in layout.rightIfNotLeft(of: views, aligned: aligned) }),
    "startIfNotAfter": RelativeForms(
      one: { $0.startIfNotAfter(of: $1, aligned: $2) },
      list: { layout, views, aligned, _ in layout.startIfNotAfter(of: views, aligned: aligned) }),
    "endIfNotBefore": RelativeForms(
      one: { $0.endIfNotBefore(of: $1, aligned: $2) },
      list: { layout, views, aligned, _ in layout.endIfNotBefore(of: views, aligned: aligned) }),
  ]

  /// A relative method of one view or of a list (with an optional fallback line); `nil` when
  /// the arguments do not fit it.
  func relative<Align, Fallback>(
    _ forms: RelativeForms<Align, Fallback>, _ arguments: [PinValue],
    align: (PinValue) -> Align?, fallback: (PinValue) -> Fallback?, none: Fallback
  ) -> ChainMethod? {
    let (count, target, second, third) = argumentShape(arguments)
    guard let aligned = second.flatMap(align) else { return nil }
    switch (count, target) {
    case (2, .view(let id)?):
      guard let view = references.view(id) else { return nil }
      return { forms.one($0, view, aligned) }
    case (2, .views(let list)?), (3, .views(let list)?):
      let line = count == 3 ? third.flatMap(fallback) : none
      guard let views = references.views(list), let line else { return nil }
      return { forms.list($0, views, aligned, line) }
    default:
      return nil
    }
  }

  /// `horizontallyBetween`/`verticallyBetween`; `nil` when the call is neither.
  func between(_ name: String, _ arguments: [PinValue]) -> ChainMethod? {
    let values = argumentShape(arguments)
    switch (name, values.1, values.2, values.3) {
    case ("horizontallyBetween", .view(let first)?, .view(let second)?, .verticalAlign(let a)?):
      guard let view1 = references.view(first), let view2 = references.view(second) else {
        return nil
      }
      return { $0.horizontallyBetween(view1, and: view2, aligned: a.layoutValue) }
    case ("verticallyBetween", .view(let first)?, .view(let second)?, .horizontalAlign(let a)?):
      guard let view1 = references.view(first), let view2 = references.view(second) else {
        return nil
      }
      return { $0.verticallyBetween(view1, and: view2, aligned: a.layoutValue) }
    default:
      return nil
    }
  }
}
