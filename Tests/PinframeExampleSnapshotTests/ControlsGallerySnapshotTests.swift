import Pinframe
import PinframeExamples
import PinframeTesting
import Testing

/// The controls gallery: the "Controls" article's picture of how controls are drawn.
@MainActor
@Suite("Controls gallery snapshots", .snapshots())
struct ControlsGallerySnapshotTests {
  @Test("every control row, at scale 2, with its frames")
  func gallery() {
    ViewRuntime.isolated(ViewRuntime(scale: 2)) {
      let gallery = ControlsGalleryView()
      gallery.frame.size = gallery.sizeThatFits(CGSize(width: 390, height: 0))
      gallery.layoutIfNeeded()
      assertSnapshot(of: gallery, as: .image(scale: 2))
      assertSnapshot(of: gallery, as: .frames)
    }
  }
}
