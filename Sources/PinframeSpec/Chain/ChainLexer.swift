/// Splits PinLayout chain text into ``ChainToken``s.
///
/// The chain language is ASCII: names, numbers, `. , : ( ) [ ] + - * / %` and whitespace
/// (spaces, tabs, line feeds, carriage returns). Anything else is a ``ChainSyntaxError``.
public struct ChainLexer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// Creates a lexer for `text`.
  public init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Creates a lexer for UTF-8 text.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Every token of the text, ending with one ``ChainToken/Kind/end`` token.
  public mutating func tokens() throws(ChainSyntaxError) -> [ChainToken] {
    var tokens: [ChainToken] = []
    while true {
      let followsWhitespace = skipWhitespace()
      let token = try nextToken(followsWhitespace: followsWhitespace)
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  private var position: SourcePosition {
    SourcePosition(offset: index, line: line, column: index - lineStart + 1)
  }

  private mutating func skipWhitespace() -> Bool {
    let start = index
    while index < bytes.count, bytes[index].isWhitespace {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    return index > start
  }

  private mutating func nextToken(followsWhitespace: Bool) throws(ChainSyntaxError) -> ChainToken {
    let start = position
    guard index < bytes.count else {
      return ChainToken(kind: .end, text: "", position: start, followsWhitespace: followsWhitespace)
    }
    let kind: ChainToken.Kind
    let byte = bytes[index]
    if byte.isIdentifierStart {
      kind = .identifier(consume(while: \.isIdentifierContinuation))
    } else if byte.isDigit {
      kind = try number(at: start)
    } else if let punctuation = Self.punctuation[byte] {
      index += 1
      kind = punctuation
    } else {
      throw ChainSyntaxError(unexpectedCharacterAt: start, in: bytes)
    }
    let text = String(decoding: bytes[start.offset..<index], as: UTF8.self)
    return ChainToken(kind: kind, text: text, position: start, followsWhitespace: followsWhitespace)
  }

  private mutating func number(at start: SourcePosition) throws(ChainSyntaxError) -> ChainToken.Kind
  {
    var text = consume(while: \.isDigitOrUnderscore)
    if peek(0) == UInt8(ascii: "."), peek(1)?.isDigit == true {
      index += 1
      text += "." + consume(while: \.isDigitOrUnderscore)
    }
    if exponentFollows() {
      text += consumeByte()
      if peek(0)?.isSign == true { text += consumeByte() }
      text += consume(while: \.isDigit)
    }
    guard let value = Double(text.filter { $0 != "_" }), value.isFinite else {
      throw ChainSyntaxError("number '\(text)' is out of range", at: start, in: bytes)
    }
    return .number(value)
  }

  private func exponentFollows() -> Bool {
    guard let e = peek(0), e | 0x20 == UInt8(ascii: "e"), let next = peek(1) else { return false }
    return next.isDigit || (next.isSign && peek(2)?.isDigit == true)
  }

  private func peek(_ distance: Int) -> UInt8? {
    index + distance < bytes.count ? bytes[index + distance] : nil
  }

  private mutating func consume(while accepts: (UInt8) -> Bool) -> String {
    let start = index
    while index < bytes.count, accepts(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func consumeByte() -> String {
    index += 1
    return String(decoding: bytes[(index - 1)..<index], as: UTF8.self)
  }

  private static let punctuation: [UInt8: ChainToken.Kind] = [
    UInt8(ascii: "."): .dot, UInt8(ascii: ","): .comma, UInt8(ascii: ":"): .colon,
    UInt8(ascii: "("): .leftParenthesis, UInt8(ascii: ")"): .rightParenthesis,
    UInt8(ascii: "["): .leftBracket, UInt8(ascii: "]"): .rightBracket,
    UInt8(ascii: "+"): .plus, UInt8(ascii: "-"): .minus, UInt8(ascii: "*"): .star,
    UInt8(ascii: "/"): .slash, UInt8(ascii: "%"): .percent,
  ]
}
