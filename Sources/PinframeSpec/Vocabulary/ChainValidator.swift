/// Checks parsed chains against ``PinVocabulary`` and the spec's view ids, and resolves each
/// call to the overload it means, with its arguments as ``PinValue``s.
///
/// Overloads are tried in the table's order; the first whose labels and kinds fit wins.
/// Every failure is a ``ChainValidationError`` pointing at the method, label or value at fault.
public struct ChainValidator {
  /// The ids chains may name.
  public let viewIDs: Set<String>
  /// The ids of image views (`"type": "image"`), the only views `aspectRatio()` may lay out.
  public let imageViewIDs: Set<String>
  let sortedViewIDs: [String]
  let limits: ChainLimits
  var bytes: [UInt8] = []

  /// Creates a validator for chains that may name the views `viewIDs`, of which
  /// `imageViewIDs` are image views; one validator serves every chain of a spec.
  public init(
    viewIDs: some Sequence<String>, imageViewIDs: Set<String> = [],
    limits: ChainLimits = .standard
  ) {
    self.viewIDs = Set(viewIDs)
    self.imageViewIDs = imageViewIDs
    sortedViewIDs = self.viewIDs.sorted()
    self.limits = limits
  }

  /// The calls of `chain`, parsed from `text`, each resolved to an overload; `receiver` is the
  /// id of the view the chain lays out (`nil` when unknown: `aspectRatio()` is then refused).
  public func validate(_ chain: ChainSyntax, text: String, receiver: String? = nil)
    throws(ChainValidationError) -> [PinCall]
  {
    var validator = self
    validator.bytes = Array(text.utf8)
    var calls: [PinCall] = []
    for call in chain.calls {
      let resolved = try validator.resolve(call)
      try validator.checkReceiver(of: resolved, receiver: receiver)
      calls.append(resolved)
    }
    return calls
  }

  /// Refuses `aspectRatio()` unless `receiver` is an image view: it takes the ratio of the
  /// view's image, as PinLayout's does of a `UIImageView`'s.
  private func checkReceiver(of call: PinCall, receiver: String?) throws(ChainValidationError) {
    guard call.name == "aspectRatio", call.arguments.isEmpty else { return }
    if let receiver, imageViewIDs.contains(receiver) { return }
    let subject = receiver.map { "'\($0)' is not an image view" } ?? "the view is not known"
    throw error(
      "\(subject): aspectRatio() takes the ratio of an image view's image (\"type\": \"image\");"
        + " use aspectRatio(_:) or aspectRatio(of:)", at: call.position)
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
