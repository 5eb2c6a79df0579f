import PinframeGraphics

extension ChainValidator {
  /// The value of an argument expression, checked as far as it can be without its parameter.
  func evaluate(_ expression: ExpressionSyntax) throws(ChainValidationError) -> ChainValue {
    let position = expression.position
    switch expression.kind {
    case .number(let number):
      return .value(.number(try checked(number, at: position)))
    case .boolean(let value):
      return .boolean(value)
    case .identifier(let name):
      return try identifier(name, at: position)
    case .implicitMember(let name):
      return .implicitMember(name)
    case .member(let base, let name):
      return try member(name, of: evaluate(base), at: position)
    case .call(let callee, let arguments):
      return try call(callee, arguments: arguments)
    case .array(let elements):
      return try array(elements)
    case .negation(let operand):
      return try negation(of: evaluate(operand), at: position)
    case .percent(let operand):
      return try percent(of: evaluate(operand), at: position)
    case .binary(let op, let left, let right):
      return try binary(op, evaluate(left), evaluate(right), at: position)
    }
  }

  /// `number`, if it is within ``ChainLimits/maximumMagnitude``.
  func checked(_ number: Double, at position: SourcePosition) throws(ChainValidationError)
    -> Double
  {
    let limit = limits.maximumMagnitude
    guard number.isFinite, abs(number) <= limit else {
      throw error(
        "\(formatted(number)) is out of range: numbers stay within ±\(formatted(limit))",
        at: position)
    }
    return number
  }

  private func identifier(_ name: String, at position: SourcePosition) throws(ChainValidationError)
    -> ChainValue
  {
    if name == "pin" { return .pinGuides(.superview) }
    guard viewIDs.contains(name) else {
      throw error(
        "unknown view '\(name)'\(Suggestion.hint(for: name, in: sortedViewIDs))", at: position)
    }
    return .value(.view(name))
  }

  private func member(_ name: String, of base: ChainValue, at position: SourcePosition)
    throws(ChainValidationError) -> ChainValue
  {
    switch base {
    case .value(.view(let view)):
      return try viewMember(name, of: view, at: position)
    case .edgeList(let view):
      guard let edge = PinValue.Edge(rawValue: name) else {
        throw unknown("edge", name, in: PinValue.Edge.allCases.map(\.rawValue), at: position)
      }
      return .value(.edge(view: view, edge))
    case .anchorList(let view):
      guard let anchor = PinValue.Anchor(rawValue: name) else {
        throw unknown("anchor", name, in: PinValue.Anchor.allCases.map(\.rawValue), at: position)
      }
      return .value(.anchor(view: view, anchor))
    case .pinGuides(let reference):
      return try guide(name, of: reference, at: position)
    default:
      throw error("\(base.summary) has no member '\(name)'", at: position)
    }
  }

  private func viewMember(_ name: String, of view: String, at position: SourcePosition)
    throws(ChainValidationError) -> ChainValue
  {
    switch name {
    case "edge": return .edgeList(view: view)
    case "anchor": return .anchorList(view: view)
    case "pin": return .pinGuides(.view(view))
    default: throw unknown("view property", name, in: ["edge", "anchor", "pin"], at: position)
    }
  }

  private func guide(
    _ name: String, of reference: PinValue.ViewReference, at position: SourcePosition
  )
    throws(ChainValidationError) -> ChainValue
  {
    switch name {
    case "safeArea": return .value(.insets(PinValue.Insets(source: .safeArea(reference))))
    case "layoutMargins": return .value(.insets(PinValue.Insets(source: .layoutMargins(reference))))
    default: throw unknown("pin property", name, in: ["safeArea", "layoutMargins"], at: position)
    }
  }

  private func unknown(
    _ what: String, _ name: String, in choices: [String], at position: SourcePosition
  )
    -> ChainValidationError
  {
    error(
      "unknown \(what) '\(name)'\(Suggestion.hintOrChoices(for: name, in: choices))", at: position)
  }

  private func array(_ elements: [ExpressionSyntax]) throws(ChainValidationError) -> ChainValue {
    var ids: [String] = []
    for element in elements {
      let value = try evaluate(element)
      guard case .value(.view(let id)) = value else {
        throw error("an array holds views only, got \(value.summary)", at: element.start)
      }
      ids.append(id)
    }
    return .value(.views(PinValue.ViewList(ids: ids, visibleOnly: false)))
  }

  private func negation(of operand: ChainValue, at position: SourcePosition)
    throws(ChainValidationError) -> ChainValue
  {
    switch operand {
    case .value(.number(let number)): return .value(.number(-number))
    case .value(.percent(let percent)): return .value(.percent(-percent))
    default:
      throw error("'-' applies to a number or a percent, got \(operand.summary)", at: position)
    }
  }

  private func percent(of operand: ChainValue, at position: SourcePosition)
    throws(ChainValidationError) -> ChainValue
  {
    guard case .value(.number(let number)) = operand else {
      throw error("'%' applies to a number, got \(operand.summary)", at: position)
    }
    return .value(.percent(number))
  }

  private func binary(
    _ op: ExpressionSyntax.Operator, _ left: ChainValue, _ right: ChainValue,
    at position: SourcePosition
  ) throws(ChainValidationError) -> ChainValue {
    switch (left, right) {
    case (.value(.number(let a)), .value(.number(let b))):
      guard op != .divide || b != 0 else { throw error("division by zero", at: position) }
      return .value(.number(try checked(op.apply(a, b), at: position)))
    case (.value(.insets(let insets)), .value(.number(let number))) where op == .add:
      return .value(.insets(insets.adding(number)))
    default:
      throw error(
        "'\(op.rawValue)' applies to two numbers, or to UIEdgeInsets + a number; "
          + "got \(left.summary) and \(right.summary)", at: position)
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
