import Testing

@testable import PinframeSpec

@Suite("JSON parser")
struct JSONParserTests {
  private func parse(_ text: String, depth: Int = 256, stringBytes: Int = 1 << 20)
    throws(JSONSyntaxError)
    -> JSONValue
  {
    var parser = JSONParser(Array(text.utf8), maximumDepth: depth, maximumStringBytes: stringBytes)
    return try parser.parse()
  }

  private func failure(_ text: String, depth: Int = 256, stringBytes: Int = 1 << 20) -> String? {
    do {
      _ = try parse(text, depth: depth, stringBytes: stringBytes)
      return nil
    } catch {
      return "\(error.path) @\(error.offset): \(error.message)"
    }
  }

  @Test("objects keep their members in order, with the offsets of keys and values")
  func objects() throws {
    let value = try parse(#" {"b": 1, "a": [true, null, "x"]}"#)
    guard case .object(let members) = value.kind else {
      Issue.record("expected an object")
      return
    }
    #expect(value.offset == 1)
    #expect(members.map(\.key) == ["b", "a"])
    #expect(members.map(\.keyOffset) == [2, 10])
    #expect(members.map(\.value.offset) == [7, 15])
    #expect(members[1].value.summary == "an array")
  }

  @Test("numbers keep their text; strings are unescaped")
  func scalars() throws {
    #expect(try parse("-12.5e1").summary == "-12.5e1")
    guard case .number(let number, _) = try parse("-12.5e1").kind else {
      Issue.record("expected a number")
      return
    }
    #expect(number == -125)
    guard case .string(let text) = try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#).kind else {
      Issue.record("expected a string")
      return
    }
    #expect(text == "a\"\\/\u{8}\u{C}\n\r\té😀")
  }

  @Test(
    "syntax errors name the path reached and the byte offset of the fault",
    arguments: [
      (#"{"a": 1,}"#, "$ @8: JSON does not allow a comma before '}'"),
      (#"[1, 2,]"#, "$ @6: JSON does not allow a comma before ']'"),
      (#"{"a": {"b": tru}}"#, "$.a.b @12: expected a JSON value, found 'tru'"),
      (#"{"a": 1 "b": 2}"#, "$ @8: expected ',' or '}' after a member, found '\"'"),
      (#"{a: 1}"#, "$ @1: expected a key in double quotes, found 'a'"),
      (#"{"a" 1}"#, "$.a @5: expected ':' after the key, found '1'"),
      (#"{"a": 1, "a": 2}"#, "$.a @9: duplicate key 'a'"),
      (#"[01]"#, "$[0] @2: invalid number: JSON numbers have no leading zeros"),
      (#"[1.]"#, "$[0] @3: invalid number: expected a digit after '.'"),
      (#"[-]"#, "$[0] @2: invalid number: expected a digit"),
      (#"[1e999]"#, "$[0] @1: the number 1e999 is out of range"),
      (#"["\x"]"#, "$[0] @2: invalid escape '\\x' in a string"),
      (#"["\u12"]"#, "$[0] @2: invalid \\u escape: expected four hex digits"),
      (#"["\ud800"]"#, "$[0] @2: invalid \\u escape: an unpaired surrogate"),
      ("[\"a\tb\"]", "$[0] @3: a JSON string cannot hold control character U+0009; escape it"),
      ("[\"ab\n\"]", "$[0] @1: unterminated string: write a line break in a string as \\n"),
      (#"["ab"#, "$[0] @1: unterminated string"),
      ("{} x", "$ @3: unexpected 'x' after the JSON value"),
      ("// hi\n{}", "$ @0: JSON has no comments"),
      ("", "$ @0: expected a JSON value, found the end of the file"),
    ])
  func syntaxErrors(text: String, expected: String) {
    #expect(failure(text) == expected)
  }

  @Test("nesting past the limit is refused before descending further")
  func depth() {
    #expect(failure("[[[]]]", depth: 3) == nil)
    #expect(
      failure("[[[[]]]]", depth: 3)
        == "$[0][0][0] @3: the JSON nests deeper than 3 levels, the limit")
  }

  @Test("10,000 levels of nesting give a clean error, not a stack overflow")
  func deepInput() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(
      failure(text)?.hasSuffix("@256: the JSON nests deeper than 256 levels, the limit") == true)
  }

  @Test("strings longer than the limit are refused at their start")
  func longStrings() {
    #expect(failure(#"["abcd"]"#, stringBytes: 4) == nil)
    #expect(
      failure(#"["abcde"]"#, stringBytes: 4)
        == "$[0] @1: the string is longer than 4 bytes, the limit")
  }

  @Test("a leading byte-order mark is skipped")
  func byteOrderMark() throws {
    var parser = JSONParser(
      [0xEF, 0xBB, 0xBF] + Array("[]".utf8), maximumDepth: 4, maximumStringBytes: 4)
    #expect(try parser.parse().offset == 3)
  }
}
