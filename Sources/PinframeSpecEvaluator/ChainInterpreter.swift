import Pinframe
import PinframeSpec

/// Turns a spec's checked PinLayout calls into calls of the chain's methods, one call at a time:
/// a switch on the resolved overload's arguments and a table lookup of the method name, nothing
/// evaluated from text.
///
/// ```swift
/// var layout: PinLayout? = view.pin
/// for call in calls {
///   guard let method = interpreter.method(for: call), let chain = layout.take() else { break }
///   layout = method(chain)
/// }
/// ```
@MainActor
struct ChainInterpreter {
  /// One PinLayout call with its arguments: it takes the chain and returns it, or `nil` when the
  /// call ended the chain (`layout()`).
  typealias ChainMethod = @MainActor (consuming PinLayout) -> PinLayout?

  /// The views, edges, anchors and insets the arguments name.
  let references: ChainReferences

  /// The PinLayout method `call` resolved to, with its arguments; `nil` when no method fits the
  /// call (a spec built in code with a call the vocabulary never produces, or an unknown view).
  func method(for call: PinCall) -> ChainMethod? {
    let name = call.name
    if let forms = Self.verticalRelatives[name],
      let method = relative(
        forms, call.arguments, align: \.horizontalAlignValue, fallback: \.verticalFallbackValue,
        none: .none)
    {
      return method
    }
    if let forms = Self.horizontalRelatives[name],
      let method = relative(
        forms, call.arguments, align: \.verticalAlignValue, fallback: \.horizontalFallbackValue,
        none: .none)
    {
      return method
    }
    switch call.arguments.count {
    case 0:
      return withoutArguments(name)
    case 1:
      return one(name, call.arguments[0])
    default:
      return between(name, call.arguments) ?? wrapContent(name, call.arguments)
        ?? margins(name, call.arguments)
    }
  }

  private func withoutArguments(_ name: String) -> ChainMethod? {
    switch name {
    case "pinEdges": return { $0.pinEdges() }
    case "aspectRatio": return { $0.aspectRatio() }
    case "layout":
      return {
        $0.layout()
        return nil
      }
    default: return nil
    }
  }

  private func one(_ name: String, _ value: PinValue) -> ChainMethod? {
    switch value {
    case .number(let number):
      return call(Self.numberMethods, name, CGFloat(number))
    case .percent(let percent):
      return call(Self.percentMethods, name, Percent(value: percent))
    case .insets(let insets):
      return references.insets(insets).flatMap { call(Self.insetsMethods, name, $0) }
    case .edge(let id, let edge) where edge.isVertical:
      return references.verticalEdge(of: id, edge).flatMap {
        call(Self.verticalEdgeMethods, name, $0)
      }
    case .edge(let id, let edge):
      return references.horizontalEdge(of: id, edge).flatMap {
        call(Self.horizontalEdgeMethods, name, $0)
      }
    case .anchor(let id, let anchor):
      return references.anchor(of: id, anchor).flatMap { call(Self.anchorMethods, name, $0) }
    case .view(let id):
      return references.view(id).flatMap { call(Self.ofViewMethods, name, $0) }
    default:
      return oneOfAKind(name, value)
    }
  }

  /// The methods whose one argument has a kind only they take.
  private func oneOfAKind(_ name: String, _ value: PinValue) -> ChainMethod? {
    switch (name, value) {
    case ("size", .size(let size)): return { $0.size(size) }
    case ("margin", .directionalInsets(let insets)): return { $0.margin(insets) }
    case ("sizeToFit", .fitType(let type)): return { $0.sizeToFit(type.layoutValue) }
    case ("justify", .horizontalAlign(let align)): return { $0.justify(align.layoutValue) }
    case ("align", .verticalAlign(let align)): return { $0.align(align.layoutValue) }
    default: return nil
    }
  }

  private func wrapContent(_ name: String, _ arguments: [PinValue]) -> ChainMethod? {
    guard name == "wrapContent" else { return nil }
    switch argumentShape(arguments) {
    case (2, .wrapType(let type)?, .number(let padding)?, _):
      return { $0.wrapContent(type.layoutValue, padding: CGFloat(padding)) }
    case (2, .wrapType(let type)?, .insets(let insets)?, _):
      guard let padding = references.insets(insets) else { return nil }
      return { $0.wrapContent(type.layoutValue, padding: padding) }
    default:
      return nil
    }
  }

  /// `margin` with two to four values, all numbers or all percents.
  private func margins(_ name: String, _ arguments: [PinValue]) -> ChainMethod? {
    guard name == "margin" else { return nil }
    let numbers = arguments.compactMap { value -> CGFloat? in
      if case .number(let number) = value { return CGFloat(number) }
      return nil
    }
    let percents = arguments.compactMap { value -> Percent? in
      if case .percent(let percent) = value { return Percent(value: percent) }
      return nil
    }
    switch (numbers, percents) {
    case (let n, []) where n.count == 2: return { $0.margin(n[0], n[1]) }
    case (let n, []) where n.count == 3: return { $0.margin(n[0], n[1], n[2]) }
    case (let n, []) where n.count == 4: return { $0.margin(n[0], n[1], n[2], n[3]) }
    case ([], let p) where p.count == 2: return { $0.margin(p[0], p[1]) }
    case ([], let p) where p.count == 3: return { $0.margin(p[0], p[1], p[2]) }
    case ([], let p) where p.count == 4: return { $0.margin(p[0], p[1], p[2], p[3]) }
    default: return nil
    }
  }

  private func call<Value>(_ table: [String: Method<Value>], _ name: String, _ value: Value)
    -> ChainMethod?
  {
    guard let method = table[name] else { return nil }
    return { method($0, value) }
  }
}

/// A call's argument count and its first three values, for switching on the shapes of calls
/// (Swift has no array patterns).
func argumentShape(_ arguments: [PinValue]) -> (Int, PinValue?, PinValue?, PinValue?) {
  let value = { (index: Int) in index < arguments.count ? arguments[index] : nil }
  return (arguments.count, value(0), value(1), value(2))
}
