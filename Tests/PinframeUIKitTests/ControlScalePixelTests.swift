import Foundation
import Pinframe
import Testing

// Each control drawn alone (no canvas behind it) at scales 1, 2 and 3 with the default
// snapped edges: a device pixel is painted when its centre is inside a shape, and an
// axis-aligned edge at device coordinate v lands on pixel boundary floor(v + 0.5). Colours
// are the controls' system colours in the light appearance, 8-bit with straight alpha, so a
// translucent fill over nothing keeps its own components and alpha.

private let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)
private let white = RGBA8(red: 255, green: 255, blue: 255)
private let black = RGBA8(red: 0, green: 0, blue: 0)
/// systemBlue (0, 122, 255), the default tint.
private let blue = RGBA8(red: 0, green: 122, blue: 255)
/// systemGreen (52, 199, 89).
private let green = RGBA8(red: 52, green: 199, blue: 89)
/// systemFill (120, 120, 128, 0.2).
private let systemFill = RGBA8(red: 120, green: 120, blue: 128, alpha: 51)
/// secondarySystemFill (120, 120, 128, 0.16).
private let secondarySystemFill = RGBA8(red: 120, green: 120, blue: 128, alpha: 41)
/// tertiarySystemFill (118, 118, 128, 0.12).
private let tertiarySystemFill = RGBA8(red: 118, green: 118, blue: 128, alpha: 31)
/// separator (60, 60, 67, 0.29).
private let separator = RGBA8(red: 60, green: 60, blue: 67, alpha: 74)
/// tertiaryLabel (60, 60, 67, 0.3).
private let tertiaryLabel = RGBA8(red: 60, green: 60, blue: 67, alpha: 77)

/// `top` drawn over `bottom` by the rasterizer's documented source-over rule (8-bit, straight
/// alpha, halves rounded up).
private func sourceOver(_ top: RGBA8, _ bottom: RGBA8) -> RGBA8 {
  let a = UInt32(top.alpha)
  let sourceWeight = 255 * a
  let destinationWeight = UInt32(bottom.alpha) * (255 - a)
  let total = sourceWeight + destinationWeight
  guard total > 0 else { return clear }
  func mix(_ source: UInt8, _ destination: UInt8) -> UInt8 {
    UInt8(
      (UInt32(source) * sourceWeight + UInt32(destination) * destinationWeight + total / 2) / total)
  }
  return RGBA8(
    red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
    blue: mix(top.blue, bottom.blue), alpha: UInt8((total + 127) / 255))
}

/// A control's rendering at a scale, read at points or at device pixels.
private struct Rendering {
  let bitmap: Bitmap
  let scale: CGFloat

  /// The size in device pixels.
  var size: [Int] { [bitmap.width, bitmap.height] }

  /// The device pixel under the point (`x`, `y`), given in points.
  subscript(x: CGFloat, y: CGFloat) -> RGBA8 {
    bitmap[Int((x * scale).rounded(.down)), Int((y * scale).rounded(.down))]
  }

  /// The device pixel at `column`, `row`.
  func pixel(_ column: Int, _ row: Int) -> RGBA8 {
    bitmap[column, row]
  }

  /// The device pixel index of the point coordinate `value`.
  func index(_ value: CGFloat) -> Int {
    Int((value * scale).rounded(.down))
  }
}

/// Makes a control in a runtime of display scale `scale` and renders it alone, its text as
/// silhouettes (bars whose pixels the tests can name; glyphs are checked by golden images).
@MainActor
private func render(at scale: Int, _ make: () -> View) throws -> Rendering {
  let s = CGFloat(scale)
  return try atScale(s) {
    let view = make()
    return Rendering(bitmap: try view.renderImage(scale: s, text: .silhouettes), scale: s)
  }
}

@MainActor
@Suite("Control pixels at scales 1, 2 and 3")
struct ControlScalePixelTests {
  // "Button" at 15 pt: 45, 44.5 and 134/3 pt wide; 18 + 6 + 6 tall.
  @Test(
    "a system button: a blue title, nothing behind it; selected, a tint fill to the edges",
    arguments: [1, 2, 3])
  func systemButton(scale: Int) throws {
    let widths = [1: 45, 2: 89, 3: 134]
    func make(selected: Bool) -> View {
      let button = UIButton(type: .system)
      button.setTitle("Button", for: .normal)
      button.isSelected = selected
      button.sizeToFit()
      return button
    }
    let image = try render(at: scale) { make(selected: false) }
    #expect(image.size == [widths[scale]!, 30 * scale])
    // "B" is a cap-height bar from the title's leading edge, x = 0.
    #expect(image[2, 15] == blue)
    #expect(image[0, 0] == clear)
    #expect(image[22, 3] == clear)
    let selected = try render(at: scale) { make(selected: true) }
    // systemBackground (white) title on a 6 pt rounded tint fill.
    #expect(selected[2, 15] == white)
    #expect(selected[22, 3] == blue)
    #expect(selected[0, 0] == clear)
    // The fill reaches the last device column, whatever the scale makes of the width (below
    // the 6 pt corner, above the title, which at 2x ends exactly at the right edge).
    #expect(selected.pixel(widths[scale]! - 1, selected.index(7.5)) == blue)
    #expect(selected.pixel(widths[scale]! - 1, selected.bitmap.height / 2) != clear)
  }

  // 50.5 (2x) title plus 12 + 12, 20.5 plus 7 + 7: see UIButtonSizingTests.
  @Test(
    "a filled button: a tint rounded rectangle, a white title inset 12 pt", arguments: [1, 2, 3])
  func filledButton(scale: Int) throws {
    let sizes = [1: [75, 35], 2: [149, 69], 3: [223, 103]]
    let image = try render(at: scale) {
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Button"
      let button = UIButton(configuration: configuration)
      button.sizeToFit()
      return button
    }
    #expect(image.size == sizes[scale]!)
    #expect(image[0, 0] == clear)
    #expect(image[6, 17] == blue)
    #expect(image[37, 3] == blue)
    #expect(image[14, 17] == white)
    let row = image.index(17)
    #expect(image.pixel(12 * scale - 1, row) == blue)
    #expect(image.pixel(12 * scale, row) == white)
    #expect(image.pixel(image.bitmap.width - 1, row) == blue)
    #expect(image.pixel(image.index(37), image.bitmap.height - 1) == blue)
  }

  // 177 × 32: three 59 pt segments; the platter inset 2 with a 0.5 pt shadow ring.
  @Test(
    "a segmented control: track, platter, the platter's shadow ring and a divider",
    arguments: [1, 2, 3])
  func segmentedControl(scale: Int) throws {
    let image = try render(at: scale) {
      let control = UISegmentedControl(items: ["One", "Two", "Three"])
      control.selectedSegmentIndex = 0
      return control
    }
    #expect(image.size == [177 * scale, 32 * scale])
    #expect(image[0, 0] == clear)
    #expect(image[1, 16] == tertiarySystemFill)
    #expect(image[88, 4] == tertiarySystemFill)
    #expect(image[8, 16] == white)
    #expect(image[29.5, 18] == black)
    let column = image.index(29.5)
    #expect(image.pixel(column, 2 * scale) == white)
    // The ring, rgba(0, 0, 0, 0.04), spans y 1.5 to 2: at 1x row 1's centre lies on its edge,
    // so only the track shows; at 2x and 3x the row above the platter is ring over track.
    let ring = RGBA8(red: 0, green: 0, blue: 0, alpha: 10)
    let above = scale == 1 ? tertiarySystemFill : sourceOver(ring, tertiarySystemFill)
    #expect(image.pixel(column, 2 * scale - 1) == above)
    // The divider between segments 1 and 2: 1 pt centred on x = 118, one device pixel per
    // scale unit, starting at floor(117.5 × scale + 0.5).
    let first = [1: 118, 2: 235, 3: 353][scale]!
    let row = image.index(12)
    let divider = sourceOver(separator, tertiarySystemFill)
    #expect(image.pixel(first - 1, row) == tertiarySystemFill)
    for x in first..<first + scale { #expect(image.pixel(x, row) == divider) }
    #expect(image.pixel(first + scale, row) == tertiarySystemFill)
  }

  // 51 × 31: the thumb is 27 pt, inset 2.
  @Test(
    "a switch: green with the thumb right when on, grey with it left when off",
    arguments: [1, 2, 3])
  func switchOnOff(scale: Int) throws {
    let on = try render(at: scale) {
      let toggle = UISwitch()
      toggle.isOn = true
      return toggle
    }
    #expect(on.size == [51 * scale, 31 * scale])
    #expect(on[0, 0] == clear)
    #expect(on[8, 15.5] == green)
    #expect(on[20, 15.5] == green)
    #expect(on[35.5, 15.5] == white)
    #expect(on[25.5, 0] == green)
    #expect(on[25.5, 30.9] == green)
    // The thumb starts exactly 2 pt down at every scale; half a point down is track.
    #expect(on.pixel(on.index(35.5), 2 * scale) == white)
    #expect(on[35.5, 0.5] == green)
    let off = try render(at: scale) { UISwitch() }
    #expect(off[0, 0] == clear)
    #expect(off[15.5, 15.5] == white)
    #expect(off[43, 15.5] == secondarySystemFill)
    #expect(off.pixel(off.index(15.5), 2 * scale) == white)
  }

  // 128 × 31 at value 0.5: the 28 pt thumb spans x 50 to 78; the 4 pt track y 13.5 to 17.5.
  @Test(
    "a slider: tint up to the thumb, systemFill after it, the track snapped to pixels",
    arguments: [1, 2, 3])
  func slider(scale: Int) throws {
    let image = try render(at: scale) {
      let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 128, height: 0))
      slider.value = 0.5
      slider.sizeToFit()
      return slider
    }
    #expect(image.size == [128 * scale, 31 * scale])
    #expect(image[20, 15.5] == blue)
    #expect(image[100, 15.5] == systemFill)
    #expect(image[64, 15.5] == white)
    #expect(image[55, 15.5] == white)
    #expect(image[20, 5] == clear)
    // The track's top edge, 13.5 × scale, snaps to 14, 27 and 41 (40.5 rounds up).
    let top = [1: 14, 2: 27, 3: 41][scale]!
    let column = image.index(20)
    #expect(image.pixel(column, top - 1) == clear)
    #expect(image.pixel(column, top) == blue)
    #expect(image.pixel(column, top + 4 * scale - 1) == blue)
    #expect(image.pixel(column, top + 4 * scale) == clear)
  }

  // 94 × 32: minus centred at (23.5, 16), plus at (70.5, 16), bars 14 × 2; a 1 pt divider at
  // x 46.5 to 47.5 from y 8 to 24.
  @Test(
    "a stepper: grey track, faded minus at the minimum, black plus, a divider",
    arguments: [1, 2, 3])
  func stepper(scale: Int) throws {
    let image = try render(at: scale) { UIStepper() }
    #expect(image.size == [94 * scale, 32 * scale])
    #expect(image[0, 0] == clear)
    #expect(image[40, 4] == tertiarySystemFill)
    #expect(image[20, 16] == sourceOver(tertiaryLabel, tertiarySystemFill))
    #expect(image[70.5, 16] == black)
    #expect(image[65, 16] == black)
    #expect(image[70.5, 11] == black)
    // The minus bar is exactly 2 pt (2 × scale rows) tall, from y = 15.
    let column = image.index(20)
    #expect(image.pixel(column, 15 * scale - 1) == tertiarySystemFill)
    #expect(image.pixel(column, 17 * scale) == tertiarySystemFill)
    // The divider is scale pixels wide from floor(46.5 × scale + 0.5).
    let first = [1: 47, 2: 93, 3: 140][scale]!
    let row = image.index(12)
    #expect(image.pixel(first - 1, row) == tertiarySystemFill)
    for x in first..<first + scale {
      #expect(image.pixel(x, row) == sourceOver(separator, tertiarySystemFill))
    }
    #expect(image.pixel(first + scale, row) == tertiarySystemFill)
  }

  // 100 × 4 at progress 0.25: the tint's round end stops at x = 25.
  @Test("a progress view: tint over the first quarter, systemFill after", arguments: [1, 2, 3])
  func progressView(scale: Int) throws {
    let image = try render(at: scale) {
      let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
      progress.progress = 0.25
      progress.sizeToFit()
      return progress
    }
    #expect(image.size == [100 * scale, 4 * scale])
    #expect(image[10, 2] == blue)
    #expect(image[60, 2] == systemFill)
    #expect(image[50, 0] == systemFill)
    #expect(image.pixel(25 * scale - 1, 2 * scale) == blue)
    #expect(image.pixel(25 * scale, 2 * scale) == systemFill)
  }

  // 20 × 20 medium: 8 spokes 5.4 × 2.2 pt whose centres are 7.3 pt from the middle, in
  // secondaryLabel (60, 60, 67, 0.6) faded by 1 − 0.7 × k / 7 from the top spoke clockwise.
  @Test("an activity indicator: eight spokes fading clockwise from the top", arguments: [1, 2, 3])
  func activityIndicator(scale: Int) throws {
    let image = try render(at: scale) {
      let spinner = UIActivityIndicatorView(style: .medium)
      spinner.startAnimating()
      return spinner
    }
    func ink(_ alpha: UInt8) -> RGBA8 { RGBA8(red: 60, green: 60, blue: 67, alpha: alpha) }
    #expect(image.size == [20 * scale, 20 * scale])
    #expect(image[10, 2.7] == ink(153))
    #expect(image[17.3, 10] == ink(122))
    #expect(image[10, 17.3] == ink(92))
    #expect(image[2.7, 10] == ink(61))
    #expect(image[10, 10] == clear)
    // The top spoke spans x 8.9 to 11.1: the pixels whose centres fall inside are columns
    // 9–10, 18–21 and 27–32.
    let (first, last) = [1: (9, 10), 2: (18, 21), 3: (27, 32)][scale]!
    let row = image.index(2.7)
    #expect(image.pixel(first - 1, row) == clear)
    #expect(image.pixel(first, row) == ink(153))
    #expect(image.pixel(last, row) == ink(153))
    #expect(image.pixel(last + 1, row) == clear)
  }

  // 3 pages: 72 × 26; 8 pt dots centred at x 20, 36 and 52, y 13.
  @Test(
    "a page control: the current dot in label, the others in tertiaryLabel", arguments: [1, 2, 3])
  func pageControl(scale: Int) throws {
    let image = try render(at: scale) {
      let pages = UIPageControl()
      pages.numberOfPages = 3
      pages.currentPage = 1
      pages.sizeToFit()
      return pages
    }
    #expect(image.size == [72 * scale, 26 * scale])
    #expect(image[36, 13] == black)
    #expect(image[20, 13] == tertiaryLabel)
    #expect(image[52, 13] == tertiaryLabel)
    #expect(image[28, 13] == clear)
    #expect(image[20, 8.5] == clear)
    // Just below the middle, each dot is 8 pt = 8 × scale pixels wide.
    let s = scale
    #expect(
      spans(image.bitmap, row: 13 * s) { $0.alpha > 0 } == [
        16 * s..<24 * s, 32 * s..<40 * s, 48 * s..<56 * s,
      ])
  }

  // "Hello" at 17 pt: 53, 52.5 and 158/3 pt wide, 34 tall; the text 7 pt in.
  @Test(
    "a rounded text field: white fill, a one-pixel separator border, black text",
    arguments: [1, 2, 3])
  func roundedTextField(scale: Int) throws {
    let widths = [1: 53, 2: 105, 3: 158]
    let image = try render(at: scale) {
      let field = UITextField()
      field.text = "Hello"
      field.borderStyle = .roundedRect
      field.sizeToFit()
      return field
    }
    let (width, height) = (widths[scale]!, 34 * scale)
    #expect(image.size == [width, height])
    #expect(image[0, 0] == clear)
    #expect(image[3, 17] == white)
    // The border is a hairline, 1 / scale pt: exactly the outermost pixel on every side.
    let border = sourceOver(separator, white)
    #expect(border == RGBA8(red: 198, green: 198, blue: 200))
    let (middleX, middleY) = (width / 2, height / 2)
    #expect(image.pixel(middleX, 0) == border)
    #expect(image.pixel(middleX, 1) == white)
    #expect(image.pixel(middleX, height - 1) == border)
    #expect(image.pixel(middleX, height - 2) == white)
    #expect(image.pixel(0, middleY) == border)
    #expect(image.pixel(1, middleY) == white)
    #expect(image.pixel(width - 1, middleY) == border)
    #expect(image.pixel(width - 2, middleY) == white)
    // "H" starts at the text rect's edge, x = 7.
    #expect(image.pixel(7 * scale - 1, middleY) == white)
    #expect(image.pixel(7 * scale, middleY) == black)
  }

  // "Hello" at 12 pt in a 100 pt proposal: 27.x pt of text plus 5 + 5 padding (38, 37.5,
  // 112/3), a 14.32 pt line plus 8 + 8 (31, 30.5, 91/3).
  @Test("a text view: black text from (5, 8), nothing behind it", arguments: [1, 2, 3])
  func textView(scale: Int) throws {
    let sizes = [1: [38, 31], 2: [75, 61], 3: [112, 91]]
    let image = try render(at: scale) {
      let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
      view.text = "Hello"
      view.sizeToFit()
      return view
    }
    #expect(image.size == sizes[scale]!)
    #expect(image[0, 0] == clear)
    #expect(image[20, 7.5] == clear)
    #expect(image[6, 15] == black)
    let row = image.index(15)
    #expect(image.pixel(5 * scale - 1, row) == clear)
    #expect(image.pixel(5 * scale, row) == black)
  }
}
