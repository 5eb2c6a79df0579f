import Foundation
import PinframeTestSupport
import Testing

@testable import PinframeSpec

/// The table of spec view types is the one list of types: the decoder's names and keys, and
/// the fuzz dictionary, follow it.
@Suite("Spec view types")
struct SpecViewTypeTests {
  @Test("the decoder knows exactly the table's types, with the table's keys")
  func decoderFollowsTable() {
    #expect(
      SpecDecoder.viewTypes == [
        "view", "label", "image", "scroll", "stack", "button", "switch", "segmented",
        "textField",
      ])
    for type in SpecViewType.all {
      for key in type.keys { #expect(SpecDecoder.viewKeys.contains(key), "\(type.name).\(key)") }
    }
  }

  @Test("every type and every type's key is in the spec fuzzer's dictionary")
  func fuzzDictionaryFollowsTable() throws {
    let dictionary = try String(
      contentsOf: packageRoot.appendingPathComponent(".fuzz/dictionaries/spec.dict"),
      encoding: .utf8)
    for type in SpecViewType.all {
      #expect(dictionary.contains("\"\\\"\(type.name)\\\"\""), "type \(type.name)")
      for key in type.keys {
        #expect(dictionary.contains("\"\\\"\(key)\\\":\""), "key \(key) of \(type.name)")
      }
    }
  }
}
