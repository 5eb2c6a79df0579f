import Pinframe
import PinframeExamples
import PinframeTesting
import Testing

/// The hidden-view fallback (`topIfNotBelow(of: visible([…]))`) in all eight combinations.
@MainActor
@Suite("Fallback example snapshots", .snapshots())
struct FallbackSnapshotTests {
  @Test(
    "each hidden/visible combination stacks the visible squares",
    arguments: FallbackExampleView.combinations.map(\.name))
  func combination(name: String) throws {
    let combination = try #require(FallbackExampleView.combinations.first { $0.name == name })
    ViewRuntime.isolated {
      let view = FallbackExampleView(
        redHidden: combination.red, blueHidden: combination.blue,
        greenHidden: combination.green)
      assertSnapshot(of: view, as: .image(scale: 2), named: name)
      assertSnapshot(of: view, as: .frames, named: name)
    }
  }
}
