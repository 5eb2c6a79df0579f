/// A hex colour string that cannot be read.
public struct ColorParseError: Error, Hashable, CustomStringConvertible {
  /// The text that was given.
  public var text: String

  /// Creates the error for `text`.
  public init(text: String) {
    self.text = text
  }

  /// What went wrong and which forms are accepted.
  public var description: String {
    "invalid colour \"\(text)\": expected #RGB, #RRGGBB or #RRGGBBAA with hex digits 0-9, a-f"
  }
}

extension Color {
  /// Creates a colour from a CSS-style hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
  ///
  /// - Throws: ``ColorParseError`` when the text has another length or a non-hex digit.
  public init(hex text: String) throws(ColorParseError) {
    guard text.first == "#" else { throw ColorParseError(text: text) }
    let digits = text.dropFirst().map { $0.hexDigitValue }
    guard !digits.contains(nil) else { throw ColorParseError(text: text) }
    let values = digits.compactMap { $0 }.map(UInt8.init)
    switch values.count {
    case 3:
      self.init(
        red255: values[0] * 17, green255: values[1] * 17, blue255: values[2] * 17)
    case 6, 8:
      let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
      self.init(
        red255: bytes[0], green255: bytes[1], blue255: bytes[2],
        alpha255: bytes.count == 4 ? bytes[3] : 255)
    default:
      throw ColorParseError(text: text)
    }
  }

  /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
  public var hexString: String {
    let c = rgba8
    let parts = c.alpha == 255 ? [c.red, c.green, c.blue] : [c.red, c.green, c.blue, c.alpha]
    return "#"
      + parts.map { byte in
        let hex = String(byte, radix: 16, uppercase: true)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
  }
}

extension Color: CustomStringConvertible {
  /// The colour's hex string, such as `#FF0000`.
  public var description: String { hexString }
}
