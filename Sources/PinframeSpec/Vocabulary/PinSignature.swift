/// One parameter of a PinLayout method: its label, the kind of value it takes, and its default.
public struct PinParameter: Sendable, Hashable {
  /// The argument label, or `nil` for an unlabelled (`_`) parameter.
  public var label: String?
  /// The kind of value the parameter takes.
  public var kind: ArgumentKind
  /// The value used when the argument is left out, or `nil` when it must be written.
  public var defaultValue: PinValue?

  /// Creates a parameter.
  public init(label: String?, kind: ArgumentKind, defaultValue: PinValue? = nil) {
    self.label = label
    self.kind = kind
    self.defaultValue = defaultValue
  }
}

/// One overload of a PinLayout method, such as `below(of: [View], aligned: HorizontalAlign)`.
public struct PinSignature: Sendable, Hashable {
  /// The method's name.
  public var name: String
  /// The parameters, in order.
  public var parameters: [PinParameter]

  /// Creates an overload.
  public init(name: String, parameters: [PinParameter]) {
    self.name = name
    self.parameters = parameters
  }

  /// The overload as Swift names it: `below(of:aligned:)`, `size(_:)`, `pinEdges()`.
  public var selector: String {
    swiftSelector(name, labels: parameters.map(\.label))
  }

  /// Which parameter each of `labels` fills, left to right, skipping parameters with a
  /// default; `nil` when the labels do not fit this overload.
  func bind(labels: [String?]) -> [Int]? {
    var bound: [Int] = []
    var next = 0
    for label in labels {
      while next < parameters.count, parameters[next].label != label {
        guard parameters[next].defaultValue != nil else { return nil }
        next += 1
      }
      guard next < parameters.count else { return nil }
      bound.append(next)
      next += 1
    }
    let rest = parameters[next...]
    return rest.allSatisfy { $0.defaultValue != nil } ? bound : nil
  }
}
