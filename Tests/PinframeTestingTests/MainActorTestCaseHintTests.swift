import PinframeTesting
import Testing

@Suite("The hint for @MainActor XCTest classes")
struct MainActorTestCaseHintTests {
  @Test("the abort handler is installed when a test binary using PinframeTesting loads")
  func installed() {
    #expect(MainActorTestCaseHint.isInstalled)
  }

  @Test("the hint names the cause and both fixes")
  func text() {
    let text = MainActorTestCaseHint.text
    #expect(text.contains("marked @MainActor and has synchronous test methods"))
    #expect(text.contains("`func testLayout() async { … }`"))
    #expect(text.contains("`MainActor.assumeIsolated { … }`"))
  }
}
