import Foundation
import Pinframe
import Testing

private let blue = RGBA8(red: 0, green: 122, blue: 255)

@MainActor
@Suite("UISlider")
struct UISliderTests {
  @Test("a slider keeps its width and is 31 tall; its value stays in its range")
  func sizeAndValue() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(slider.sizeThatFits(.zero) == CGSize(width: 200, height: 31))
    #expect(slider.intrinsicContentSize.width == View.noIntrinsicMetric)
    slider.value = 2
    #expect(slider.value == 1)
    slider.maximumValue = 10
    slider.setValue(4, animated: true)
    #expect(slider.value == 4)
    slider.minimumValue = 5
    #expect(slider.value == 5)
    slider.value = .nan
    #expect(slider.value == 5)
  }

  @Test("the track is tinted up to the thumb's centre (scale 1)")
  func pixels() throws {
    try atScale(1) {
      let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 128, height: 31))
      slider.value = 0.5
      let image = try renderOnWhite(slider, scale: 1)
      // The thumb travels 100 pt: at 0.5 it spans 50 to 78; the tint runs from 2 to 64.
      #expect(image[3, 15] == blue)
      #expect(image[49, 15] == blue)
      #expect(image[64, 15] == whitePixel)
      #expect(image[64, 3] == whitePixel)
      // systemFill (120, 120, 128, 0.2) over white, past the thumb.
      #expect(image[100, 15] == RGBA8(red: 228, green: 228, blue: 230))
      #expect(image[100, 12] == whitePixel)
    }
  }
}

@MainActor
@Suite("UIStepper")
struct UIStepperTests {
  @Test("a stepper is 94 × 32 and steps its value within its range, wrapping when asked")
  func stepping() {
    var changes = 0
    let stepper = UIStepper(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(stepper.frame == CGRect(x: 5, y: 5, width: 94, height: 32))
    #expect(stepper.sizeThatFits(.zero) == CGSize(width: 94, height: 32))
    stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    stepper.maximumValue = 2
    stepper.step(up: true)
    stepper.step(up: true)
    stepper.step(up: true)
    #expect(stepper.value == 2)
    #expect(changes == 2)
    stepper.wraps = true
    stepper.step(up: true)
    #expect(stepper.value == 0)
    stepper.stepValue = -1
    #expect(stepper.stepValue == 1)
  }

  @Test("the minus glyph fades at the minimum (scale 1)")
  func pixels() throws {
    try atScale(1) {
      let stepper = UIStepper()
      let atMinimum = try renderOnWhite(stepper, scale: 1)
      stepper.value = 1
      let above = try renderOnWhite(stepper, scale: 1)
      // The minus bar is centred at (23.5, 16); plus at (70.5, 16).
      #expect(atMinimum[23, 16] != above[23, 16])
      #expect(above[23, 16] == RGBA8(red: 0, green: 0, blue: 0))
      #expect(above[70, 16] == RGBA8(red: 0, green: 0, blue: 0))
      #expect(above[70, 10] == RGBA8(red: 0, green: 0, blue: 0))
    }
  }
}

@MainActor
@Suite("UIProgressView")
struct UIProgressViewTests {
  @Test("a progress view is 4 tall; its progress stays in 0…1")
  func sizeAndProgress() {
    let progress = UIProgressView(progressViewStyle: .default)
    #expect(progress.frame.size == CGSize(width: 0, height: 4))
    progress.frame.size.width = 120
    #expect(progress.sizeThatFits(.zero) == CGSize(width: 120, height: 4))
    progress.progress = 1.5
    #expect(progress.progress == 1)
    progress.setProgress(-1, animated: true)
    #expect(progress.progress == 0)
  }

  @Test("the tint fills the leading part (scale 2)")
  func pixels() throws {
    try atScale(2) {
      let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
      progress.progress = 0.25
      let image = try renderOnWhite(progress, scale: 2)
      #expect(image[10, 4] == blue)
      #expect(image[45, 4] == blue)
      // systemFill (120, 120, 128, 0.2) over white.
      #expect(image[60, 4] == RGBA8(red: 228, green: 228, blue: 230))
      #expect(image[0, 0] == whitePixel)
    }
  }
}

@MainActor
@Suite("UIActivityIndicatorView")
struct UIActivityIndicatorViewTests {
  @Test("medium is 20 × 20, large 37 × 37; hidden until it animates")
  func sizesAndHiding() {
    let medium = UIActivityIndicatorView(style: .medium)
    #expect(medium.frame.size == CGSize(width: 20, height: 20))
    #expect(medium.isHidden)
    medium.startAnimating()
    #expect(medium.isAnimating && !medium.isHidden)
    medium.stopAnimating()
    #expect(medium.isHidden)
    medium.hidesWhenStopped = false
    #expect(!medium.isHidden)
    let large = UIActivityIndicatorView(style: .large)
    #expect(large.sizeThatFits(.zero) == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
    #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize.width == 37)
  }

  @Test("the top spoke is the darkest, the one left of it the lightest (scale 2)")
  func pixels() throws {
    try atScale(2) {
      let spinner = UIActivityIndicatorView(style: .medium)
      spinner.color = .black
      spinner.startAnimating()
      let image = try renderOnWhite(spinner, scale: 2)
      #expect(image[20, 4] == RGBA8(red: 0, green: 0, blue: 0))
      let lightest = image[9, 9]
      #expect(lightest.red > 150 && lightest.red < 255)
      #expect(image[20, 20] == whitePixel)
    }
  }
}

@MainActor
@Suite("UIPageControl")
struct UIPageControlTests {
  @Test("16 pt a page plus 12 at each side, 26 tall; the current page stays in range")
  func sizeAndPage() {
    let pages = UIPageControl()
    #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 72, height: 26))
    #expect(pages.sizeThatFits(.zero) == CGSize(width: 0, height: 26))
    pages.numberOfPages = 3
    pages.currentPage = 7
    #expect(pages.currentPage == 2)
    pages.numberOfPages = 2
    #expect(pages.currentPage == 1)
  }

  @Test("the current dot is drawn in the label colour, the others lighter (scale 1)")
  func pixels() throws {
    try atScale(1) {
      let pages = UIPageControl()
      pages.numberOfPages = 3
      pages.currentPage = 1
      pages.frame.size = pages.sizeThatFits(.zero)
      let image = try renderOnWhite(pages, scale: 1)
      // Dots of 8 centred at x 20, 36, 52 and y 13.
      #expect(image[36, 13] == RGBA8(red: 0, green: 0, blue: 0))
      // tertiaryLabel (60, 60, 67, 0.3) over white.
      #expect(image[20, 13] == RGBA8(red: 196, green: 196, blue: 198))
      #expect(image[28, 13] == whitePixel)
    }
  }
}
