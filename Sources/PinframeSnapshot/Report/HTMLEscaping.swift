/// Escaping of text for HTML element content and quoted attribute values.
enum HTMLEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, so it can go
  /// into element content or a quoted attribute without being read as markup.
  static func escape(_ text: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
