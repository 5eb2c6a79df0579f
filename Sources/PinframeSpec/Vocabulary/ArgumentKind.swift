/// The kinds of value a PinLayout parameter takes.
public enum ArgumentKind: Sendable, Hashable, CaseIterable {
  /// A number (`CGFloat`).
  case number
  /// A percent (`Percent`): `50%`.
  case percent
  /// `UIEdgeInsets`.
  case insets
  /// `NSDirectionalEdgeInsets`.
  case directionalInsets
  /// `CGSize`.
  case size
  /// One view.
  case view
  /// An array of views.
  case views
  /// A `HorizontalEdge`: `view.edge.left`, `hCenter`, `right`, `start` or `end`.
  case horizontalEdge
  /// A `VerticalEdge`: `view.edge.top`, `vCenter` or `bottom`.
  case verticalEdge
  /// An `Anchor`: `view.anchor.topLeft`…
  case anchor
  /// A `HorizontalAlign` case.
  case horizontalAlign
  /// A `VerticalAlign` case.
  case verticalAlign
  /// A `FitType` case.
  case fitType
  /// A `WrapType` case.
  case wrapType
  /// A `VerticalFallback` case (`ifNeeded:` of `above`/`below`).
  case verticalFallback
  /// A `HorizontalFallback` case (`ifNeeded:` of `left`/`right`/`before`/`after`).
  case horizontalFallback

  /// What messages call an expected value of this kind, such as "a number" or "CGSize(...)".
  public var summary: String {
    switch self {
    case .number: "a number"
    case .percent: "a percent"
    case .insets: "UIEdgeInsets(top:left:bottom:right:)"
    case .directionalInsets: "NSDirectionalEdgeInsets(top:leading:bottom:trailing:)"
    case .size: "CGSize(width:height:)"
    case .view: "a view"
    case .views: "an array of views"
    case .horizontalEdge: "a horizontal edge such as view.edge.left"
    case .verticalEdge: "a vertical edge such as view.edge.top"
    case .anchor: "an anchor such as view.anchor.topLeft"
    case .horizontalAlign, .verticalAlign, .fitType, .wrapType, .verticalFallback,
      .horizontalFallback:
      enumSummary
    }
  }

  private var enumSummary: String {
    guard let (name, cases) = enumType else { return "" }
    return "a \(name) (\(cases.map { "." + $0 }.joined(separator: ", ")))"
  }

  /// For an enum kind, its Swift type name and case names; `nil` for the other kinds.
  public var enumType: (name: String, cases: [String])? {
    switch self {
    case .horizontalAlign: ("HorizontalAlign", PinValue.HorizontalAlign.allCases.map(\.rawValue))
    case .verticalAlign: ("VerticalAlign", PinValue.VerticalAlign.allCases.map(\.rawValue))
    case .fitType: ("FitType", PinValue.FitType.allCases.map(\.rawValue))
    case .wrapType: ("WrapType", PinValue.WrapType.allCases.map(\.rawValue))
    case .verticalFallback:
      ("VerticalFallback", PinValue.VerticalFallback.allCases.map(\.rawValue))
    case .horizontalFallback:
      ("HorizontalFallback", PinValue.HorizontalFallback.allCases.map(\.rawValue))
    default: nil
    }
  }

  /// The enum case `name` of this kind, or `nil` when the kind is no enum or has no such case.
  func enumValue(_ name: String) -> PinValue? {
    switch self {
    case .horizontalAlign: PinValue.HorizontalAlign(rawValue: name).map(PinValue.horizontalAlign)
    case .verticalAlign: PinValue.VerticalAlign(rawValue: name).map(PinValue.verticalAlign)
    case .fitType: PinValue.FitType(rawValue: name).map(PinValue.fitType)
    case .wrapType: PinValue.WrapType(rawValue: name).map(PinValue.wrapType)
    case .verticalFallback:
      PinValue.VerticalFallback(rawValue: name).map(PinValue.verticalFallback)
    case .horizontalFallback:
      PinValue.HorizontalFallback(rawValue: name).map(PinValue.horizontalFallback)
    default: nil
    }
  }
}
