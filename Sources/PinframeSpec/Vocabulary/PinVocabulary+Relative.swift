extension PinVocabulary {
  /// `above`/`below` (aligned horizontally) and `left`/`right`/`before`/`after` (aligned
  /// vertically), each of one view, of an array, and of an array with an `ifNeeded:` fallback.
  static let relativePositions: [PinSignature] =
    ["above", "below"].flatMap {
      relative(
        $0, align: .horizontalAlign, none: .horizontalAlign(.none), fallback: .verticalFallback)
    }
    + ["left", "right", "before", "after"].flatMap {
      relative(
        $0, align: .verticalAlign, none: .verticalAlign(.none), fallback: .horizontalFallback)
    }

  /// The fallback methods: a relative position, or the superview's edge when no view is left.
  static let fallbacks: [PinSignature] =
    ["topIfNotBelow", "bottomIfNotAbove"].flatMap {
      ofViews($0, align: .horizontalAlign, none: .horizontalAlign(.none))
    }
    + ["leftIfNotRight", "rightIfNotLeft", "startIfNotAfter", "endIfNotBefore"].flatMap {
      ofViews($0, align: .verticalAlign, none: .verticalAlign(.none))
    }

  /// `horizontallyBetween(_:and:aligned:)` and `verticallyBetween(_:and:aligned:)`.
  static let between: [PinSignature] = [
    PinSignature(
      "horizontallyBetween", .plain(.view), .labelled("and", .view),
      .labelled("aligned", .verticalAlign, default: .verticalAlign(.none))),
    PinSignature(
      "verticallyBetween", .plain(.view), .labelled("and", .view),
      .labelled("aligned", .horizontalAlign, default: .horizontalAlign(.none))),
  ]

  private static func relative(
    _ name: String, align: ArgumentKind, none: PinValue, fallback: ArgumentKind
  ) -> [PinSignature] {
    ofViews(name, align: align, none: none) + [
      PinSignature(
        name, .labelled("of", .views), .labelled("aligned", align, default: none),
        .labelled("ifNeeded", fallback))
    ]
  }

  private static func ofViews(_ name: String, align: ArgumentKind, none: PinValue) -> [PinSignature]
  {
    [ArgumentKind.view, .views].map {
      PinSignature(name, .labelled("of", $0), .labelled("aligned", align, default: none))
    }
  }
}
