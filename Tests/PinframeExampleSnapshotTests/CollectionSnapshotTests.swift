import Pinframe
import PinframeExamples
import PinframeTesting
import Testing

/// PinLayout's collection pattern on an iPhone 13: house cards sized by a template cell.
@MainActor
@Suite("Collection snapshots", .snapshots())
struct CollectionSnapshotTests {
  @Test("house cards sized by a template cell, one per line, 8 pt apart")
  func houseCards() {
    ViewRuntime.isolated {
      let screen = HouseListView()
      assertSnapshot(of: screen, as: .image(on: .iPhone13))
      screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      assertSnapshot(of: screen, as: .frames)
    }
  }
}
