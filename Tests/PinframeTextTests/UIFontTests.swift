import Foundation
import PinframeGraphics
import PinframeText
import Testing

@Suite("UIFont")
struct UIFontTests {
  @Test("vertical metrics are SF Pro's at 12, 13 and 17 pt")
  func metrics() {
    let twelve = UIFont.systemFont(ofSize: 12)
    #expect(twelve.ascender == 11.42578125)
    #expect(twelve.descender == -2.89453125)
    #expect(twelve.capHeight == 8.455078125)
    #expect(twelve.xHeight == 6.31640625)
    #expect(twelve.lineHeight == 14.3203125)
    let thirteen = UIFont.systemFont(ofSize: 13)
    #expect(thirteen.ascender == 12.3779296875)
    #expect(thirteen.descender == -3.1357421875)
    #expect(thirteen.capHeight == 9.15966796875)
    #expect(thirteen.xHeight == 6.8427734375)
    #expect(thirteen.lineHeight == 15.513671875)
    let body = UIFont.systemFont(ofSize: 17)
    #expect(body.ascender == 16.1865234375)
    #expect(body.descender == -4.1005859375)
    #expect(body.capHeight == 11.97802734375)
    #expect(body.xHeight == 8.9482421875)
    #expect(body.lineHeight == 20.287109375)
    #expect(body.leading == 0)
    #expect(UIFont.boldSystemFont(ofSize: 17).xHeight == 9.13916015625)
    #expect(UIFont.boldSystemFont(ofSize: 17).lineHeight == 20.287109375)
  }

  @Test("class size constants")
  func sizeConstants() {
    #expect(UIFont.labelFontSize == 17)
    #expect(UIFont.buttonFontSize == 18)
    #expect(UIFont.systemFontSize == 14)
    #expect(UIFont.smallSystemFontSize == 12)
  }

  @Test("weights keep UIKit's raw values and names")
  func weights() {
    #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
    #expect(UIFont.Weight.medium.rawValue == 0.23)
    #expect(UIFont.Weight.black.rawValue == 0.62)
    #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Semibold")
    #expect(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(0.35)).fontName == ".SFUI-Semibold")
    #expect(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(.nan)).fontName == ".SFUI-Regular")
    #expect(UIFont.italicSystemFont(ofSize: 17).fontName == ".SFUI-RegularItalic")
    #expect(UIFont.systemFont(ofSize: 17).familyName == ".AppleSystemUIFont")
    let mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .bold)
    #expect(mono.fontName == ".SFUIMono-Bold")
    #expect(mono.familyName == ".AppleSystemUIFontMonospaced")
  }

  @Test("Dynamic Type: every style at every category", arguments: UIFont.TextStyle.allStyles)
  func dynamicType(style: UIFont.TextStyle) {
    let expected: [UIFont.TextStyle: [CGFloat]] = [
      .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
    let categories = UIContentSizeCategory.allCases.filter { $0 != .unspecified }
    let sizes = categories.map {
      UIFont.preferredFont(
        forTextStyle: style,
        compatibleWith: UITraitCollection(preferredContentSizeCategory: $0)
      ).pointSize
    }
    #expect(sizes == expected[style])
    #expect(UIFont.preferredFont(forTextStyle: style).pointSize == expected[style]?[3])
  }

  @Test("headline is semibold, body regular; the title1 heights match SST's at 3x")
  func textStyleFonts() {
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .body).weight == .regular)
    let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    let title = UIFont.preferredFont(forTextStyle: .title1, compatibleWith: small)
    #expect((title.lineHeight * 3).rounded(.up) / 3 == 30)
  }

  @Test("UIFontMetrics scales by the style's ratio to large")
  func fontMetrics() {
    let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let metrics = UIFontMetrics(forTextStyle: .body)
    #expect(metrics.scaledValue(for: 34, compatibleWith: xxxl) == CGFloat(46))
    #expect(metrics.scaledValue(for: 10) == 10)
    let scaled = UIFontMetrics(forTextStyle: .title1).scaledFont(
      for: .boldSystemFont(ofSize: 14), compatibleWith: xxxl)
    #expect(scaled.pointSize == 17)
    #expect(scaled.weight == .bold)
  }

  @Test("UIFont(name:size:) knows the shipped faces and warns about other names")
  func named() {
    let inter = UIFont(name: "Inter-SemiBoldItalic", size: 20)!
    #expect(inter.fontName == "Inter-SemiBoldItalic")
    #expect(inter.familyName == "Inter")
    #expect(inter.weight == .semibold)
    #expect(inter.isItalic)
    #expect(UIFont(name: ".SFUI-Bold", size: 12) == .boldSystemFont(ofSize: 12))
    let (font, warning) = UIFont.font(named: "Helvetica", size: 15)
    #expect(font == .systemFont(ofSize: 15))
    #expect(
      warning?.message
        == "UIFont(name: \"Helvetica\", size: 15.0): no such font; using the system font"
        + " of that size")
    #expect(UIFont.font(named: "Inter-Black", size: 15).warning == nil)
    #expect(UIFont(name: "Helvetica", size: 15) == .systemFont(ofSize: 15))
  }

  @Test("withSize, descriptors and equality")
  func descriptors() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.withSize(12) == .systemFont(ofSize: 12))
    let boldDescriptor = font.fontDescriptor.withSymbolicTraits(.traitBold)
    #expect(boldDescriptor.map { UIFont(descriptor: $0, size: 0) } == .boldSystemFont(ofSize: 17))
    let italic = font.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])
    #expect(italic.map { UIFont(descriptor: $0, size: 20).fontName } == ".SFUI-BoldItalic")
    #expect(font.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
    #expect(UIFont.boldSystemFont(ofSize: 9).fontDescriptor.symbolicTraits == .traitBold)
    #expect(Set([font, .systemFont(ofSize: 17), .boldSystemFont(ofSize: 17)]).count == 2)
    #expect(
      font.description
        == "font-family: \".SFUI-Regular\"; font-weight: normal; font-style: normal;"
        + " font-size: 17.00pt")
  }

  @Test("sizes that are 0, negative or not a number give a font of size 0")
  func badSizes() {
    for size in [0, -3, CGFloat.nan, .infinity] {
      let font = UIFont.systemFont(ofSize: size)
      #expect(font.pointSize == 0)
      #expect(font.lineHeight == 0)
      #expect(font.ascender == 0)
    }
  }
}
