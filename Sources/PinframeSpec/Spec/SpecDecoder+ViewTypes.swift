import Foundation

extension SpecDecoder {
  /// The view types a spec knows.
  static let viewTypes = [
    "view", "label", "image", "scroll", "button", "switch", "segmented", "textField",
  ]

  /// The keys each view type has beyond a plain view's.
  static let typeKeys: [String: [String]] = [
    "view": [],
    "label": labelKeys,
    "image": imageKeys,
    "scroll": scrollKeys,
    "button": ["title", "systemImage", "style", "selected"] + controlKeys,
    "switch": ["isOn", "onTintColor"] + controlKeys,
    "segmented": ["items", "selectedSegmentIndex", "apportionsSegmentWidthsByContent"]
      + controlKeys,
    "textField": ["text", "placeholder", "borderStyle", "font", "textColor", "textAlignment"]
      + controlKeys,
  ]

  /// Every type's own keys, each once, in the order of ``viewTypes``.
  static let typedKeys: [String] = viewTypes.flatMap { typeKeys[$0] ?? [] }.reduce(into: []) {
    if !$0.contains($1) { $0.append($1) }
  }

  /// The view type `reader`'s object names (`"view"` without a `type`); a key that belongs to
  /// other types only is an error that names them.
  func decodeViewType(_ reader: ObjectReader) throws(SpecError) -> String {
    let type = try reader["type"].map { field throws(SpecError) in
      let name = try context.string(
        field,
        expectation: "a view type (\(Self.viewTypes.map { "\"\($0)\"" }.joined(separator: ", ")))")
      guard Self.viewTypes.contains(name) else {
        throw context.error(
          "unknown view type '\(name)'\(Suggestion.hintOrChoices(for: name, in: Self.viewTypes))",
          at: field)
      }
      return name
    }
    let name = type ?? "view"
    let own = Self.typeKeys[name] ?? []
    for key in reader.keys where Self.typedKeys.contains(key) && !own.contains(key) {
      guard let field = reader[key] else { continue }
      let owners = Self.viewTypes.filter { Self.typeKeys[$0]?.contains(key) == true }
      let property = "'\(key)' is a \(owners.joined(separator: " or ")) property"
      guard name == "view" else {
        throw context.error("\(property), not a \(name) property", at: field)
      }
      let types = owners.map { "\"type\": \"\($0)\"" }.joined(separator: " or ")
      throw context.error("\(property); add \(types) to this view", at: field)
    }
    return name
  }
}
