import Pinframe
import PinframeExamples
import PinframeTesting
import Testing

/// PinLayout's Example-app "Animations" screen from rectangles: every layout mode, and the
/// 0.3 s transition into each mode from the previous one.
@MainActor
@Suite("Animations screen snapshots", .snapshots())
struct AnimationsScreenSnapshotTests {
  typealias Mode = AnimationsScreenView.LayoutMode

  @Test("each layout mode", arguments: Mode.allCases)
  func layoutMode(mode: Mode) throws {
    try ViewRuntime.isolated {
      let screen = AnimationsScreenView()
      screen.layoutIfNeeded()
      screen.select(mode)
      try AnimationClock.current.finishAnimations()
      assertSnapshot(of: screen, as: .image(scale: 2), named: "\(mode)")
      assertSnapshot(of: screen, as: .frames, named: "\(mode)")
    }
  }

  @Test("the transition into each mode from the previous one", arguments: Mode.allCases)
  func transition(to mode: Mode) throws {
    try ViewRuntime.isolated {
      let previous = Mode(rawValue: (mode.rawValue + 3) % 4) ?? .imageLeft
      let screen = AnimationsScreenView()
      screen.layoutIfNeeded()
      screen.select(previous)
      try AnimationClock.current.finishAnimations()
      assertSnapshot(
        of: screen, as: .animation(fps: 60, scale: 1) { $0.select(mode) },
        named: "\(previous)-to-\(mode)")
    }
  }
}
