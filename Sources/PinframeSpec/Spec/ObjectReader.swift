import PinframeGraphics

/// A JSON object of a spec, whose keys have been checked against the ones it may have.
struct ObjectReader {
  let field: JSONField
  let context: SpecContext
  /// The object's keys, in document order.
  let keys: [String]
  private let members: [String: JSONMember]

  /// Reads the object in `field`; the first key not in `keys` is an error with a suggestion.
  init(_ field: JSONField, keys: [String], context: SpecContext) throws(SpecError) {
    guard case .object(let list) = field.value.kind else {
      throw context.expected("an object", field)
    }
    if let unknown = list.first(where: { !keys.contains($0.key) }) {
      throw context.error(
        "unknown key '\(unknown.key)'\(Suggestion.hintOrChoices(for: unknown.key, in: keys))",
        at: field.path.appending(unknown.key), offset: unknown.keyOffset)
    }
    self.field = field
    self.context = context
    self.keys = list.map(\.key)
    members = Dictionary(list.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The member `key`, if present.
  subscript(_ key: String) -> JSONField? {
    members[key].map { JSONField(value: $0.value, path: field.path.appending(key)) }
  }

  /// The member `key`; its absence is an error.
  func required(_ key: String) throws(SpecError) -> JSONField {
    guard let member = self[key] else { throw context.error("missing key '\(key)'", at: field) }
    return member
  }

  /// The number `key`, if present.
  func number(_ key: String, _ rule: NumberRule) throws(SpecError) -> Double? {
    guard let member = self[key] else { return nil }
    return try context.number(member, rule)
  }

  /// The Boolean `key`, if present.
  func bool(_ key: String) throws(SpecError) -> Bool? {
    guard let member = self[key] else { return nil }
    return try context.bool(member)
  }

  /// The colour `key`, if present.
  func color(_ key: String) throws(SpecError) -> UIColor? {
    guard let member = self[key] else { return nil }
    return try context.color(member)
  }
}
