import PinframeGraphics

extension ChainValidator {
  /// The value of an argument expression, checked as far as it can be without its parameter.
  func evaluate(_ expression: ExpressionSyntax) throws(ChainValidationError) -> ChainValue {
    let location = expression.location
    switch expression.kind {
    case .number(let number):
      return .value(.number(try checked(number, at: location)))
    case .boolean(let value):
      return .boolean(value)
    case .identifier(let name):
      return try identifier(name, at: location)
    case .implicitMember(let name):
      return .implicitMember(name)
    case .member(let base, let name):
      return try member(name, of: evaluate(base), at: location)
    case .call(let callee, let arguments):
      return try call(callee, arguments: arguments)
    case .array(let elements):
      return try array(elements)
    case .negation(let operand):
      return try negation(of: evaluate(operand), at: location)
    case .percent(let operand):
      return try percent(of: evaluate(operand), at: location)
    case .binary(let op, let left, let right):
      return try binary(op, evaluate(left), evaluate(right), at: location)
    }
  }

  /// `number`, if it is within ``ChainLimits/maximumMagnitude``.
  func checked(_ number: Double, at location: SourceLocation) throws(ChainValidationError)
    -> Double
  {
    let limit = limits.maximumMagnitude
    guard number.isFinite, abs(number) <= limit else {
      throw error(
        "\(formatted(number)) is out of range: numbers stay within ±\(formatted(limit))",
        at: location)
    }
    return number
  }

  private func identifier(_ name: String, at location: SourceLocation) throws(ChainValidationError)
    -> ChainValue
  {
    if name == "pin" { return .pinGuides(.superview) }
    guard viewIDs.contains(name) else {
      throw error(
        "unknown view '\(name)'\(Suggestion.hint(for: name, in: sortedViewIDs))", at: location)
    }
    return .value(.view(name))
  }

  private func member(_ name: String, of base: ChainValue, at location: SourceLocation)
    throws(ChainValidationError) -> ChainValue
  {
    switch base {
    case .value(.view(let view)):
      return try viewMember(name, of: view, at: location)
    case .edgeList(let view):
      guard let edge = PinValue.Edge(rawValue: name) else {
        throw unknown("edge", name, in: PinValue.Edge.allCases.map(\.rawValue), at: location)
      }
      return .value(.edge(view: view, edge))
    case .anchorList(let view):
      guard let anchor = PinValue.Anchor(rawValue: name) else {
        throw unknown("anchor", name, in: PinValue.Anchor.allCases.map(\.rawValue), at: location)
      }
      return .value(.anchor(view: view, anchor))
    case .pinGuides(let reference):
      return try guide(name, of: reference, at: location)
    default:
      throw error("\(base.summary) has no member '\(name)'", at: location)
    }
  }

  private func viewMember(_ name: String, of view: String, at location: SourceLocation)
    throws(ChainValidationError) -> ChainValue
  {
    switch name {
    case "edge": return .edgeList(view: view)
    case "anchor": return .anchorList(view: view)
    case "pin": return .pinGuides(.view(view))
    default: throw unknown("view property", name, in: ["edge", "anchor", "pin"], at: location)
    }
  }

  private func guide(_ name: String, of reference: PinValue.ViewReference, at location: SourceLocation)
    throws(ChainValidationError) -> ChainValue
  {
    switch name {
    case "safeArea": return .value(.insets(PinValue.Insets(source: .safeArea(reference))))
    case "layoutMargins": return .value(.insets(PinValue.Insets(source: .layoutMargins(reference))))
    default: throw unknown("pin property", name, in: ["safeArea", "layoutMargins"], at: location)
    }
  }

  private func unknown(_ what: String, _ name: String, in choices: [String], at location: SourceLocation)
    -> ChainValidationError
  {
    error("unknown \(what) '\(name)'\(Suggestion.hintOrChoices(for: name, in: choices))", at: location)
  }

  private func array(_ elements: [ExpressionSyntax]) throws(ChainValidationError) -> ChainValue {
    var ids: [String] = []
    for element in elements {
      let value = try evaluate(element)
      guard case .value(.view(let id)) = value else {
        throw error("an array holds views only, got \(value.summary)", at: element.location)
      }
      ids.append(id)
    }
    return .value(.views(PinValue.ViewList(ids: ids, visibleOnly: false)))
  }

  private func negation(of operand: ChainValue, at location: SourceLocation)
    throws(ChainValidationError) -> ChainValue
  {
    switch operand {
    case .value(.number(let number)): return .value(.number(-number))
    case .value(.percent(let percent)): return .value(.percent(-percent))
    default: throw error("'-' applies to a number or a percent, got \(operand.summary)", at: location)
    }
  }

  private func percent(of operand: ChainValue, at location: SourceLocation)
    throws(ChainValidationError) -> ChainValue
  {
    guard case .value(.number(let number)) = operand else {
      throw error("'%' applies to a number, got \(operand.summary)", at: location)
    }
    return .value(.percent(number))
  }

  private func binary(
    _ op: ExpressionSyntax.Operator, _ left: ChainValue, _ right: ChainValue,
    at location: SourceLocation
  ) throws(ChainValidationError) -> ChainValue {
    switch (left, right) {
    case (.value(.number(let a)), .value(.number(let b))):
      guard op != .divide || b != 0 else { throw error("division by zero", at: location) }
      return .value(.number(try checked(op.apply(a, b), at: location)))
    case (.value(.insets(let insets)), .value(.number(let number))) where op == .add:
      return .value(.insets(insets.adding(number)))
    default:
      throw error(
        "'\(op.rawValue)' applies to two numbers, or to UIEdgeInsets + a number; "
          + "got \(left.summary) and \(right.summary)", at: location)
    }
  }
}

extension ExpressionSyntax.Operator {
  func apply(_ a: Double, _ b: Double) -> Double {
    switch self {
    case .add: a + b
    case .subtract: a - b
    case .multiply: a * b
    case .divide: a / b
    }
  }
}

extension PinValue.Insets {
  /// The insets with `number` added to every side (folded into a literal).
  func adding(_ number: Double) -> PinValue.Insets {
    guard case .literal(let insets) = source else {
      return PinValue.Insets(source: source, adding: adding + number)
    }
    return PinValue.Insets(
      source: .literal(
        EdgeInsets(
          top: insets.top + number, left: insets.left + number, bottom: insets.bottom + number,
          right: insets.right + number)))
  }
}

/// A number as messages print it: `12`, `12.5`, `1e+300`.
func formatted(_ number: Double) -> String {
  number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
}
