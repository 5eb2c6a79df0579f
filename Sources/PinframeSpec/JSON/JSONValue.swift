/// A parsed JSON value and the byte offset where it starts in its document.
struct JSONValue: Sendable {
  /// The forms a JSON value takes.
  indirect enum Kind: Sendable {
    /// `{…}`, members in document order.
    case object([JSONMember])
    /// `[…]`.
    case array([JSONValue])
    /// `"…"`, unescaped.
    case string(String)
    /// A number, with its text as written.
    case number(Double, text: String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// What the value is.
  var kind: Kind
  /// The byte offset of its first character.
  var offset: Int
}

/// One member of a JSON object.
struct JSONMember: Sendable {
  /// The key, unescaped.
  var key: String
  /// The byte offset of the key's opening quote.
  var keyOffset: Int
  /// The value.
  var value: JSONValue
}

extension JSONValue {
  /// The value as messages quote it: a string in quotes, a number as written, `true`,
  /// `null`, `an object`, `an array`.
  var summary: String {
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string(let text) where text.count > 40: (String(text.prefix(40)) + "…").jsonQuoted
    case .string(let text): text.jsonQuoted
    case .number(_, let text): text
    case .bool(let value): String(value)
    case .null: "null"
    }
  }
}
