import PinframeSpec
import Testing

@Suite("Source positions and snippets")
struct SourceSnippetTests {
  private func snippet(_ text: String, at offset: Int) -> String {
    let bytes = Array(text.utf8)
    return SourceDiagnostic("here", at: SourcePosition(offset: offset, in: bytes), in: bytes)
      .description
  }

  @Test("lines split at line feeds; columns count characters, not bytes")
  func positions() {
    let bytes = Array("ab\né😀x\r\ny".utf8)
    #expect(SourcePosition(offset: 0, in: bytes) == SourcePosition(offset: 0, line: 1, column: 1))
    #expect(SourcePosition(offset: 9, in: bytes) == SourcePosition(offset: 9, line: 2, column: 3))
    #expect(SourcePosition(offset: 12, in: bytes) == SourcePosition(offset: 12, line: 3, column: 1))
    #expect(SourcePosition(offset: 99, in: bytes) == SourcePosition(offset: 13, line: 3, column: 2))
  }

  @Test("the quoted line drops its carriage return and the caret counts characters")
  func quotedLine() {
    #expect(snippet("ab\né😀x\r\ny", at: 9) == "line 2, column 3: here\né😀x\n  ^")
  }

  @Test("a caret past the end of the text stands after the last character")
  func endOfText() {
    #expect(snippet("top(", at: 4) == "line 1, column 5: here\ntop(\n    ^")
  }

  @Test("a long line shows a window of 100 characters around the caret")
  func window() {
    let line = String(repeating: "a", count: 150) + "X" + String(repeating: "b", count: 150)
    let expected =
      "line 1, column 151: here\n…" + String(repeating: "a", count: 50) + "X"
      + String(repeating: "b", count: 49) + "…\n" + String(repeating: " ", count: 51) + "^"
    #expect(snippet(line, at: 150) == expected)
  }
}
