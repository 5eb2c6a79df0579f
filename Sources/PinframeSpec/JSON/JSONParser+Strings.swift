extension JSONParser {
  /// Parses a string literal starting at the opening quote; returns it unescaped.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = index
    index += 1
    var buffer: [UInt8] = []
    var segment = index
    while true {
      guard let byte = peek else { throw error("unterminated string", at: start) }
      switch byte {
      case UInt8(ascii: "\""):
        buffer += bytes[segment..<index]
        index += 1
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        buffer += bytes[segment..<index]
        try appendEscape(to: &buffer)
        segment = index
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        throw error("unterminated string: write a line break in a string as \\n", at: start)
      case ..<0x20:
        let name = Unicode.Scalar(byte).codePoint
        throw error("a JSON string cannot hold control character \(name); escape it")
      default:
        index += 1
      }
      guard buffer.count + index - segment <= maximumStringBytes else {
        throw error("the string is longer than \(maximumStringBytes) bytes, the limit", at: start)
      }
    }
  }

  private mutating func appendEscape(to buffer: inout [UInt8]) throws(JSONSyntaxError) {
    let start = index
    index += 1
    guard let letter = peek else { throw error("unterminated string") }
    index += 1
    if let simple = Self.simpleEscapes[letter] {
      buffer.append(simple)
      return
    }
    guard letter == UInt8(ascii: "u") else {
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      throw error("invalid escape '\(text)' in a string", at: start)
    }
    let scalar = try unicodeEscape(startingAt: start)
    buffer += Array(String(scalar).utf8)
  }

  /// The scalar of `\uXXXX`, or of a `\uD83D\uDE00` surrogate pair.
  private mutating func unicodeEscape(startingAt start: Int) throws(JSONSyntaxError)
    -> Unicode.Scalar
  {
    let high = try hexCodeUnit(escapeStart: start)
    if let scalar = Unicode.Scalar(high) { return scalar }
    guard (0xD800..<0xDC00).contains(high), bytes[index...].starts(with: Array("\\u".utf8)) else {
      throw error("invalid \\u escape: an unpaired surrogate", at: start)
    }
    index += 2
    let low = try hexCodeUnit(escapeStart: index - 2)
    guard (0xDC00..<0xE000).contains(low),
      let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))
    else {
      throw error("invalid \\u escape: an unpaired surrogate", at: start)
    }
    return scalar
  }

  private mutating func hexCodeUnit(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    let digits = bytes[index...].prefix(4)
    guard digits.count == 4, digits.allSatisfy(\.isHexDigit),
      let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
    else {
      throw error("invalid \\u escape: expected four hex digits", at: escapeStart)
    }
    index += 4
    return value
  }

  private static let simpleEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
    UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
    UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
  ]

  /// Parses a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    if peek == UInt8(ascii: "-") { index += 1 }
    guard peek?.isDigit == true else { throw error("invalid number: expected a digit") }
    if peek == UInt8(ascii: "0") {
      index += 1
      if peek?.isDigit == true { throw error("invalid number: JSON numbers have no leading zeros") }
    } else {
      skipDigits()
    }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard peek?.isDigit == true else { throw error("invalid number: expected a digit after '.'") }
      skipDigits()
    }
    if let e = peek, e | 0x20 == UInt8(ascii: "e") {
      index += 1
      if let sign = peek, sign.isSign { index += 1 }
      guard peek?.isDigit == true else {
        throw error("invalid number: expected a digit in the exponent")
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("the number \(text) is out of range", at: start)
    }
    return JSONValue(kind: .number(value, text: text), offset: start)
  }

  private mutating func skipDigits() {
    while peek?.isDigit == true { index += 1 }
  }
}
