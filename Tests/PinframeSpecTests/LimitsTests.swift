import PinframeSpec
import Testing

@Suite("Limits")
struct LimitsTests {
  private func firstLine(_ message: String?) -> String? {
    message?.components(separatedBy: "\n").first
  }

  @Test("chains longer than the limit are refused at the first character past it")
  func chainLength() {
    let text = "top(" + String(repeating: "1+", count: 5_000) + "1)"
    #expect(
      firstLine(syntaxError(text))
        == "line 1, column 10001: the chain is 10006 characters long; the limit is 10000")
  }

  @Test("chains with more calls than the limit are refused at the first extra call")
  func callCount() {
    let limits = ChainLimits(maximumCalls: 3)
    #expect(syntaxError("top().left().size(1)", limits: limits) == nil)
    #expect(
      firstLine(syntaxError("top().left().size(1).layout()", limits: limits))
        == "line 1, column 22: the chain has more than 3 method calls, the limit")
    let thousandAndOne = Array(repeating: "top()", count: 1_001).joined(separator: ".")
    #expect(
      firstLine(syntaxError(thousandAndOne))
        == "line 1, column 6001: the chain has more than 1000 method calls, the limit")
  }

  @Test(
    "deep nesting of any kind is refused cleanly, without exhausting the stack",
    arguments: [
      String(repeating: "(", count: 4_000) + "1" + String(repeating: ")", count: 4_000),
      String(repeating: "[", count: 4_000) + String(repeating: "]", count: 4_000),
      String(repeating: "-", count: 9_000) + "1",
      Array(repeating: "1", count: 4_000).joined(separator: "+"),
      "red" + String(repeating: ".edge", count: 1_500),
      "f" + String(repeating: "()", count: 4_000),
      String(repeating: "visible(", count: 1_000) + String(repeating: ")", count: 1_000),
    ])
  func depth(argument: String) throws {
    let message = try #require(firstLine(syntaxError("top(\(argument))")))
    #expect(message.hasSuffix("the value nests deeper than 64 levels, the limit"))
  }

  @Test("nesting up to the limit is accepted")
  func depthAtLimit() {
    let limits = ChainLimits(maximumDepth: 3)
    #expect(syntaxError("top(visible([red]))", limits: limits) == nil)
    #expect(
      syntaxError("top(visible([red.edge]))", limits: limits)
        == "line 1, column 5: the value nests deeper than 3 levels, the limit\n"
        + "top(visible([red.edge]))\n    ^")
  }

  @Test("a spec nested 10,000 levels deep gives a clean error")
  func deepSpec() throws {
    let json =
      #"{"canvas": {"width": 1, "height": 1}, "views": "#
      + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
    let message = try #require(firstLine(specError(json)))
    #expect(
      message.hasSuffix("line 1, column 303: the JSON nests deeper than 256 levels, the limit"))
  }

  @Test("views nested deeper than the limit are refused at the children array")
  func viewDepth() {
    var limits = SpecLimits()
    limits.maximumViewDepth = 2
    let json = #"""
      {"canvas": {"width": 1, "height": 1},
       "views": [{"id": "a", "children": [{"id": "b", "children": [{"id": "c"}]}]}]}
      """#
    #expect(
      firstLine(specError(json, limits: limits))
        == "test.json:$.views[0].children[0].children: line 2, column 61: views nest"
        + " deeper than 2 levels, the limit"
    )
  }

  @Test("more views than the limit are refused at the first extra view's id")
  func viewCount() {
    var limits = SpecLimits()
    limits.maximumViews = 2
    let json =
      #"{"canvas": {"width": 1, "height": 1}, "views": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}"#
    #expect(
      firstLine(specError(json, limits: limits))
        == "test.json:$.views[2].id: line 1, column 82: the spec has more than 2 views, the limit")
  }

  @Test("strings over 1 MiB are refused")
  func longString() throws {
    let json =
      #"{"canvas": {"width": 1, "height": 1}, "views": [{"id": ""#
      + String(repeating: "a", count: 1 << 20 + 1) + #""}]}"#
    #expect(
      firstLine(specError(json))
        == "test.json:$.views[0].id: line 1, column 56: the string is longer than"
        + " 1048576 bytes, the limit"
    )
  }

  @Test("files over the size limit are refused before parsing")
  func fileSize() {
    var limits = SpecLimits()
    limits.maximumFileBytes = 10
    #expect(
      specError("[          ]", limits: limits)
        == "test.json:$: the file is 12 bytes; the limit is 10")
  }

  @Test("canvas sides over the pixel limit are refused, naming points and scale")
  func canvasPixels() {
    #expect(
      firstLine(specError(#"{"canvas": {"width": 100, "height": 2731, "scale": 3}, "views": []}"#))
        == "test.json:$.canvas.height: line 1, column 37: the canvas is 8193 pixels high "
        + "(2731 points at scale 3); the limit is 8192 pixels")
  }

  @Test("huge or non-finite numbers are refused in JSON and in chains")
  func magnitudes() throws {
    #expect(
      firstLine(specError(#"{"canvas": {"width": 1e400, "height": 1}, "views": []}"#))
        == "test.json:$.canvas.width: line 1, column 22: the number 1e400 is out of range")
    #expect(
      firstLine(
        specError(
          #"{"canvas": {"width": 1, "height": 1}, "views": [{"id": "a", "cornerRadius": 1e7}]}"#))
        == "test.json:$.views[0].cornerRadius: line 1, column 77: expected a number from"
        + " 0 to 1000000, got 1e7"
    )
    #expect(
      firstLine(try validationError("top(1000 * 1000 * 2)"))
        == "line 1, column 17: 2000000 is out of range: numbers stay within ±1000000")
  }
}
