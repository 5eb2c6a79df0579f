import Pinframe
import PinframeExamples
import PinframeTesting
import Testing

/// PinLayout's table patterns on an iPhone 13: rows sized by their cells' `sizeThatFits`
/// under a 50-pt header, and the menu of default-style cells.
@MainActor
@Suite("Table snapshots", .snapshots())
struct TableSnapshotTests {
  @Test("a method list: self-sizing rows under a fixed-height header")
  func methodList() {
    ViewRuntime.isolated {
      let screen = MethodListView()
      assertSnapshot(of: screen, as: .image(on: .iPhone13))
      screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      assertSnapshot(of: screen, as: .frames)
    }
  }

  @Test("the menu: default-style cells with 12-pt titles, no separators under the last row")
  func menu() {
    ViewRuntime.isolated {
      let screen = MenuListView()
      assertSnapshot(of: screen, as: .image(on: .iPhone13))
    }
  }

  @Test("an inset-grouped settings screen: titled sections, value1 cells, accessories")
  func settings() {
    ViewRuntime.isolated {
      let screen = SettingsListView()
      assertSnapshot(of: screen, as: .image(on: .iPhone13))
      screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      assertSnapshot(of: screen, as: .frames)
    }
  }
}
