/// Escaping of text for HTML and XML 1.0: element content and double-quoted attribute values.
enum MarkupEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` written as references, so it can go into element
  /// content (or an HTML attribute) without being read as markup.
  ///
  /// Carriage returns become `&#13;` and characters XML 1.0 forbids (most C0 controls,
  /// unpaired surrogates, U+FFFE/U+FFFF) become U+FFFD, so the result is always well-formed.
  static func text(_ text: some StringProtocol) -> String {
    escape(text, inXMLAttribute: false)
  }

  /// ``text(_:)`` for a double-quoted XML attribute: tabs and line breaks also become
  /// references, since XML parsers would otherwise turn them into spaces.
  static func attribute(_ text: some StringProtocol) -> String {
    escape(text, inXMLAttribute: true)
  }

  private static func escape(_ text: some StringProtocol, inXMLAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\r": result += "&#13;"
      case "\n" where inXMLAttribute: result += "&#10;"
      case "\t" where inXMLAttribute: result += "&#9;"
      default: result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
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
