/// Byte classes for the chain lexer, the JSON parser and position counting (ASCII and UTF-8).
extension UInt8 {
  /// Whether the byte continues a multi-byte UTF-8 sequence (`10xxxxxx`).
  var isUTF8Continuation: Bool { self & 0b1100_0000 == 0b1000_0000 }
  /// Whether the byte is a space, tab, line feed or carriage return.
  var isWhitespace: Bool { self == 32 || self == 9 || self == 10 || self == 13 }
  /// Whether the byte is an ASCII digit.
  var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
  /// Whether the byte is an ASCII hex digit: `0-9`, `a-f` or `A-F`.
  var isHexDigit: Bool {
    let lower = self | 0x20
    return isDigit || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f"))
  }
  /// Whether the byte is a digit or `_` (a digit separator in chain numbers).
  var isDigitOrUnderscore: Bool { isDigit || self == UInt8(ascii: "_") }
  /// Whether the byte is `+` or `-`.
  var isSign: Bool { self == UInt8(ascii: "+") || self == UInt8(ascii: "-") }
  /// Whether the byte can start a name: an ASCII letter or `_`.
  var isIdentifierStart: Bool {
    let lower = self | 0x20
    return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || self == UInt8(ascii: "_")
  }
  /// Whether the byte can continue a name: a letter, a digit or `_`.
  var isIdentifierContinuation: Bool { isIdentifierStart || isDigit }
}
