import PinframeSpec
import Testing

@Suite("Chain syntax errors and carets")
struct ChainSyntaxErrorTests {
  @Test(
    "each syntax error names the line and column and puts a caret under the fault",
    arguments: [
      ("", "line 1, column 1: the chain is empty; write at least one call, such as 'top(10)'\n\n^"),
      (
        "top(10",
        "line 1, column 7: expected ',' or ')' after an argument, found the end of the"
          + " chain\ntop(10\n      ^"
      ),
      (
        "top(10) left()",
        "line 1, column 9: expected '.' before the next call, found 'left'\ntop(10)"
          + " left()\n        ^"
      ),
      (
        "top.left()",
        "line 1, column 4: expected '(' after 'top': PinLayout methods are called, as in 'top()'"
          + "\ntop.left()\n   ^"
      ),
      (
        ".top()",
        "line 1, column 1: remove the leading '.': a chain starts with 'pin.' or with"
          + " the first call"
          + "\n.top()\n^"
      ),
      (
        "red.pin.top()",
        "line 1, column 1: remove 'red.': a chain belongs to its view, so it starts with 'pin.' or "
          + "with the first call\nred.pin.top()\n^"
      ),
      (
        "pin.top(10).",
        "line 1, column 13: expected a method name, found the end of the"
          + " chain\npin.top(10).\n            ^"
      ),
      ("pin", "line 1, column 4: expected '.' and a method call after 'pin'\npin\n   ^"),
      ("top(,)", "line 1, column 5: expected a value, found ','\ntop(,)\n    ^"),
      (
        "top(50 %)",
        "line 1, column 8: '%' must follow its number directly, as in '50%'\ntop(50 %)\n       ^"
      ),
      ("top(.5)", "line 1, column 5: '.5' is not a valid number; write '0.5'\ntop(.5)\n    ^"),
      (
        "below(of: [a: b])",
        "line 1, column 12: array elements have no labels\nbelow(of: [a: b])\n           ^"
      ),
      (
        "below(of: [a b])",
        "line 1, column 14: expected ',' or ']' after an element, found 'b'\nbelow(of:"
          + " [a b])\n             ^"
      ),
      (
        "top((1 + 2)",
        "line 1, column 12: expected ',' or ')' after an argument, found the end of the chain"
          + "\ntop((1 + 2)\n           ^"
      ),
      (
        "top((1 + 2 3))",
        "line 1, column 12: expected ')' after the expression, found '3'\ntop((1 + 2"
          + " 3))\n           ^"
      ),
      (
        "top(a.)", "line 1, column 7: expected a member name after '.', found ')'\ntop(a.)\n      ^"
      ),
      (
        "top(10)\n  .left(5))",
        "line 2, column 11: expected '.' before the next call, found ')'\n  .left(5))\n          ^"
      ),
    ])
  func messages(text: String, expected: String) {
    #expect(syntaxError(text) == expected)
  }

  @Test("the caret keeps the tabs of the source line so it stays under the fault")
  func tabs() {
    #expect(
      syntaxError("top(1)\n\t\t.left(,)")
        == "line 2, column 9: expected a value, found ','\n\t\t.left(,)\n\t\t      ^")
  }

  @Test("a long line is cut to a window around the caret, marked with …")
  func longLines() {
    let text = "top(" + String(repeating: "1 + ", count: 60) + "?)"
    let expected =
      "line 1, column 245: unexpected character '?'\n…" + String(text.suffix(100)) + "\n"
      + String(repeating: " ", count: 99) + "^"
    #expect(syntaxError(text) == expected)
  }
}
