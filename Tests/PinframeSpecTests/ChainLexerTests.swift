import PinframeSpec
import Testing

@Suite("Chain lexer")
struct ChainLexerTests {
  private func kinds(_ text: String) throws -> [ChainToken.Kind] {
    var lexer = ChainLexer(text)
    return try lexer.tokens().map(\.kind)
  }

  @Test("names, numbers and punctuation become tokens, ending with .end")
  func tokenKinds() throws {
    #expect(
      try kinds("top(10).below(of: [red], aligned: .center)")
        == [
          .identifier("top"), .leftParenthesis, .number(10), .rightParenthesis, .dot,
          .identifier("below"), .leftParenthesis, .identifier("of"), .colon, .leftBracket,
          .identifier("red"), .rightBracket, .comma, .identifier("aligned"), .colon, .dot,
          .identifier("center"), .rightParenthesis, .end,
        ])
    #expect(try kinds("+-*/%") == [.plus, .minus, .star, .slash, .percent, .end])
  }

  @Test("number literals: integers, decimals, underscores and exponents")
  func numbers() throws {
    #expect(
      try kinds("12 12.5 1_000 1e3 2.5E-1") == [
        .number(12), .number(12.5), .number(1000), .number(1000), .number(0.25), .end,
      ])
  }

  @Test("a dot after a number without a digit is a separate token")
  func numberThenDot() throws {
    #expect(try kinds("5.left") == [.number(5), .dot, .identifier("left"), .end])
  }

  @Test("tokens record offset, line, column and preceding whitespace")
  func positions() throws {
    var lexer = ChainLexer("top(10)\n  .left( 5%)")
    let tokens = try lexer.tokens()
    let left = tokens[5]
    #expect(left.text == "left")
    #expect(left.position == SourcePosition(offset: 11, line: 2, column: 4))
    let percent = tokens[8]
    #expect(percent.kind == .percent)
    #expect(percent.position == SourcePosition(offset: 18, line: 2, column: 11))
    #expect(!percent.followsWhitespace)
    #expect(tokens[7].followsWhitespace)
  }

  @Test(
    "characters outside the language are refused with their position",
    arguments: [
      ("top(#1)", "line 1, column 5: unexpected character '#'\ntop(#1)\n    ^"),
      (
        "below(of: \"red\")",
        "line 1, column 11: unexpected '\"': chains have no strings; name views by id,"
          + " without quotes"
          + "\nbelow(of: \"red\")\n          ^"
      ),
      ("top(1)→", "line 1, column 7: unexpected character '→' (U+2192)\ntop(1)→\n      ^"),
    ])
  func unexpectedCharacters(text: String, expected: String) {
    #expect(syntaxError(text) == expected)
  }

  @Test("a number too large for a Double is refused")
  func outOfRange() {
    #expect(
      syntaxError("top(1e999)")
        == "line 1, column 5: number '1e999' is out of range\ntop(1e999)\n    ^")
  }
}
