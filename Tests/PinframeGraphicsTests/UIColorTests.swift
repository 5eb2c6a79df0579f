import Foundation
import PinframeGraphics
import Testing

extension UIColor {
  /// An app's own colour, declared as iOS apps declare theirs.
  fileprivate class var brand: UIColor {
    UIColor { traits in
      traits.userInterfaceStyle == .dark
        ? UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) : UIColor(white: 0.2, alpha: 1)
    }
  }
}

@Suite("UIColor")
struct UIColorTests {
  private let light = UITraitCollection(userInterfaceStyle: .light)
  private let dark = UITraitCollection(userInterfaceStyle: .dark)

  @Test("a dynamic provider picks the value per appearance; unspecified resolves as light")
  func dynamicProvider() {
    let brand = UIColor.brand
    #expect(brand.resolvedColor(with: dark).cgColor == Color(red: 1, green: 0.5, blue: 0))
    #expect(brand.resolvedColor(with: light).cgColor == Color(white: 0.2))
    #expect(brand.resolvedColor(with: UITraitCollection()).cgColor == Color(white: 0.2))
    #expect(brand.cgColor == Color(white: 0.2))
    let fixed = UIColor(white: 0.5, alpha: 1)
    #expect(fixed.resolvedColor(with: dark) === fixed)
  }

  @Test("a provider may return a dynamic colour; one that never ends resolves to clear")
  func nestedProviders() {
    let nested = UIColor { _ in .systemBlue }
    #expect(nested.resolvedColor(with: dark).cgColor.rgba8 == RGBA8(red: 10, green: 132, blue: 255))
    let twoLevels = UIColor { _ in UIColor { _ in UIColor.brand.withAlphaComponent(1) } }
    #expect(
      twoLevels.resolvedColor(with: dark).cgColor.rgba8 == RGBA8(red: 255, green: 128, blue: 0))
    let box = LoopBox()
    let loop = UIColor { _ in box.color ?? .red }
    box.color = loop
    #expect(loop.resolvedColor(with: dark).cgColor == .clear)
    box.color = nil
  }

  @Test("cgColor and the component getters use UITraitCollection.current")
  func currentTraits() {
    dark.performAsCurrent {
      #expect(UITraitCollection.current == dark)
      #expect(UIColor.systemBlue.cgColor.rgba8 == RGBA8(red: 10, green: 132, blue: 255))
      var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      UIColor.label.getRed(&r, green: &g, blue: &b, alpha: &a)
      #expect([r, g, b, a] == [1, 1, 1, 1])
    }
    #expect(UIColor.systemBlue.cgColor.rgba8 == RGBA8(red: 0, green: 122, blue: 255))
  }

  @Test("Display P3 components are converted to sRGB and clamped to its gamut")
  func displayP3() {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    UIColor(displayP3Red: 0.9, green: 0.4, blue: 0.3, alpha: 0.5)
      .getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(abs(r - 0.970_703_917_372_570_8) < 1e-12)
    #expect(abs(g - 0.358_047_511_232_689_2) < 1e-12)
    #expect(abs(b - 0.258_931_615_087_771_4) < 1e-12)
    #expect(a == 0.5)
    let green = UIColor(displayP3Red: 0, green: 210 / 255, blue: 0, alpha: 1)
    #expect(green.cgColor.rgba8 == RGBA8(red: 0, green: 214, blue: 0))
    #expect(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).cgColor == Color.red)
    let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1).cgColor
    #expect(abs(grey.red - 0.5) < 1e-12 && abs(grey.blue - 0.5) < 1e-12)
  }

  @Test("hue, saturation and brightness round-trip through RGB")
  func hsbRoundTrip() {
    for (hue, saturation, brightness) in [
      (0.6, 0.5, 0.8), (0.0, 1.0, 1.0), (0.95, 0.25, 0.4), (1.0 / 3, 1.0, 0.5),
    ] {
      let color = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 0.7)
      var (h, s, v, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
      #expect(abs(h - hue) < 1e-12 && abs(s - saturation) < 1e-12, "\(hue)")
      #expect(abs(v - brightness) < 1e-12 && a == 0.7, "\(hue)")
    }
    #expect(
      UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1).cgColor.rgba8
        == RGBA8(red: 102, green: 143, blue: 204))
    #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == .red)
    #expect(UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1) == .red)
    var (h, s): (CGFloat, CGFloat) = (9, 9)
    UIColor.gray.getHue(&h, saturation: &s, brightness: nil, alpha: nil)
    #expect(h == 0 && s == 0)
  }

  @Test("getWhite answers for greys only")
  func white() {
    var (w, a): (CGFloat, CGFloat) = (9, 9)
    #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a))
    #expect(w == 0.25 && a == 0.5)
    #expect(!UIColor.red.getWhite(&w, alpha: &a))
    #expect(w == 0.25)
  }

  @Test("withAlphaComponent keeps a dynamic colour dynamic")
  func alphaComponent() {
    let faded = UIColor.systemBlue.withAlphaComponent(0.5)
    #expect(
      faded.resolvedColor(with: dark).cgColor.rgba8
        == RGBA8(red: 10, green: 132, blue: 255, alpha: 128))
    #expect(
      faded.resolvedColor(with: light).cgColor.rgba8
        == RGBA8(red: 0, green: 122, blue: 255, alpha: 128))
    #expect(UIColor.red.withAlphaComponent(0.25) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
  }

  @Test("fixed colours are equal by value, dynamic ones only to themselves")
  func equality() {
    #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIColor(cgColor: .blue) == .blue)
    #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    #expect(UIColor.systemBlue == .systemBlue)
    #expect(UIColor.systemBlue != UIColor.systemBlue.resolvedColor(with: light))
    let provider = UIColor { _ in .red }
    #expect(provider == provider)
    #expect(provider != UIColor { _ in .red })
    #expect(provider != .red)
  }

  @Test("descriptions name the colour space and components, or the kind of dynamic colour")
  func descriptions() {
    #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
    #expect(
      UIColor(white: 0.5, alpha: 0.25).description == "UIExtendedSRGBColorSpace 0.5 0.5 0.5 0.25")
    #expect(UIColor.label.description == "<UIDynamicSystemColor: label>")
    #expect(UIColor.brand.description == "<UIDynamicProviderColor>")
  }

  @Test("components outside 0…1 are kept and clamped when drawn; NaN draws as 0")
  func extendedRange() {
    let color = UIColor(red: 1.2, green: -0.1, blue: .nan, alpha: 1)
    var r: CGFloat = 0
    color.getRed(&r, green: nil, blue: nil, alpha: nil)
    #expect(r == 1.2)
    #expect(color.cgColor.rgba8 == RGBA8(red: 255, green: 0, blue: 0))
  }
}

/// Lets a provider return the colour it belongs to.
private final class LoopBox: @unchecked Sendable {
  var color: UIColor?
}
