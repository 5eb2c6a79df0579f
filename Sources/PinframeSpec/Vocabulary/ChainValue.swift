/// An argument value while it is being checked, before the parameter it fills is known.
enum ChainValue {
  /// A finished value.
  case value(PinValue)
  /// `.name`, whose type comes from the parameter.
  case implicitMember(String)
  /// `true` or `false` (no PinLayout parameter takes one).
  case boolean(Bool)
  /// `red.edge`, waiting for an edge name.
  case edgeList(view: String)
  /// `red.anchor`, waiting for an anchor name.
  case anchorList(view: String)
  /// `pin` or `red.pin`, waiting for `safeArea` or `layoutMargins`.
  case pinGuides(PinValue.ViewReference)

  /// The value as a parameter of `kind` takes it, or `nil` when it does not fit.
  func converted(to kind: ArgumentKind) -> PinValue? {
    switch self {
    case .value(let value): value.kind == kind ? value : nil
    case .implicitMember(let name): kind.enumValue(name)
    default: nil
    }
  }

  /// What messages call the value, such as "a number", "'.center'" or "an incomplete 'red.edge'".
  var summary: String {
    switch self {
    case .value(let value): value.summary
    case .implicitMember(let name): "'.\(name)'"
    case .boolean: "a boolean"
    case .edgeList(let view): "an incomplete '\(view).edge'"
    case .anchorList(let view): "an incomplete '\(view).anchor'"
    case .pinGuides(.superview): "an incomplete 'pin'"
    case .pinGuides(.view(let view)): "an incomplete '\(view).pin'"
    }
  }
}

extension PinValue {
  /// What messages call a given value of this kind, such as "a number" or "an array".
  var summary: String {
    switch kind {
    case .insets: "UIEdgeInsets"
    case .directionalInsets: "NSDirectionalEdgeInsets"
    case .size: "CGSize"
    case .views: "an array"
    case .horizontalEdge: "a horizontal edge"
    case .verticalEdge: "a vertical edge"
    case .anchor: "an anchor"
    default: kind.summary
    }
  }
}
