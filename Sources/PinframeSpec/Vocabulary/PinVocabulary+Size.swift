extension PinVocabulary {
  /// `width`, `height`, `size`, their minimums and maximums, and `aspectRatio` (without an
  /// argument only on image views: ``ChainValidator`` checks the receiver).
  static let sizes: [PinSignature] =
    ["width", "height"].flatMap { name in
      [
        PinSignature(name, .plain(.number)), PinSignature(name, .plain(.percent)),
        PinSignature(name, .labelled("of", .view)),
      ]
    }
    + [
      PinSignature("size", .plain(.number)), PinSignature("size", .plain(.percent)),
      PinSignature("size", .plain(.size)), PinSignature("size", .labelled("of", .view)),
    ]
    + ["minWidth", "maxWidth", "minHeight", "maxHeight"].flatMap { numberOrPercent($0) }
    + [
      PinSignature("aspectRatio", .plain(.number)),
      PinSignature("aspectRatio", .labelled("of", .view)),
      PinSignature("aspectRatio"),
    ]

  /// `sizeToFit(_:)` and `wrapContent(_:padding:)` with its number and insets paddings.
  static let fitting: [PinSignature] = [
    PinSignature("sizeToFit", .plain(.fitType, default: .fitType(.content))),
    PinSignature(
      "wrapContent", .plain(.wrapType, default: .wrapType(.all)),
      .labelled("padding", .number, default: zero)),
    PinSignature(
      "wrapContent", .plain(.wrapType, default: .wrapType(.all)), .labelled("padding", .insets)),
  ]

  /// `justify(_:)` and `align(_:)`.
  static let alignment: [PinSignature] = [
    PinSignature("justify", .plain(.horizontalAlign)),
    PinSignature("align", .plain(.verticalAlign)),
  ]

  /// The `margin…` methods, and `margin` with one to four values (all numbers or all percents).
  static let margins: [PinSignature] =
    ["Top", "Left", "Bottom", "Right", "Start", "End", "Horizontal", "Vertical"].flatMap {
      numberOrPercent("margin" + $0)
    }
    + numberOrPercent("margin")
    + [PinSignature("margin", .plain(.insets)), PinSignature("margin", .plain(.directionalInsets))]
    + (2...4).flatMap { count in
      [ArgumentKind.number, .percent].map {
        PinSignature(name: "margin", parameters: Array(repeating: .plain($0), count: count))
      }
    }

  private static func numberOrPercent(_ name: String) -> [PinSignature] {
    [PinSignature(name, .plain(.number)), PinSignature(name, .plain(.percent))]
  }
}
