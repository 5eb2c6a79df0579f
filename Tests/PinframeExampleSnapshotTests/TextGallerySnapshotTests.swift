import Pinframe
import PinframeExamples
import PinframeTesting
import Testing

/// The text gallery: the "Text" article's picture of how labels are drawn.
@MainActor
@Suite("Text gallery snapshots", .snapshots())
struct TextGallerySnapshotTests {
  @Test("every sample row, at scale 2, with its frames")
  func gallery() {
    ViewRuntime.isolated(ViewRuntime(scale: 2)) {
      let gallery = TextGalleryView()
      gallery.frame.size = gallery.sizeThatFits(CGSize(width: 390, height: 0))
      gallery.layoutIfNeeded()
      assertSnapshot(of: gallery, as: .image(scale: 2))
      assertSnapshot(of: gallery, as: .frames)
    }
  }

  @Test(
    "golden images: the gallery's glyphs pixel for pixel at scales 1, 2 and 3",
    arguments: [1, 2, 3])
  func golden(scale: Int) {
    ViewRuntime.isolated(ViewRuntime(scale: CGFloat(scale))) {
      let gallery = TextGalleryView()
      gallery.frame.size = gallery.sizeThatFits(CGSize(width: 390, height: 0))
      gallery.layoutIfNeeded()
      assertSnapshot(of: gallery, as: .image(scale: CGFloat(scale)), named: "scale\(scale)")
    }
  }

  @Test("the gallery with text drawn as silhouettes, the look that never moves with the font")
  func silhouettes() {
    ViewRuntime.isolated(ViewRuntime(scale: 2)) {
      let gallery = TextGalleryView()
      gallery.frame.size = gallery.sizeThatFits(CGSize(width: 390, height: 0))
      gallery.layoutIfNeeded()
      assertSnapshot(of: gallery, as: .image(scale: 2, text: .silhouettes))
    }
  }
}
