import Pinframe
import PinframeExamples
import PinframeTesting
import Testing

/// PinLayout's collection pattern on an iPhone 13: house cards sized by a template cell.
///
/// The screen is made in a runtime at the iPhone 13's scale, as on its simulator: the template
/// card is never in a window, so it measures with the scale it was made with.
@MainActor
@Suite("Collection snapshots", .snapshots())
struct CollectionSnapshotTests {
  @Test("house cards sized by a template cell, one per line, 8 pt apart")
  func houseCards() {
    ViewRuntime.isolated(ViewRuntime(scale: 3)) {
      let screen = HouseListView()
      assertSnapshot(of: screen, as: .image(on: .iPhone13))
      screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      assertSnapshot(of: screen, as: .frames)
    }
  }
}
