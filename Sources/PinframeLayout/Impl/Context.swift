import Foundation
import PinframeGraphics
import PinframeViews

/// Describes the call a rule came from, for warnings: `top(20%)`, `below(of: …, aligned: .left)`.
///
/// It holds the call's values, not text: the text is built only when a warning fires, so the
/// layout path never formats strings. It holds reference views without retaining them: a context
/// lives only for the call that made it, while the caller holds those views.
@MainActor
struct Context {
  /// The arguments of the call, by shape.
  enum Argument {
    /// `name()`.
    case none
    /// `name(20)` (whole numbers without a fraction, `name(2.5)` otherwise), or `name()` for 0:
    /// PinLayout's spelling of default arguments.
    case offset(CGFloat)
    /// `name(20.0)`.
    case number(CGFloat)
    case percent(Percent)
    case insets(EdgeInsets)
    case size(CGSize)
    case sideLength(CGFloat)
    /// `name(of: (View, Frame: …))`.
    case view(ViewReference)
    /// `name(to: .top, of: (View, Frame: …))`.
    case reference(StaticString, ViewReference)
    /// `name(of: … , aligned: .left, ifNeeded: .top)`.
    case relative(ReferenceViews, aligned: StaticString?, fallback: StaticString?)
    /// `name((View, Frame: …), (View, Frame: …), aligned: .top)`.
    case between(ViewReference, ViewReference, aligned: StaticString?)
    /// `name(.center)`.
    case option(StaticString)
    /// `wrapContent(.all, padding: 10.0)`.
    case wrap(WrapType?, padding: WrapPadding?)
    /// `margin(vertical: 10%, horizontal: 5%)`, `margin(top:horizontal:bottom:)` with a third
    /// value and `margin(top:left:bottom:right:)` with a fourth.
    case marginPercents(Percent, Percent, Percent?, Percent?)
  }

  /// Which part of a multi-rule call failed: `all() top coordinate`, `size(20.0)'s width`.
  enum Part {
    case whole
    case coordinate(StaticString)
    case dimension(StaticString)
  }

  let method: StaticString
  let argument: Argument
  var part = Part.whole

  init(_ method: StaticString, _ argument: Argument = .none) {
    self.method = method
    self.argument = argument
  }

  /// The same call, its `.list` of reference views now `views`.
  func listing(_ views: UnsafeBufferPointer<View>) -> Context {
    guard case .relative(.list, let aligned, let fallback) = argument else { return self }
    var copy = Context(method, .relative(.many(views), aligned: aligned, fallback: fallback))
    copy.part = part
    return copy
  }

  /// The same call, naming one of its coordinates (`all() top coordinate`).
  func coordinate(_ name: StaticString) -> Context {
    var copy = self
    copy.part = .coordinate(name)
    return copy
  }

  /// The same call, naming one of its dimensions (`size(50%)'s width`).
  func dimension(_ name: StaticString) -> Context {
    var copy = self
    copy.part = .dimension(name)
    return copy
  }

  /// The text of the call, with views described through `keepTransform`'s rectangle.
  func text(keepTransform: Bool) -> String {
    let call = "\(method)(\(arguments(keepTransform: keepTransform)))"
    switch part {
    case .whole: return call
    case .coordinate(let name): return "\(call) \(name) coordinate"
    case .dimension(let name): return "\(call)'s \(name)"
    }
  }

  /// A number as PinLayout's `optionnalDescription` writes it: `20` for 20.0, `2.5` for 2.5.
  private static func wholeNumberText(_ value: CGFloat) -> String {
    guard value.truncatingRemainder(dividingBy: 1) == 0, abs(value) < 1e15 else {
      return "\(value)"
    }
    return "\(Int(value))"
  }

  private func arguments(keepTransform: Bool) -> String {
    func describe(_ view: View) -> String { view.pinDescription(keepTransform: keepTransform) }
    switch argument {
    case .none: return ""
    case .offset(let value): return value == 0 ? "" : Self.wholeNumberText(value)
    case .number(let value): return "\(value)"
    case .percent(let percent): return percent.description
    case .insets(let insets): return insets.description
    case .size(let size): return "CGSize(width: \(size.width), height: \(size.height))"
    case .sideLength(let value): return "sideLength: \(value)"
    case .view(let reference): return "of: \(describe(reference.view))"
    case .reference(let name, let reference):
      return "to: .\(name), of: \(describe(reference.view))"
    case .relative(let views, let aligned, let fallback):
      let list: String
      switch views {
      case .one(let reference): list = describe(reference.view)
      case .many(let views) where views.count == 1: list = describe(views[0])
      case .many(let views): list = "[\(views.map(describe).joined(separator: ", "))]"
      case .list: list = "[]"
      }
      return "of: \(list)" + (aligned.map { ", aligned: .\($0)" } ?? "")
        + (fallback.map { ", ifNeeded: .\($0)" } ?? "")
    case .between(let first, let second, let aligned):
      return "\(describe(first.view)), \(describe(second.view))"
        + (aligned.map { ", aligned: .\($0)" } ?? "")
    case .option(let name): return name.utf8CodeUnitCount == 0 ? "" : ".\(name)"
    case .wrap(let type, let padding):
      let parts = [type.map { ".\($0.name)" }, padding.map { "padding: \($0.text)" }]
      return parts.compactMap { $0 }.joined(separator: ", ")
    case .marginPercents(let first, let second, let third, let fourth):
      if let third, let fourth {
        return "top: \(first), left: \(second), bottom: \(third), right: \(fourth)"
      } else if let third {
        return "top: \(first), horizontal: \(second), bottom: \(third)"
      }
      return "vertical: \(first), horizontal: \(second)"
    }
  }
}

/// A view a context names, held without retaining it (see ``Context``).
@MainActor
struct ViewReference {
  unowned(unsafe) let view: View

  init(_ view: View) {
    self.view = view
  }
}

/// The padding of a `wrapContent` call, as written.
enum WrapPadding {
  case value(CGFloat)
  case insets(EdgeInsets)

  /// The padding as the call spells it: `10.0` or `UIEdgeInsets(…)`.
  var text: String {
    switch self {
    case .value(let value): return "\(value)"
    case .insets(let insets): return insets.description
    }
  }
}

/// The reference views of a relative call: one (no array is built for it) or a list.
@MainActor
enum ReferenceViews {
  case one(ViewReference)
  /// The views of a list, read in place while the call runs (see ``Context``).
  case many(UnsafeBufferPointer<View>)
  /// The list of the call, not yet in hand (see `Context.listing(_:)`).
  case list
}

extension View {
  /// How PinLayout names a view in warnings: `(BasicView, Frame: (10.0, 20.0, 30.0, 40.0))`.
  func pinDescription(keepTransform: Bool) -> String {
    let rect = pinRect(keepTransform: keepTransform)
    return "(\(type(of: self)), Frame: (\(rect.minX), \(rect.minY), \(rect.width), \(rect.height)))"
  }
}
