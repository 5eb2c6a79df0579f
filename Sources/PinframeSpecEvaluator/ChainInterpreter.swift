import Pinframe
import PinframeSpec

/// Applies a spec's checked PinLayout calls to a view's chain, one call at a time: a switch on
/// the resolved overload's arguments and a table lookup of the method name, nothing evaluated
/// from text.
@MainActor
struct ChainInterpreter {
  /// The chain being built: `view.pin` or `view.pinFrame`.
  let layout: PinLayout
  /// The views, edges, anchors and insets the arguments name.
  let references: ChainReferences

  /// Calls the PinLayout method `call` resolved to; `false` when no method fits the call (a
  /// spec built in code with a call the vocabulary never produces, or an unknown view).
  func apply(_ call: PinCall) -> Bool {
    let name = call.name
    if let forms = Self.verticalRelatives[name],
      applyRelative(
        forms, call.arguments, align: \.horizontalAlignValue, fallback: \.verticalFallbackValue,
        none: .none)
    {
      return true
    }
    if let forms = Self.horizontalRelatives[name],
      applyRelative(
        forms, call.arguments, align: \.verticalAlignValue, fallback: \.horizontalFallbackValue,
        none: .none)
    {
      return true
    }
    switch call.arguments.count {
    case 0:
      return applyWithoutArguments(name)
    case 1:
      return applyOne(name, call.arguments[0])
    default:
      return applyBetween(name, call.arguments) || applyWrapContent(name, call.arguments)
        || applyMargins(name, call.arguments)
    }
  }

  private func applyWithoutArguments(_ name: String) -> Bool {
    switch name {
    case "pinEdges": layout.pinEdges()
    case "layout": layout.layout()
    default: return false
    }
    return true
  }

  private func applyOne(_ name: String, _ value: PinValue) -> Bool {
    switch value {
    case .number(let number):
      return call(Self.numberMethods, name, CGFloat(number))
    case .percent(let percent):
      return call(Self.percentMethods, name, Percent(value: percent))
    case .insets(let insets):
      return references.insets(insets).map { call(Self.insetsMethods, name, $0) } ?? false
    case .edge(let id, let edge) where edge.isVertical:
      return references.verticalEdge(of: id, edge).map {
        call(Self.verticalEdgeMethods, name, $0)
      } ?? false
    case .edge(let id, let edge):
      return references.horizontalEdge(of: id, edge).map {
        call(Self.horizontalEdgeMethods, name, $0)
      } ?? false
    case .anchor(let id, let anchor):
      return references.anchor(of: id, anchor).map { call(Self.anchorMethods, name, $0) } ?? false
    case .view(let id):
      return references.view(id).map { call(Self.ofViewMethods, name, $0) } ?? false
    default:
      return applyOneOfAKind(name, value)
    }
  }

  /// The methods whose one argument has a kind only they take.
  private func applyOneOfAKind(_ name: String, _ value: PinValue) -> Bool {
    switch (name, value) {
    case ("size", .size(let size)): layout.size(size)
    case ("margin", .directionalInsets(let insets)): layout.margin(insets)
    case ("sizeToFit", .fitType(let type)): layout.sizeToFit(type.layoutValue)
    case ("justify", .horizontalAlign(let align)): layout.justify(align.layoutValue)
    case ("align", .verticalAlign(let align)): layout.align(align.layoutValue)
    default: return false
    }
    return true
  }

  private func applyWrapContent(_ name: String, _ arguments: [PinValue]) -> Bool {
    guard name == "wrapContent" else { return false }
    switch argumentShape(arguments) {
    case (2, .wrapType(let type)?, .number(let padding)?, _):
      layout.wrapContent(type.layoutValue, padding: CGFloat(padding))
    case (2, .wrapType(let type)?, .insets(let insets)?, _):
      guard let padding = references.insets(insets) else { return false }
      layout.wrapContent(type.layoutValue, padding: padding)
    default:
      return false
    }
    return true
  }

  /// `margin` with two to four values, all numbers or all percents.
  private func applyMargins(_ name: String, _ arguments: [PinValue]) -> Bool {
    guard name == "margin" else { return false }
    let numbers = arguments.compactMap { value -> CGFloat? in
      if case .number(let number) = value { return CGFloat(number) }
      return nil
    }
    let percents = arguments.compactMap { value -> Percent? in
      if case .percent(let percent) = value { return Percent(value: percent) }
      return nil
    }
    switch (numbers, percents) {
    case (let n, []) where n.count == 2: layout.margin(n[0], n[1])
    case (let n, []) where n.count == 3: layout.margin(n[0], n[1], n[2])
    case (let n, []) where n.count == 4: layout.margin(n[0], n[1], n[2], n[3])
    case ([], let p) where p.count == 2: layout.margin(p[0], p[1])
    case ([], let p) where p.count == 3: layout.margin(p[0], p[1], p[2])
    case ([], let p) where p.count == 4: layout.margin(p[0], p[1], p[2], p[3])
    default: return false
    }
    return true
  }

  private func call<Value>(_ table: [String: Method<Value>], _ name: String, _ value: Value)
    -> Bool
  {
    guard let method = table[name] else { return false }
    method(layout, value)
    return true
  }
}

/// A call's argument count and its first three values, for switching on the shapes of calls
/// (Swift has no array patterns).
func argumentShape(_ arguments: [PinValue]) -> (Int, PinValue?, PinValue?, PinValue?) {
  let value = { (index: Int) in index < arguments.count ? arguments[index] : nil }
  return (arguments.count, value(0), value(1), value(2))
}
