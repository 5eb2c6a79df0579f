import Foundation

extension SpecDecoder {
  /// The view types a spec knows, by name.
  static let viewTypes = SpecViewType.all.map(\.name)

  /// Every type's own keys, each once, in the order of ``viewTypes``.
  static let typedKeys: [String] = SpecViewType.all.flatMap(\.keys).reduce(into: []) {
    if !$0.contains($1) { $0.append($1) }
  }

  /// The view type `reader`'s object names (`"view"` without a `type`); a key that belongs to
  /// other types only is an error that names them.
  func decodeViewType(_ reader: ObjectReader) throws(SpecError) -> SpecViewType {
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
    let own = SpecViewType.named(name)?.keys ?? []
    for key in reader.keys where Self.typedKeys.contains(key) && !own.contains(key) {
      guard let field = reader[key] else { continue }
      let owners = SpecViewType.all.filter { $0.keys.contains(key) }.map(\.name)
      let property = "'\(key)' is a \(owners.joined(separator: " or ")) property"
      guard name == "view" else {
        throw context.error("\(property), not a \(name) property", at: field)
      }
      let types = owners.map { "\"type\": \"\($0)\"" }.joined(separator: " or ")
      throw context.error("\(property); add \(types) to this view", at: field)
    }
    return SpecViewType.named(name) ?? SpecViewType.all[0]
  }
}
