import Foundation
import Pinframe
import Testing

private let blue = RGBA8(red: 0, green: 122, blue: 255)

/// A system button titled `title`.
@MainActor
private func systemButton(_ title: String = "Button") -> UIButton {
  let button = UIButton(type: .system)
  button.setTitle(title, for: .normal)
  return button
}

@MainActor
@Suite("UIButton sizing")
struct UIButtonSizingTests {
  // "Button" in the 15 pt system font is 44.62 pt wide; a 15 pt line is 17.900 pt, 18 at
  // every scale; 6 + 6 implicit insets make 30.
  @Test("a title button is its title's size plus 6 above and below, at scales 1, 2 and 3")
  func titleButton() {
    let widths: [(CGFloat, CGFloat)] = [(1, 45), (2, 44.5), (3, 134.0 / 3)]
    for (scale, width) in widths {
      atScale(scale) {
        let button = systemButton()
        #expect(button.titleLabel?.font == .systemFont(ofSize: 15))
        #expect(button.sizeThatFits(.zero) == CGSize(width: width, height: 30), "scale \(scale)")
        #expect(button.intrinsicContentSize == CGSize(width: width, height: 30))
      }
    }
  }

  @Test(
    "any non-zero content inset replaces the implicit 6 + 6; title and image insets do not count")
  func insets() {
    atScale(2) {
      let button = systemButton()
      button.titleEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
      button.imageEdgeInsets = UIEdgeInsets(top: 9, left: 9, bottom: 9, right: 9)
      #expect(button.sizeThatFits(.zero) == CGSize(width: 44.5, height: 30))
      button.contentEdgeInsets = UIEdgeInsets(top: 0.001, left: 0, bottom: 0, right: 0)
      #expect(button.sizeThatFits(.zero) == CGSize(width: 44.5, height: 18.001))
      button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      #expect(button.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 50.5, height: 22))
    }
  }

  @Test("an image sits before the title; the height is the larger plus the implicit insets")
  func imageAndTitle() throws {
    try atScale(2) {
      let button = systemButton()
      let image = try #require(UIImage(systemName: "star"))
      button.setImage(image, for: .normal)
      #expect(button.sizeThatFits(.zero) == CGSize(width: 64.5, height: 30))
      button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
      button.layoutIfNeeded()
      // The 64.5 pt pair is centred in 100: the image at 17.75 and the title at 37.75, each
      // rounded to the pixel grid.
      #expect(button.imageView?.frame == CGRect(x: 18, y: 10, width: 20, height: 20))
      #expect(button.titleLabel?.frame == CGRect(x: 38, y: 11, width: 44.5, height: 18))
      let imageOnly = UIButton(type: .custom)
      imageOnly.setImage(image, for: .normal)
      #expect(imageOnly.sizeThatFits(.zero) == CGSize(width: 20, height: 20))
    }
  }

  @Test("title edge insets move the title without changing the size")
  func titleInsetsMove() {
    atScale(1) {
      let button = systemButton()
      button.frame = CGRect(x: 0, y: 0, width: 85, height: 30)
      button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
      button.layoutIfNeeded()
      #expect(button.titleLabel?.frame == CGRect(x: 28, y: 6, width: 45, height: 18))
      button.contentHorizontalAlignment = .left
      button.titleEdgeInsets = .zero
      button.layoutIfNeeded()
      #expect(button.titleLabel?.frame == CGRect(x: 0, y: 6, width: 45, height: 18))
      button.contentVerticalAlignment = .bottom
      button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 2, right: 0)
      button.layoutIfNeeded()
      #expect(button.titleLabel?.frame == CGRect(x: 0, y: 10, width: 45, height: 18))
    }
  }

  @Test("the symbol types show a 20 pt placeholder; a close button is 30 × 30")
  func types() {
    atScale(3) {
      #expect(UIButton(type: .close).frame.size == CGSize(width: 30, height: 30))
      #expect(UIButton(type: .close).sizeThatFits(.zero) == CGSize(width: 30, height: 30))
      for type in [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd] {
        let button = UIButton(type: type)
        #expect(button.currentImage?.symbolName != nil)
        #expect(button.sizeThatFits(.zero) == CGSize(width: 20, height: 20))
      }
      #expect(UIButton.ButtonType.roundedRect == .system)
      #expect(UIButton(frame: .zero).buttonType == .custom)
      #expect(
        [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close]
          .map { (type: UIButton.ButtonType) in type.rawValue } == Array(0...7))
    }
  }

  @Test("a configuration button is its content plus 7 above and below and 12 at the sides")
  func configurationSize() throws {
    let sizes: [(CGFloat, CGSize)] = [
      (1, CGSize(width: 75, height: 35)), (2, CGSize(width: 74.5, height: 34.5)),
      (3, CGSize(width: 24 + 151.0 / 3, height: 14 + 61.0 / 3)),
    ]
    for (scale, size) in sizes {
      atScale(scale) {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        let button = UIButton(configuration: configuration)
        #expect(button.sizeThatFits(.zero) == size, "scale \(scale)")
      }
    }
    try atScale(2) {
      var configuration = UIButton.Configuration.plain()
      configuration.title = "Button"
      configuration.subtitle = "Sub"
      configuration.titlePadding = 2
      configuration.image = UIImage(systemName: "star")
      configuration.imagePadding = 8
      configuration.contentInsets = NSDirectionalEdgeInsets(
        top: 1, leading: 2, bottom: 3, trailing: 4)
      let button = UIButton(configuration: configuration)
      // Body "Button" 50.5 × 20.5, subheadline "Sub" 18.0 pt line: 20 + 8 + 50.5 + 6 wide,
      // 20.5 + 2 + 18 + 4 tall.
      #expect(button.sizeThatFits(.zero) == CGSize(width: 84.5, height: 44.5))
      configuration.imagePlacement = .top
      configuration.setDefaultContentInsets()
      button.configuration = configuration
      #expect(button.sizeThatFits(.zero) == CGSize(width: 74.5, height: 82.5))
    }
  }
}

@MainActor
@Suite("UIButton states")
struct UIButtonStateTests {
  @Test("values set for .normal stand in for every state without its own")
  func fallbacks() throws {
    let button = UIButton(type: .custom)
    button.setTitle("Normal", for: .normal)
    button.setTitle("Pressed", for: .highlighted)
    #expect(button.title(for: .selected) == "Normal")
    #expect(button.title(for: [.selected, .highlighted]) == "Normal")
    #expect(button.currentTitle == "Normal")
    button.isHighlighted = true
    #expect(button.currentTitle == "Pressed")
    #expect(button.titleLabel?.text == "Pressed")
    button.isHighlighted = false
    button.isSelected = true
    #expect(button.titleLabel?.text == "Normal")
    let image = try #require(UIImage(systemName: "star"))
    button.setImage(image, for: .normal)
    #expect(button.image(for: .disabled) === image)
    button.setTitle(nil, for: .normal)
    #expect(button.title(for: .selected) == nil)
    #expect(button.titleLabel?.text == nil)
  }

  @Test(
    "title colours: custom white, system tint, disabled and selected system defaults win over .normal"
  )
  func titleColors() {
    let custom = UIButton(type: .custom)
    #expect(custom.titleColor(for: .normal) == nil)
    #expect(custom.currentTitleColor == .white)
    let system = UIButton(type: .system)
    #expect(system.titleColor(for: .normal) == .systemBlue)
    system.setTitleColor(.systemRed, for: .normal)
    #expect(system.titleColor(for: .highlighted) == .systemRed)
    #expect(system.titleColor(for: .disabled) == .tertiaryLabel)
    #expect(system.titleColor(for: .selected) == .systemBackground)
    system.setTitleColor(.systemGreen, for: .disabled)
    #expect(system.titleColor(for: .disabled) == .systemGreen)
  }

  @Test("a highlighted system button fades its title to 20 %, unless a highlighted colour is set")
  func highlightFade() throws {
    let button = systemButton()
    button.isHighlighted = true
    let faded = try #require(button.titleLabel?.textColor)
    #expect(faded.resolvedColor(with: button.traitCollection).cgColor.rgba8.alpha == 51)
    button.setTitleColor(.systemRed, for: .highlighted)
    #expect(button.titleLabel?.textColor == .systemRed)
  }

  @Test("the tint colour reaches a system button's title")
  func tint() {
    let button = systemButton()
    button.tintColor = .systemOrange
    #expect(button.titleLabel?.textColor == .systemOrange)
  }
}

@MainActor
@Suite("UIButton drawing")
struct UIButtonDrawingTests {
  @Test("a filled configuration is a tint rounded rectangle behind a white title, at scale 2")
  func filledPixels() throws {
    let image = try atScale(2) { () throws -> Bitmap in
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Button"
      let button = UIButton(configuration: configuration)
      button.frame.size = button.sizeThatFits(.zero)
      button.layoutIfNeeded()
      #expect(button.titleLabel?.frame == CGRect(x: 12, y: 7, width: 50.5, height: 20.5))
      return try renderOnWhite(button, scale: 2)
    }
    #expect(image.width == 149 && image.height == 69)
    #expect(image[0, 0] == whitePixel)
    #expect(image[148, 68] == whitePixel)
    #expect(image[0, 34] == blue)
    #expect(image[148, 34] == blue)
    #expect(image[74, 2] == blue)
    // The title's silhouettes are white, inside the title's frame (x 24 to 125).
    let white = spans(image, row: 34) { $0 == whitePixel }
    #expect(white.first.map { $0.lowerBound >= 24 } == true)
    #expect(white.last.map { $0.upperBound <= 125 } == true)
  }

  @Test("a selected system button is filled with its tint; a disabled one draws no fill")
  func selectedPixels() throws {
    try atScale(1) {
      let button = systemButton()
      button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
      button.isSelected = true
      let image = try renderOnWhite(button, scale: 1)
      #expect(image[3, 15] == blue)
      #expect(image[0, 0] == whitePixel)
      #expect(button.titleLabel?.textColor == .systemBackground)
      button.isSelected = false
      let plain = try renderOnWhite(button, scale: 1)
      #expect(plain[3, 15] == whitePixel)
    }
  }

  @Test("a background image fills the bounds for the state that has one")
  func backgroundImage() throws {
    try atScale(1) {
      let red = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
      }
      let button = UIButton(type: .custom)
      button.setBackgroundImage(red, for: .normal)
      button.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
      let image = try renderOnWhite(button, scale: 1)
      #expect(image[0, 0] == RGBA8(red: 255, green: 0, blue: 0))
      #expect(image[19, 9] == RGBA8(red: 255, green: 0, blue: 0))
      #expect(button.currentBackgroundImage === red)
    }
  }

  @Test("a close button is a grey circle with a cross")
  func closePixels() throws {
    let image = try atScale(2) { try renderOnWhite(UIButton(type: .close), scale: 2) }
    #expect(image.width == 60)
    #expect(image[0, 0] == whitePixel)
    // tertiarySystemFill (118, 118, 128, 0.12) over white, left of the cross.
    #expect(image[8, 30] == RGBA8(red: 238, green: 238, blue: 240))
    // The cross is opaque systemGray, also where its bars cross.
    #expect(image[30, 30] == RGBA8(red: 142, green: 142, blue: 147))
    #expect(image[24, 24] == RGBA8(red: 142, green: 142, blue: 147))
  }
}
