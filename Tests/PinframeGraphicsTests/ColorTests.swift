import PinframeGraphics
import Testing

@Suite("Color")
struct ColorTests {
  @Test("hex #RGB, #RRGGBB and #RRGGBBAA give the exact 8-bit components")
  func hexForms() throws {
    #expect(try Color(hex: "#F80").rgba8 == RGBA8(red: 255, green: 136, blue: 0, alpha: 255))
    #expect(try Color(hex: "#0A7BFF").rgba8 == RGBA8(red: 10, green: 123, blue: 255, alpha: 255))
    #expect(try Color(hex: "#ff000080").rgba8 == RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
  }

  @Test(
    "invalid hex strings are refused with the accepted forms in the message",
    arguments: [
      "F80", "#12345", "#GG0000", "", "#", "#123456789",
    ])
  func invalidHex(text: String) {
    #expect(throws: ColorParseError(text: text)) { try Color(hex: text) }
    #expect(
      ColorParseError(text: text).description
        == "invalid colour \"\(text)\": expected #RGB, #RRGGBB or #RRGGBBAA with hex digits 0-9, a-f"
    )
  }

  @Test("components quantize as round(c × 255), ties away from zero, clamped, NaN as 0")
  func quantizing() {
    #expect(
      Color(red: 0.5, green: 1.2, blue: -0.1, alpha: .nan).rgba8
        == RGBA8(red: 128, green: 255, blue: 0, alpha: 0))
    #expect(Color(white: 2.0 / 3).rgba8 == RGBA8(red: 170, green: 170, blue: 170))
  }

  @Test("0–255 initializer and hex string round-trip")
  func bytesAndHexString() {
    let color = Color(red255: 0, green255: 122, blue255: 255)
    #expect(color == .systemBlue)
    #expect(color.hexString == "#007AFF")
    #expect(color.withAlphaComponent(0.5).hexString == "#007AFF80")
  }

  @Test("named colours follow UIKit's component values")
  func named() {
    #expect(Color.lightGray.rgba8 == RGBA8(red: 170, green: 170, blue: 170))
    #expect(Color.orange.rgba8 == RGBA8(red: 255, green: 128, blue: 0))
    #expect(Color.clear.isInvisible)
    #expect(Color.named["systemGray6"] == Color(red255: 242, green255: 242, blue255: 247))
  }
}
