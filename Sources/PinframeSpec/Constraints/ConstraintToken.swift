/// A token of constraint text: a name, a number, an operator, or the end.
struct ConstraintToken: Equatable {
  enum Kind: Equatable {
    case name(String)
    case number(Double)
    case symbol(String)
    case end
  }

  var kind: Kind
  /// The byte offset of the token in the text.
  var offset: Int
}

/// Splits constraint text into tokens: names, numbers, `== >= <= * + - . @` and spaces.
enum ConstraintLexer {
  /// The tokens of `bytes`, ending with an end token, or the fault at the first byte that
  /// starts no token.
  static func tokens(_ bytes: [UInt8]) -> Result<[ConstraintToken], ConstraintTextError> {
    var tokens: [ConstraintToken] = []
    var index = 0
    while true {
      while index < bytes.count, bytes[index].isWhitespace { index += 1 }
      guard index < bytes.count else {
        tokens.append(ConstraintToken(kind: .end, offset: index))
        return .success(tokens)
      }
      let start = index
      let byte = bytes[index]
      if byte.isIdentifierStart {
        while index < bytes.count, bytes[index].isIdentifierContinuation { index += 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        tokens.append(ConstraintToken(kind: .name(name), offset: start))
      } else if byte.isDigit {
        while index < bytes.count, bytes[index].isDigit || bytes[index] == UInt8(ascii: ".") {
          index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else {
          return .failure(ConstraintTextError("'\(text)' is not a number", at: start, in: bytes))
        }
        tokens.append(ConstraintToken(kind: .number(value), offset: start))
      } else if let symbol = symbol(at: index, in: bytes) {
        index += symbol.utf8.count
        tokens.append(ConstraintToken(kind: .symbol(symbol), offset: start))
      } else {
        let found = String(decoding: bytes[start...].prefix(4), as: UTF8.self)
        let character = found.first.map(String.init) ?? "?"
        let hint = byte == UInt8(ascii: "=") ? "; write '==' for equal" : ""
        return .failure(
          ConstraintTextError("unexpected character '\(character)'\(hint)", at: start, in: bytes))
      }
    }
  }

  private static func symbol(at index: Int, in bytes: [UInt8]) -> String? {
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    switch bytes[index] {
    case UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "<"):
      guard next == UInt8(ascii: "=") else { return nil }
      return String(decoding: [bytes[index], next], as: UTF8.self)
    case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "@"):
      return String(decoding: [bytes[index]], as: UTF8.self)
    default: return nil
    }
  }
}

/// A fault in constraint text, with its place and the caret line.
struct ConstraintTextError: Error {
  var diagnostic: SourceDiagnostic

  init(_ message: String, at offset: Int, in bytes: [UInt8]) {
    diagnostic = SourceDiagnostic(message, at: SourcePosition(offset: offset, in: bytes), in: bytes)
  }
}
