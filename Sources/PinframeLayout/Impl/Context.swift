import Foundation
import PinframeGraphics
import PinframeViews

/// Describes the call a rule came from, for warnings: `top(20%)`, `below(of: …, aligned: .left)`.
///
/// It holds the call's values, not text: the text is built only when a warning fires, so the
/// layout path never formats strings.
@MainActor
struct Context {
  /// The arguments of the call, by shape.
  enum Argument {
    /// `name()`.
    case none
    /// `name(20.0)`, or `name()` for 0 (PinLayout's default-argument spelling).
    case offset(CGFloat)
    /// `name(20.0)`.
    case number(CGFloat)
    case percent(Percent)
    case insets(EdgeInsets)
    case size(CGSize)
    case sideLength(CGFloat)
    /// `name(of: (View, Frame: …))`.
    case view(View)
    /// `name(to: .top, of: (View, Frame: …))`.
    case reference(String, View)
    /// `name(of: … , aligned: .left, ifNeeded: .top)`.
    case relative(ReferenceViews, aligned: String?, fallback: String?)
    /// `name((View, Frame: …), (View, Frame: …), aligned: .top)`.
    case between(View, View, aligned: String?)
    /// `name(.center)`.
    case option(String)
    /// `wrapContent(.all, padding: 10.0)`.
    case wrap(WrapType?, padding: String?)
    /// `margin(vertical: 10%, horizontal: 5%)`, `margin(top:horizontal:bottom:)` with a third
    /// value and `margin(top:left:bottom:right:)` with a fourth.
    case marginPercents(Percent, Percent, Percent?, Percent?)
  }

  /// Which part of a multi-rule call failed: `all() top coordinate`, `size(20.0)'s width`.
  enum Part {
    case whole
    case coordinate(String)
    case dimension(String)
  }

  let method: String
  let argument: Argument
  var part = Part.whole

  init(_ method: String, _ argument: Argument = .none) {
    self.method = method
    self.argument = argument
  }

  /// The same call, naming one of its coordinates (`all() top coordinate`).
  func coordinate(_ name: String) -> Context {
    var copy = self
    copy.part = .coordinate(name)
    return copy
  }

  /// The same call, naming one of its dimensions (`size(50%)'s width`).
  func dimension(_ name: String) -> Context {
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

  private func arguments(keepTransform: Bool) -> String {
    func describe(_ view: View) -> String { view.pinDescription(keepTransform: keepTransform) }
    switch argument {
    case .none: return ""
    case .offset(let value): return value == 0 ? "" : "\(value)"
    case .number(let value): return "\(value)"
    case .percent(let percent): return percent.description
    case .insets(let insets): return insets.description
    case .size(let size): return "CGSize(width: \(size.width), height: \(size.height))"
    case .sideLength(let value): return "sideLength: \(value)"
    case .view(let view): return "of: \(describe(view))"
    case .reference(let name, let view): return "to: .\(name), of: \(describe(view))"
    case .relative(let views, let aligned, let fallback):
      let list: String
      switch views {
      case .one(let view): list = describe(view)
      case .many(let views) where views.count == 1: list = describe(views[0])
      case .many(let views): list = "[\(views.map(describe).joined(separator: ", "))]"
      }
      return "of: \(list)" + (aligned.map { ", aligned: .\($0)" } ?? "")
        + (fallback.map { ", ifNeeded: .\($0)" } ?? "")
    case .between(let first, let second, let aligned):
      return "\(describe(first)), \(describe(second))" + (aligned.map { ", aligned: .\($0)" } ?? "")
    case .option(let name): return name.isEmpty ? "" : ".\(name)"
    case .wrap(let type, let padding):
      let parts = [type.map { ".\($0.name)" }, padding.map { "padding: \($0)" }]
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

/// The reference views of a relative call: one (no array is built for it) or a list.
@MainActor
enum ReferenceViews {
  case one(View)
  case many([View])
}

extension View {
  /// How PinLayout names a view in warnings: `(BasicView, Frame: (10.0, 20.0, 30.0, 40.0))`.
  func pinDescription(keepTransform: Bool) -> String {
    let rect = pinRect(keepTransform: keepTransform)
    return "(\(type(of: self)), Frame: (\(rect.minX), \(rect.minY), \(rect.width), \(rect.height)))"
  }
}
