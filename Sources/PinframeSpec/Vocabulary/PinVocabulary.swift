/// Every PinLayout method a chain may call, with its overloads.
///
/// The table covers PinLayout 1.10's chainable API (edges, anchors, relative positions, between,
/// sizes, fitting, margins, `justify`/`align`, `pinEdges()`, `layout()`) plus Pinframe's fallback
/// methods (`topIfNotBelow(of:aligned:)`… and `ifNeeded:` on the relative methods). Left out:
/// Objective-C names and the non-chain API. `aspectRatio()` is in the table, and the validator
/// allows it on image views only.
public enum PinVocabulary {
  /// Every overload, grouped by method name, each group in the table's order.
  public static let signatures: [String: [PinSignature]] = Dictionary(
    grouping: allSignatures, by: \.name)

  /// Every method name, sorted.
  public static let methodNames: [String] = signatures.keys.sorted()

  /// Every overload, in the table's order.
  public static let allSignatures: [PinSignature] =
    edges + shortcuts + anchors + relativePositions + fallbacks + between + sizes + fitting
    + alignment + margins + [PinSignature("pinEdges"), PinSignature("layout")]

  static let zero = PinValue.number(0)

  private static let edges: [PinSignature] =
    ["top", "bottom"].flatMap { offsets($0, edge: .verticalEdge, insets: true) }
    + ["left", "right", "start", "end"].flatMap { offsets($0, edge: .horizontalEdge, insets: true) }
    + offsets("vCenter", edge: .verticalEdge, insets: false)
    + offsets("hCenter", edge: .horizontalEdge, insets: false)

  private static func offsets(_ name: String, edge: ArgumentKind, insets: Bool) -> [PinSignature] {
    [PinSignature(name, .plain(.number, default: zero)), PinSignature(name, .plain(.percent))]
      + (insets ? [PinSignature(name, .plain(.insets))] : [])
      + [PinSignature(name, .labelled("to", edge))]
  }

  private static let shortcuts: [PinSignature] =
    [PinSignature("all", .plain(.number, default: zero)), PinSignature("all", .plain(.insets))]
    + ["horizontally", "vertically"].flatMap { name in
      [
        PinSignature(name, .plain(.number, default: zero)),
        PinSignature(name, .plain(.percent)),
        PinSignature(name, .plain(.insets)),
      ]
    }

  private static let anchors: [PinSignature] = PinValue.Anchor.allCases.flatMap { anchor in
    [
      PinSignature(anchor.rawValue, .plain(.number, default: zero)),
      PinSignature(anchor.rawValue, .labelled("to", .anchor)),
    ]
  }
}

extension PinSignature {
  /// Creates an overload from its name and parameters.
  init(_ name: String, _ parameters: PinParameter...) {
    self.init(name: name, parameters: parameters)
  }
}

extension PinParameter {
  /// An unlabelled (`_`) parameter.
  static func plain(_ kind: ArgumentKind, default value: PinValue? = nil) -> PinParameter {
    PinParameter(label: nil, kind: kind, defaultValue: value)
  }

  /// A labelled parameter.
  static func labelled(_ label: String, _ kind: ArgumentKind, default value: PinValue? = nil)
    -> PinParameter
  {
    PinParameter(label: label, kind: kind, defaultValue: value)
  }
}
