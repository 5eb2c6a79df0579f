extension SpecDecoder {
  /// The keys of a stack view.
  static let stackKeys = [
    "axis", "distribution", "alignment", "spacing", "layoutMarginsRelativeArrangement",
  ]

  /// The stack view a view object of type `stack` describes.
  func decodeStackView(_ reader: ObjectReader) throws(SpecError) -> StackViewSpec {
    func choice(_ key: String, _ names: [String]) throws(SpecError) -> String? {
      try reader[key].map { field throws(SpecError) in
        try decodeChoice(field, String.self, names: names.map { ($0, $0) })
      }
    }
    try checkArrangedChildren(reader)
    return StackViewSpec(
      axis: try choice("axis", StackViewSpec.axes),
      distribution: try choice("distribution", StackViewSpec.distributions),
      alignment: try choice("alignment", StackViewSpec.alignments),
      spacing: try reader.number("spacing", .coordinate(context.limits.maximumPoints)),
      isLayoutMarginsRelativeArrangement: try reader.bool("layoutMarginsRelativeArrangement"))
  }

  /// A stack places its children: a `"pin"` or `"frame"` on one would be overridden.
  private func checkArrangedChildren(_ reader: ObjectReader) throws(SpecError) {
    guard let children = reader["children"], case .array(let elements) = children.value.kind
    else { return }
    for (index, element) in elements.enumerated() {
      for key in ["pin", "frame"] {
        guard let value = element.member(key) else { continue }
        let path = children.path.appending(index).appending(key)
        throw context.error(
          "a stack view places its children, so '\(key)' would be overridden; size an arranged"
            + " view with \"constraints\" such as [\"width == 80\"] or its content",
          at: JSONField(value: value, path: path))
      }
    }
  }
}
