import Foundation
import PinframeSpec
import PinframeTestSupport
import Testing

@Suite("Hostile specs")
struct HostileSpecTests {
  /// The names of the files in Fixtures/hostile/specs, without `.json`.
  static let names: [String] = {
    let directory = fixtureURL("hostile/specs").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  /// `ok: <n> views` for a spec that decodes, otherwise the error's description.
  static func outcome(json: [UInt8], file: String) -> String {
    do {
      let spec = try LayoutSpec(json: json, file: file)
      return "ok: \(spec.layoutOrder.count) views"
    } catch {
      return error.description
    }
  }

  @Test("there is a hostile spec for every kind of damage")
  func filesExist() {
    #expect(Self.names.count >= 20)
  }

  @Test(
    "each hostile spec gives exactly the outcome in its .expected.txt, without crashing",
    arguments: names)
  func hostileSpec(name: String) throws {
    let json = try [UInt8](Data(contentsOf: fixtureURL("hostile/specs/\(name).json")))
    let expected = try String(
      contentsOf: fixtureURL("hostile/specs/\(name).expected.txt"), encoding: .utf8)
    #expect(Self.outcome(json: json, file: "\(name).json") + "\n" == expected)
  }

  /// A spec whose views are `{"id": …, "children": [ … ]}` nested `depth` levels deep.
  private func nestedViews(_ depth: Int) -> [UInt8] {
    var json = #"{"canvas": {"width": 10, "height": 10}, "views": ["#
    for level in 0..<depth { json += #"{"id": "v\#(level)", "children": ["# }
    json += String(repeating: "]}", count: depth) + "]}"
    return Array(json.utf8)
  }

  private func firstLine(_ json: [UInt8]) -> String {
    String(Self.outcome(json: json, file: "t.json").prefix { $0 != "\n" })
  }

  @Test("views nested 10,000 levels deep are refused at the JSON depth limit, stack intact")
  func tenThousandLevels() {
    #expect(
      firstLine(nestedViews(10_000))
        == "t.json:\(jsonPath(depth: 127)): line 1, column 3497: the JSON nests deeper than 256"
        + " levels, the limit")
  }

  @Test("views nested 101 levels deep are refused at the view depth limit")
  func viewDepth() {
    #expect(firstLine(nestedViews(100)) == "ok: 100 views")
    #expect(
      firstLine(nestedViews(101))
        == "t.json:\(jsonPath(depth: 99)).children: line 1, column 2740: views nest deeper than"
        + " 100 levels, the limit")
  }

  /// `$.views[0].children[0]…` down to the view at `depth` (0 is the top-level view).
  private func jsonPath(depth: Int) -> String {
    "$.views[0]" + String(repeating: ".children[0]", count: depth)
  }

  @Test("a string of 1 MiB + 1 byte is refused at the string limit")
  func megabyteString() {
    let json =
      #"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a", "pin": ""#
      + String(repeating: "x", count: 1 << 20 + 1) + #""}]}"#
    #expect(
      firstLine(Array(json.utf8))
        == "t.json:$.views[0].pin: line 1, column 70: the string is longer than 1048576 bytes,"
        + " the limit")
  }

  @Test("a chain of 20,000 characters is refused at the chain length limit")
  func longChain() {
    let chain = "top(" + String(repeating: "1+", count: 10_000) + "1)"
    let json =
      #"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a", "pin": "\#(chain)"}]}"#
    #expect(
      firstLine(Array(json.utf8))
        == "t.json:$.views[0].pin: line 1, column 10001: the chain is 20006 characters long;"
        + " the limit is 10000")
  }

  @Test("10,001 views are refused at the view count limit")
  func tooManyViews() {
    let views = (0...10_000).map { #"{"id": "v\#($0)"}"# }.joined(separator: ",")
    let json = #"{"canvas": {"width": 10, "height": 10}, "views": [\#(views)]}"#
    #expect(
      firstLine(Array(json.utf8)).hasPrefix(
        "t.json:$.views[10000].id: line 1, column "))
    #expect(
      firstLine(Array(json.utf8)).hasSuffix(": the spec has more than 10000 views, the limit"))
  }
}
