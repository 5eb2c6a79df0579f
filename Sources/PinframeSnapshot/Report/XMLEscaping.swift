/// Escaping of text for XML 1.0 element content and double-quoted attribute values.
enum XMLEscaping {
  /// `text` for element content: `&`, `<` and `>` escaped, characters XML forbids replaced.
  static func text(_ text: String) -> String {
    escape(text, inAttribute: false)
  }

  /// `text` for a double-quoted attribute: also `"` escaped, and tabs and line breaks written
  /// as character references so parsers keep them.
  static func attribute(_ text: String) -> String {
    escape(text, inAttribute: true)
  }

  private static func escape(_ text: String, inAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "\n" where inAttribute: result += "&#10;"
      case "\r": result += "&#13;"
      case "\t" where inAttribute: result += "&#9;"
      default:
        result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  /// Whether XML 1.0 allows the character at all (escaped or not).
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
