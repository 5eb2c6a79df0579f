import Testing

@testable import PinframeSpec

@Suite("Suggestions")
struct SuggestionTests {
  @Test(
    "the distance counts insertions, deletions, substitutions and swaps",
    arguments: [
      ("bottom", "bottom", 0), ("botom", "bottom", 1), ("widht", "width", 1), ("bleu", "blue", 1),
      ("centre", "center", 1), ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3),
    ])
  func distance(a: String, b: String, expected: Int) {
    #expect(Suggestion.distance(a, b) == expected)
    #expect(Suggestion.distance(b, a) == expected)
  }

  @Test("the nearest name within one edit per three characters is suggested, ignoring case")
  func nearest() {
    let methods = PinVocabulary.methodNames
    #expect(Suggestion.nearest(to: "botom", in: methods) == "bottom")
    #expect(Suggestion.nearest(to: "hcenter", in: methods) == "hCenter")
    #expect(Suggestion.nearest(to: "marginTopp", in: methods) == "marginTop")
    #expect(Suggestion.nearest(to: "xyz", in: methods) == nil)
    #expect(Suggestion.nearest(to: "topp", in: ["top", "tops"]) == "top")
  }

  @Test("a name that is already a candidate, or that is very long, gets no suggestion")
  func noSuggestion() {
    #expect(Suggestion.nearest(to: "top", in: ["top"]) == nil)
    #expect(Suggestion.nearest(to: String(repeating: "a", count: 65), in: ["a"]) == nil)
  }

  @Test("without a near name, the choices are listed")
  func choices() {
    #expect(Suggestion.hintOrChoices(for: "xyz", in: ["a", "b", "c"]) == "; expected a, b or c")
    #expect(Suggestion.hintOrChoices(for: "bb", in: ["a", "b"]) == "; did you mean 'b'?")
  }
}
