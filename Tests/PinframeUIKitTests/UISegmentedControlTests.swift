import Foundation
import Pinframe
import Testing

@MainActor
@Suite("UISegmentedControl")
struct UISegmentedControlTests {
  // At 13 pt semibold "Three" is the widest title: 34.x pt, 35 at scale 1, plus 12 + 12.
  @Test("segments share the widest title's width plus 12 at each side; 32 tall")
  func equalWidths() {
    for scale in [1, 2, 3] as [CGFloat] {
      atScale(scale) {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(control.numberOfSegments == 3)
        #expect(control.frame.size == CGSize(width: 177, height: 32), "scale \(scale)")
        #expect(control.sizeThatFits(.zero) == CGSize(width: 177, height: 32))
      }
    }
  }

  @Test("apportioned segments are as wide as their content; set widths are kept")
  func apportioned() {
    atScale(1) {
      let control = UISegmentedControl(items: ["A", "Longer title"])
      control.apportionsSegmentWidthsByContent = true
      #expect(control.sizeThatFits(.zero) == CGSize(width: 125, height: 32))
      control.setWidth(50, forSegmentAt: 0)
      #expect(control.widthForSegment(at: 0) == 50)
      // "A" took 33 (9 + 24), so the other segment 92.
      #expect(control.sizeThatFits(.zero) == CGSize(width: 142, height: 32))
      control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
      control.apportionsSegmentWidthsByContent = false
      control.layoutIfNeeded()
      let labels = control.subviews.compactMap { $0 as? UILabel }
      // The second segment takes the remaining 150 pt; its title is centred there (its
      // origin rounded to the pixel).
      #expect(labels.map(\.text) == ["A", "Longer title"])
      #expect(abs(labels[1].frame.midX - 125) <= 0.5)
    }
  }

  @Test("the selection ignores indices outside the segments and follows insertions and removals")
  func selection() {
    let control = UISegmentedControl(items: ["A", "B"])
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.selectedSegmentIndex = 1
    control.selectedSegmentIndex = 5
    #expect(control.selectedSegmentIndex == 1)
    control.insertSegment(withTitle: "Z", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2)
    #expect(control.titleForSegment(at: 2) == "B")
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1)
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == -1)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
    #expect(control.sizeThatFits(.zero) == CGSize(width: 0, height: 32))
  }

  @Test("the selected title is semibold; title attributes and disabled segments restyle titles")
  func titleStyles() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.selectedSegmentIndex = 0
    control.layoutIfNeeded()
    let labels = control.subviews.compactMap { $0 as? UILabel }
    #expect(labels[0].font == .systemFont(ofSize: 13, weight: .semibold))
    #expect(labels[1].font == .systemFont(ofSize: 13))
    control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
    control.setEnabled(false, forSegmentAt: 1)
    control.layoutIfNeeded()
    #expect(labels[0].textColor == .systemRed)
    #expect(labels[1].textColor == .tertiaryLabel)
    #expect(!control.isEnabledForSegment(at: 1))
  }

  @Test("a grey track, a white platter inset 2 under the selection, dividers elsewhere (scale 2)")
  func pixels() throws {
    try atScale(2) {
      let control = UISegmentedControl(items: ["One", "Two", "Three"])
      control.selectedSegmentIndex = 0
      let image = try renderOnWhite(control, scale: 2)
      #expect(image.width == 354 && image.height == 64)
      #expect(image[0, 0] == whitePixel)
      // tertiarySystemFill (118, 118, 128, 0.12) over white.
      let track = RGBA8(red: 238, green: 238, blue: 240)
      #expect(image[2, 32] == track)
      #expect(image[130, 4] == track)
      #expect(image[10, 32] == whitePixel)
      // Segment 0's platter ends 2 pt before x = 59; between segments 1 and 2 a divider
      // 1 pt wide stands from y = 8 to 24 (pixels 235 and 236, rows 16 to 47).
      #expect(image[113, 32] == whitePixel)
      #expect(image[116, 32] == track)
      #expect(image[235, 16] != track)
      #expect(image[236, 47] == image[235, 16])
      #expect(image[235, 15] == track)
      #expect(image[237, 32] == track)
      #expect(image[118, 32] == track)
    }
  }
}
