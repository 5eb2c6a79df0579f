import Foundation
import PinframeGraphics
import Testing

@testable import PinframeText

@Suite("Font shorthand")
struct FontShorthandTests {
  /// The reason a shorthand is refused, or `nil` when it names a font.
  private func reason(_ shorthand: String) -> String? {
    guard case .failure(let error) = UIFont.font(shorthand: shorthand) else { return nil }
    #expect(error.shorthand == shorthand)
    return error.reason
  }

  @Test(
    "fonts write a shorthand that reads back as the same font",
    arguments: [
      (UIFont.systemFont(ofSize: 17), "system 17"),
      (UIFont.boldSystemFont(ofSize: 20), "bold 20"),
      (UIFont.systemFont(ofSize: 9, weight: .ultraLight), "ultraLight 9"),
      (UIFont.systemFont(ofSize: 15, weight: .black), "black 15"),
      (UIFont.italicSystemFont(ofSize: 17), "italic 17"),
      (UIFont.systemFont(ofSize: 17.5), "system 17.5"),
      (UIFont.systemFont(ofSize: 0), "system 0"),
      (UIFont.monospacedSystemFont(ofSize: 13, weight: .regular), "monospaced 13"),
      (UIFont.monospacedSystemFont(ofSize: 13, weight: .medium), "monospaced medium 13"),
      (UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular), "monospacedDigits 15"),
      (UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .heavy), "monospacedDigits heavy 15"),
      (UIFont.preferredFont(forTextStyle: .body), "body 17"),
      (UIFont.preferredFont(forTextStyle: .headline), "headline 17"),
      (UIFont.preferredFont(forTextStyle: .largeTitle).withSize(40), "largeTitle 40"),
      (UIFont.preferredFont(forTextStyle: .caption2), "caption2 11"),
      (UIFont(name: "Inter-Bold", size: 15)!, "Inter-Bold 15"),
      (UIFont(name: "Inter-SemiBoldItalic", size: 12)!, "Inter-SemiBoldItalic 12"),
    ])
  func roundTrip(font: UIFont, shorthand: String) throws {
    #expect(font.shorthand == shorthand)
    #expect(try UIFont.font(shorthand: shorthand).get() == font)
  }

  @Test("weights, italic and designs combine in any order before the size")
  func combinations() throws {
    let font = try UIFont.font(shorthand: "italic semibold 15").get()
    #expect(font.weight == .semibold)
    #expect(font.isItalic)
    #expect(font.shorthand == "semibold italic 15")
    let mono = try UIFont.font(shorthand: "bold monospaced italic 13").get()
    #expect(mono.shorthand == "monospaced bold italic 13")
    #expect(try UIFont.font(shorthand: "regular 17").get() == .systemFont(ofSize: 17))
    #expect(try UIFont.font(shorthand: "system 17").get() == .systemFont(ofSize: 17))
    #expect(try UIFont.font(shorthand: "  bold   20 ").get() == .boldSystemFont(ofSize: 20))
  }

  @Test("a text style alone takes the current content size category's size")
  func textStyleWithoutSize() throws {
    #expect(try UIFont.font(shorthand: "body").get() == .preferredFont(forTextStyle: .body))
    let headline = try UIFont.font(shorthand: "headline").get()
    #expect(headline.pointSize == 17)
    #expect(headline.weight == .semibold)
    #expect(headline.textStyle == .headline)
    let title = try UIFont.font(shorthand: "title1 30").get()
    #expect(title.pointSize == 30)
    #expect(title.textStyle == .title1)
  }

  @Test("a text style font made bold, italic or lighter is written by its weight and slant")
  func changedTextStyleFonts() throws {
    let body = UIFont.preferredFont(forTextStyle: .body).fontDescriptor
    let bold = try #require(body.withSymbolicTraits(.traitBold))
    #expect(UIFont(descriptor: bold, size: 0).shorthand == "bold 17")
    let italic = try #require(body.withSymbolicTraits(.traitItalic))
    #expect(UIFont(descriptor: italic, size: 20).shorthand == "italic 20")
    let headline = UIFont.preferredFont(forTextStyle: .headline).fontDescriptor
    let regular = try #require(headline.withSymbolicTraits([]))
    #expect(UIFont(descriptor: regular, size: 0).shorthand == "system 17")
  }

  @Test("face names: Inter's PostScript names and the system font's names")
  func faceNames() throws {
    let inter = try UIFont.font(shorthand: "Inter-Black 15").get()
    #expect(inter.fontName == "Inter-Black")
    #expect(inter.weight == .black)
    let system = try UIFont.font(shorthand: ".SFUI-Semibold 15").get()
    #expect(system == .systemFont(ofSize: 15, weight: .semibold))
    #expect(system.shorthand == "semibold 15")
    let mono = try UIFont.font(shorthand: ".SFUIMono-Bold 11").get()
    #expect(mono == .monospacedSystemFont(ofSize: 11, weight: .bold))
  }

  @Test("every refusal names its reason")
  func reasons() {
    #expect(reason("") == "it is empty")
    #expect(reason("   ") == "it is empty")
    #expect(reason("body 17 bold") == "a text style takes at most a size")
    #expect(reason("bold") == "the size is missing")
    #expect(reason("17") == "the size is missing")
    #expect(reason("bold big") == "'big' is not a size in points")
    #expect(reason("body big") == "'big' is not a size in points")
    #expect(reason("system -3") == "'-3' is not a size in points")
    #expect(reason("system nan") == "'nan' is not a size in points")
    #expect(reason("system inf") == "'inf' is not a size in points")
    #expect(reason("Inter-Fancy 15") == "there is no face 'Inter-Fancy'")
    #expect(reason("fancy 17") == "'fancy' is not a weight, style or face")
    #expect(reason("Bold 17") == "'Bold' is not a weight, style or face")
    #expect(reason("system 1e308") == "the size 1e308 is over the largest size, 1000 points")
    #expect(reason("body 1001") == "the size 1001 is over the largest size, 1000 points")
    #expect(
      reason("system\u{A0}17")
        == "it holds U+00A0 (no-break space); separate its words with plain spaces")
    #expect(
      reason("bold\t17")
        == "it holds U+0009; separate its words with plain spaces")
    #expect(reason("system 1000") == nil)
  }

  @Test("the error's description says what to write instead")
  func errorDescription() throws {
    guard case .failure(let error) = UIFont.font(shorthand: "bold") else {
      Issue.record("'bold' was accepted")
      return
    }
    #expect(
      error.description
        == "font 'bold': the size is missing; write a size after a weight ('system 17',"
        + " 'bold 20', 'semibold italic 15', 'monospaced 13'), a text style ('body',"
        + " 'headline 20') or a face name and size ('Inter-Bold 15')")
  }
}
