import Pinframe
import PinframeExamples
import PinframeTesting
import Testing

/// Navigation and tab bar controllers and a sheet on an iPhone 13: the "Screens" article's picture of
/// screens.
@MainActor
@Suite("Screens snapshots", .snapshots())
struct ScreensSnapshotTests {
  @Test("a large title, a pushed screen with a back button, a sheet", arguments: [0, 1, 2])
  func screens(step: Int) {
    let tabs = SettingsScreens.tabs(pushing: step >= 1 ? 1 : 0)
    let window = tabs.host(on: .iPhone13)
    if step == 2 {
      tabs.present(
        UINavigationController(
          rootViewController: SettingsScreens.ListController(title: "Account", rows: ["Name"])),
        animated: false)
      window.layoutIfNeeded()
    }
    assertSnapshot(of: window, as: .image(scale: 1), named: "step\(step)")
  }
}
