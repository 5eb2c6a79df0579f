extension ChainValidator {
  /// The error for a call whose labels fit no overload: an unknown label, or the overloads
  /// that exist.
  func labelError(_ call: MethodCallSyntax, overloads: [PinSignature]) -> ChainValidationError {
    let known = overloads.flatMap { $0.parameters.compactMap(\.label) }.uniqued
    for argument in call.arguments {
      guard let label = argument.label, !known.contains(label) else { continue }
      let hint = Suggestion.hint(for: label + ":", in: known.map { $0 + ":" })
      return error(
        "'\(call.name)' has no argument label '\(label):'\(hint)",
        at: argument.labelPosition ?? call.position)
    }
    let selectors = overloads.map(\.selector).uniqued
    return error(
      "there is no '\(call.selector)'; use \(alternatives(selectors))", at: call.position)
  }

  /// The error for a call whose labels fit but whose values do not: the first argument no
  /// overload takes, or the combination none takes.
  func mismatchError(
    _ call: MethodCallSyntax, values: [ChainValue], overloads: [PinSignature],
    candidates: [Candidate]
  ) -> ChainValidationError {
    for (index, value) in values.enumerated() {
      let fits = candidates.contains { value.converted(to: $0.parameter(for: index).kind) != nil }
      if !fits {
        return argumentError(
          call, index: index, value: value, overloads: overloads, candidates: candidates)
      }
    }
    let given = values.map(\.summary).joined(separator: ", ")
    return error("'\(call.name)' has no form taking (\(given))", at: call.position)
  }

  private func argumentError(
    _ call: MethodCallSyntax, index: Int, value: ChainValue, overloads: [PinSignature],
    candidates: [Candidate]
  ) -> ChainValidationError {
    let argument = call.arguments[index]
    let expected = expectedParameters(
      at: index, overloads: overloads, candidates: candidates, byPosition: argument.label == nil)
    if let relabelled = expected.first(where: {
      $0.parameter.label != argument.label && value.converted(to: $0.parameter.kind) != nil
    }) {
      let label = relabelled.parameter.label.map { "the label '\($0):'" } ?? "no label"
      return error(
        "'\(call.name)' takes \(value.summary) with \(label): \(relabelled.signature.selector)",
        at: argument.position)
    }
    if case .implicitMember(let name) = value, let enumError = enumCaseError(name, expected) {
      return error(enumError, at: argument.value.start)
    }
    let kinds = expected.map { entry in
      entry.parameter.label == argument.label
        ? entry.parameter.kind.summary
        : "\(entry.parameter.kind.summary) (\(entry.signature.selector))"
    }
    let position =
      argument.label.map { " for '\($0):'" } ?? (index > 0 ? " for argument \(index + 1)" : "")
    return error(
      "'\(call.name)' expects \(alternatives(kinds.uniqued))\(position), got \(value.summary)",
      at: argument.value.start)
  }

  /// In table order, the parameter argument `index` fills in each candidate, and when
  /// `byPosition` (an unlabelled argument may lack a label), the parameter at the same position
  /// in the other overloads.
  private func expectedParameters(
    at index: Int, overloads: [PinSignature], candidates: [Candidate], byPosition: Bool
  ) -> [(signature: PinSignature, parameter: PinParameter)] {
    overloads.compactMap { signature in
      if let candidate = candidates.first(where: { $0.signature == signature }) {
        return (signature, candidate.parameter(for: index))
      }
      guard byPosition, index < signature.parameters.count else { return nil }
      return (signature, signature.parameters[index])
    }
  }

  /// "unknown HorizontalAlign '.centre'; did you mean '.center'?", when exactly one enum type
  /// is expected.
  private func enumCaseError(
    _ name: String, _ expected: [(signature: PinSignature, parameter: PinParameter)]
  ) -> String? {
    let enumTypes = expected.compactMap(\.parameter.kind.enumType).map(\.name).uniqued
    guard enumTypes.count == 1,
      let type = expected.lazy.compactMap(\.parameter.kind.enumType).first
    else { return nil }
    return "unknown \(type.name) '.\(name)'"
      + Suggestion.hintOrChoices(for: name, in: type.cases, prefix: ".")
  }
}
