import Pinframe
import PinframeExamples
import PinframeTesting
import Testing

/// PinLayout's animation guide, rendered: the 150-pt square toggled from the top-left to the
/// top-right corner in 0.3 s, for each of the guide's strategies (19 frames at 60 fps).
@MainActor
@Suite("Guide animation snapshots", .snapshots())
struct GuideAnimationSnapshotTests {
  @Test("each strategy animates the docked square the same way", arguments: GuideStrategy.allCases)
  func dockedSquare(strategy: GuideStrategy) {
    ViewRuntime.isolated {
      let container: UIView = strategy.makeView()
      assertSnapshot(
        of: container,
        as: .animation(fps: 60, scale: 2) { ($0 as? any GuideExample)?.didTapTogglePosition() },
        named: strategy.rawValue)
    }
  }

  @Test("the square's frames before and after the toggle")
  func frames() {
    ViewRuntime.isolated {
      let container = GuideStrategy.setNeedsLayout.makeView()
      container.view.debugName = "square"
      assertSnapshot(of: container as UIView, as: .frames, named: "left")
      container.didTapTogglePosition()
      assertSnapshot(of: container as UIView, as: .frames, named: "right")
    }
  }
}
