import PinframeGraphics

/// A value of a spec and where it is.
struct JSONField {
  /// The value.
  var value: JSONValue
  /// Its path.
  var path: JSONPath
}

/// The file being decoded: what errors need to name and quote it, and readers for typed values.
struct SpecContext {
  let file: String
  let bytes: [UInt8]
  let limits: SpecLimits

  /// An error at `path`, quoting the file line of `offset` when there is one.
  func error(_ message: String, at path: JSONPath, offset: Int?) -> SpecError {
    guard let offset else { return SpecError(file: file, path: path, message: message) }
    let position = SourcePosition(offset: offset, in: bytes)
    return SpecError(
      file: file, path: path, message: message, position: position,
      snippet: SourceSnippet(locating: position, in: bytes))
  }

  /// An error about `field`'s value.
  func error(_ message: String, at field: JSONField) -> SpecError {
    error(message, at: field.path, offset: field.value.offset)
  }

  /// "expected …, got …" about `field`.
  func expected(_ expectation: String, _ field: JSONField) -> SpecError {
    error("expected \(expectation), got \(field.value.summary)", at: field)
  }

  /// The number in `field`, if `rule` accepts it.
  func number(_ field: JSONField, _ rule: NumberRule) throws(SpecError) -> Double {
    guard case .number(let number, _) = field.value.kind, rule.accepts(number) else {
      throw expected(rule.expectation, field)
    }
    return number
  }

  /// The string in `field`.
  func string(_ field: JSONField, expectation: String = "a string") throws(SpecError) -> String {
    guard case .string(let text) = field.value.kind else { throw expected(expectation, field) }
    return text
  }

  /// The Boolean in `field`.
  func bool(_ field: JSONField) throws(SpecError) -> Bool {
    guard case .bool(let value) = field.value.kind else { throw expected("true or false", field) }
    return value
  }

  /// The elements of the array in `field`, each with its path.
  func array(_ field: JSONField, expectation: String = "an array") throws(SpecError) -> [JSONField]
  {
    guard case .array(let elements) = field.value.kind else { throw expected(expectation, field) }
    return elements.enumerated().map { JSONField(value: $1, path: field.path.appending($0)) }
  }

  /// The object in `field`, refusing keys other than `keys`.
  func object(_ field: JSONField, keys: [String]) throws(SpecError) -> ObjectReader {
    try ObjectReader(field, keys: keys, context: self)
  }

  /// The colour in `field`: `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a name of `UIColor.named` (the
  /// system and semantic names give dynamic colours, resolved with the canvas's appearance).
  func color(_ field: JSONField) throws(SpecError) -> UIColor {
    let expectation = "a colour (#RGB, #RRGGBB, #RRGGBBAA or a name such as \"systemBlue\")"
    let text = try string(field, expectation: expectation)
    if text.hasPrefix("#") {
      do {
        return UIColor(cgColor: try Color(hex: text))
      } catch {
        throw expected(expectation, field)
      }
    }
    guard let color = UIColor.named[text] else {
      let hint = Suggestion.hint(for: text, in: UIColor.named.keys.sorted())
      throw self.error("unknown colour '\(text)'\(hint)", at: field)
    }
    return color
  }
}
