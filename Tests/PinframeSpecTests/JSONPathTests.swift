import PinframeSpec
import Testing

@Suite("JSON paths")
struct JSONPathTests {
  @Test("paths print as $.key[index], with non-identifier keys in brackets")
  func description() {
    #expect(JSONPath.root.description == "$")
    #expect(
      JSONPath.root.appending("views").appending(2).appending("pin").description == "$.views[2].pin"
    )
    #expect(
      JSONPath.root.appending("my key").appending("a\"b").description == #"$["my key"]["a\"b"]"#)
    #expect(JSONPath.root.appending("1st").description == #"$["1st"]"#)
  }
}
