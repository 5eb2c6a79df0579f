import Foundation
import PinframeGraphics

extension ChainValidator {
  /// The functions a chain may call: `visible` and the value constructors.
  static let functionNames = [
    "visible", "UIEdgeInsets", "EdgeInsets", "NSDirectionalEdgeInsets", "DirectionalEdgeInsets",
    "CGSize",
  ]

  /// The value of `callee(arguments)`.
  func call(_ callee: ExpressionSyntax, arguments: [ArgumentSyntax]) throws(ChainValidationError)
    -> ChainValue
  {
    let position = callee.position
    guard case .identifier(let name) = callee.kind else {
      throw error("only \(alternatives(Self.functionNames)) can be called", at: position)
    }
    switch name {
    case "visible":
      return try visible(arguments, at: position)
    case "UIEdgeInsets", "EdgeInsets":
      let n = try numbers(
        name, arguments, labels: ["top", "left", "bottom", "right"], at: position)
      let insets = EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
      return .value(.insets(PinValue.Insets(source: .literal(insets))))
    case "NSDirectionalEdgeInsets", "DirectionalEdgeInsets":
      let labels = ["top", "leading", "bottom", "trailing"]
      let n = try numbers(name, arguments, labels: labels, at: position)
      return .value(
        .directionalInsets(
          DirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])))
    case "CGSize":
      let n = try numbers(name, arguments, labels: ["width", "height"], at: position)
      return .value(.size(CGSize(width: n[0], height: n[1])))
    default:
      throw unknownFunction(name, at: position)
    }
  }

  private func unknownFunction(_ name: String, at position: SourcePosition) -> ChainValidationError
  {
    guard !viewIDs.contains(name) else {
      return error("'\(name)' is a view, not a function", at: position)
    }
    let hint = Suggestion.hint(for: name, in: Self.functionNames)
    return error("unknown function '\(name)'\(hint)", at: position)
  }

  private func visible(_ arguments: [ArgumentSyntax], at position: SourcePosition)
    throws(ChainValidationError) -> ChainValue
  {
    guard arguments.count == 1, let argument = arguments.first, argument.label == nil else {
      let selector = swiftSelector("visible", labels: arguments.map(\.label))
      throw error("there is no '\(selector)'; use visible(_:) with an array of views", at: position)
    }
    switch try evaluate(argument.value) {
    case .value(.views(let list)):
      return .value(.views(PinValue.ViewList(ids: list.ids, visibleOnly: true)))
    case .value(.view(let id)):
      throw error("'visible' takes an array of views: visible([\(id)])", at: argument.value.start)
    case let value:
      throw error(
        "'visible' takes an array of views, got \(value.summary)", at: argument.value.start)
    }
  }

  /// The numbers of a constructor call whose labels must be exactly `labels`.
  private func numbers(
    _ name: String, _ arguments: [ArgumentSyntax], labels: [String], at position: SourcePosition
  ) throws(ChainValidationError) -> [Double] {
    guard arguments.map(\.label) == labels else {
      let given = swiftSelector(name, labels: arguments.map(\.label))
      throw error(
        "there is no '\(given)'; use \(swiftSelector(name, labels: labels))", at: position)
    }
    var numbers: [Double] = []
    for (argument, label) in zip(arguments, labels) {
      let value = try evaluate(argument.value)
      guard case .value(.number(let number)) = value else {
        throw error(
          "'\(name)' expects a number for '\(label):', got \(value.summary)",
          at: argument.value.start)
      }
      numbers.append(number)
    }
    return numbers
  }
}
