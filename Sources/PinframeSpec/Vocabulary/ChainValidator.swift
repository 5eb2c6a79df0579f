/// Checks parsed chains against ``PinVocabulary`` and the spec's view ids, and resolves each
/// call to the overload it means, with its arguments as ``PinValue``s.
///
/// Overloads are tried in the table's order; the first whose labels and kinds fit wins.
/// Every failure is a ``ChainValidationError`` pointing at the method, label or value at fault.
public struct ChainValidator {
  /// The ids chains may name.
  public let viewIDs: Set<String>
  let sortedViewIDs: [String]
  let limits: ChainLimits
  var bytes: [UInt8] = []

  /// Creates a validator for chains that may name the views `viewIDs`; one validator serves
  /// every chain of a spec.
  public init(viewIDs: some Sequence<String>, limits: ChainLimits = .standard) {
    self.viewIDs = Set(viewIDs)
    sortedViewIDs = self.viewIDs.sorted()
    self.limits = limits
  }

  /// The calls of `chain`, parsed from `text`, each resolved to an overload.
  public func validate(_ chain: ChainSyntax, text: String) throws(ChainValidationError)
    -> [PinCall]
  {
    var validator = self
    validator.bytes = Array(text.utf8)
    var calls: [PinCall] = []
    for call in chain.calls {
      calls.append(try validator.resolve(call))
    }
    return calls
  }

  func error(_ message: String, at position: SourcePosition) -> ChainValidationError {
    ChainValidationError(message, at: position, in: bytes)
  }

  private func resolve(_ call: MethodCallSyntax) throws(ChainValidationError) -> PinCall {
    guard let overloads = PinVocabulary.signatures[call.name] else {
      let hint = Suggestion.hint(for: call.name, in: PinVocabulary.methodNames)
      throw error("unknown method '\(call.name)'\(hint)", at: call.position)
    }
    let labels = call.arguments.map(\.label)
    let candidates = overloads.compactMap { signature in
      signature.bind(labels: labels).map { Candidate(signature: signature, binding: $0) }
    }
    guard !candidates.isEmpty else { throw labelError(call, overloads: overloads) }
    var values: [ChainValue] = []
    for argument in call.arguments {
      values.append(try evaluate(argument.value))
    }
    for candidate in candidates {
      if let arguments = candidate.fill(values) {
        return PinCall(
          signature: candidate.signature, arguments: arguments, position: call.position)
      }
    }
    throw mismatchError(call, values: values, overloads: overloads, candidates: candidates)
  }
}

/// An overload whose labels fit a call, and the parameter each argument fills.
struct Candidate {
  var signature: PinSignature
  var binding: [Int]

  /// The parameter argument `index` fills.
  func parameter(for index: Int) -> PinParameter {
    signature.parameters[binding[index]]
  }

  /// One value per parameter (defaults for the left-out ones), or `nil` when an argument's
  /// kind does not fit.
  func fill(_ values: [ChainValue]) -> [PinValue]? {
    var filled = signature.parameters.map(\.defaultValue)
    for (value, index) in zip(values, binding) {
      guard let converted = value.converted(to: signature.parameters[index].kind) else {
        return nil
      }
      filled[index] = converted
    }
    let complete = filled.compactMap { $0 }
    return complete.count == filled.count ? complete : nil
  }
}
