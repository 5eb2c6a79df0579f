/// A strict JSON (RFC 8259) parser that records the byte offset of every value, so errors about
/// a value can name its line and column.
///
/// Besides the grammar it refuses duplicate keys, nesting deeper than `maximumDepth` containers
/// (checked before descending, so deep input cannot exhaust the stack) and strings longer than
/// `maximumStringBytes` UTF-8 bytes. A leading byte-order mark is skipped.
struct JSONParser {
  let bytes: [UInt8]
  let maximumDepth: Int
  let maximumStringBytes: Int
  var index = 0
  private var depth = 0
  private var path: [JSONPath.Component] = []

  /// Creates a parser for the UTF-8 text `bytes`.
  init(_ bytes: [UInt8], maximumDepth: Int, maximumStringBytes: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    self.maximumStringBytes = maximumStringBytes
  }

  /// Parses the whole text as one JSON value.
  mutating func parse() throws(JSONSyntaxError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else { throw error("unexpected \(found) after the JSON value") }
    return value
  }

  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(message: message, offset: offset ?? index, path: JSONPath(path))
  }

  /// What stands at the current offset, as messages quote it: `'x'`, `'undefined'` or
  /// `the end of the file`.
  var found: String {
    guard index < bytes.count else { return "the end of the file" }
    let word = bytes[index...].prefix(while: \.isIdentifierContinuation)
    let text = String(
      decoding: word.isEmpty ? bytes[index...].prefix(4) : word.prefix(20), as: UTF8.self)
    return "'\(word.isEmpty ? String(text.unicodeScalars.prefix(1)) : text)'"
  }

  mutating func skipWhitespace() {
    while let byte = peek, byte.isWhitespace { index += 1 }
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    let start = index
    switch peek {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), offset: start)
    case UInt8(ascii: "-"): return try parseNumber()
    case let digit? where digit.isDigit: return try parseNumber()
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "/"): throw error("JSON has no comments")
    default: throw error("expected a JSON value, found \(found)")
    }
  }

  private mutating func parseLiteral(_ word: String, _ kind: JSONValue.Kind) throws(JSONSyntaxError)
    -> JSONValue
  {
    let start = index
    let rest = bytes[index...].prefix(while: \.isIdentifierContinuation)
    guard rest.elementsEqual(word.utf8) else {
      throw error("expected a JSON value, found \(found)")
    }
    index += rest.count
    return JSONValue(kind: kind, offset: start)
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    let start = try enterContainer()
    var members: [JSONMember] = []
    var keys = Set<String>()
    try parseElements(closing: "}", noun: "a member") { parser throws(JSONSyntaxError) in
      guard parser.peek == UInt8(ascii: "\"") else {
        throw parser.error("expected a key in double quotes, found \(parser.found)")
      }
      let keyOffset = parser.index
      let key = try parser.parseString()
      parser.path.append(.key(key))
      guard keys.insert(key).inserted else {
        throw parser.error("duplicate key '\(key)'", at: keyOffset)
      }
      parser.skipWhitespace()
      guard parser.peek == UInt8(ascii: ":") else {
        throw parser.error("expected ':' after the key, found \(parser.found)")
      }
      parser.index += 1
      members.append(JSONMember(key: key, keyOffset: keyOffset, value: try parser.parseValue()))
      parser.path.removeLast()
    }
    return JSONValue(kind: .object(members), offset: start)
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    let start = try enterContainer()
    var elements: [JSONValue] = []
    try parseElements(closing: "]", noun: "an element") { parser throws(JSONSyntaxError) in
      parser.path.append(.index(elements.count))
      elements.append(try parser.parseValue())
      parser.path.removeLast()
    }
    return JSONValue(kind: .array(elements), offset: start)
  }

  /// Counts one more level of nesting, refusing to pass the limit; returns the container's
  /// offset and steps over its opening bracket.
  private mutating func enterContainer() throws(JSONSyntaxError) -> Int {
    depth += 1
    guard depth <= maximumDepth else {
      throw error("the JSON nests deeper than \(maximumDepth) levels, the limit")
    }
    index += 1
    return index - 1
  }

  /// Parses `element, element…` up to and including `closing`, then leaves the container.
  private mutating func parseElements(
    closing: Unicode.Scalar, noun: String,
    element: (inout JSONParser) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    let close = UInt8(ascii: closing)
    skipWhitespace()
    var first = true
    while !(first && peek == close) {
      skipWhitespace()
      if !first, peek == close { throw error("JSON does not allow a comma before '\(closing)'") }
      try element(&self)
      skipWhitespace()
      first = false
      guard peek == UInt8(ascii: ",") else { break }
      index += 1
    }
    guard peek == close else {
      throw error("expected ',' or '\(closing)' after \(noun), found \(found)")
    }
    index += 1
    depth -= 1
  }
}
