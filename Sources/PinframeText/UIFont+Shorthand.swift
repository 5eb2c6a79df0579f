import Foundation

extension UIFont {
  /// The text styles by the names the shorthand uses.
  private static let styleNames: [(name: String, style: TextStyle)] = [
    ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
    ("headline", .headline), ("subheadline", .subheadline), ("body", .body),
    ("callout", .callout), ("footnote", .footnote), ("caption1", .caption1),
    ("caption2", .caption2),
  ]

  /// The font in a few words, as layout specs write fonts (and ``font(shorthand:)`` reads
  /// them): `system 17`, `bold 20`, `semibold italic 15`, `italic 17`, `monospaced 13`,
  /// `monospaced medium 13`, `monospacedDigits 15`, `body 17` (a text style at a size, in the
  /// style's own weight and upright), `Inter-Bold 15` (a face by name).
  public var shorthand: String {
    let size = Self.formatted(pointSize)
    if let textStyle, weight.index == textStyle.weight.index, !isItalic, design == .proportional,
      let name = Self.styleNames.first(where: { $0.style == textStyle })?.name
    {
      return "\(name) \(size)"
    }
    if familyName == "Inter" { return "\(fontName) \(size)" }
    var words: [String] = []
    switch design {
    case .proportional: break
    case .monospaced: words.append("monospaced")
    case .monospacedDigits: words.append("monospacedDigits")
    }
    if weight.index != Weight.regular.index { words.append(weight.name) }
    if isItalic { words.append("italic") }
    if words.isEmpty { words.append("system") }
    return (words + [size]).joined(separator: " ")
  }

  /// The font that a ``shorthand`` names, or `nil` with the reason.
  ///
  /// The words, separated by spaces: a text style alone (`body`, at the content size
  /// category's size) or with a size; a face name with a size (`Inter-Bold 15`,
  /// `.SFUI-Semibold 15`); or any of `monospaced`/`monospacedDigits`, a weight (`ultraLight`,
  /// `thin`, `light`, `regular` or `system`, `medium`, `semibold`, `bold`, `heavy`, `black`)
  /// and `italic`, then a size in points, from 0 to 1000 (``shorthandSizes``). Words are
  /// separated by plain spaces; another space character (a non-breaking space) is an error that
  /// names it.
  public static func font(shorthand: String) -> Result<UIFont, ShorthandError> {
    if let odd = shorthand.unicodeScalars.first(where: {
      $0 != " " && ($0.properties.isWhitespace || $0.properties.generalCategory == .control)
    }) {
      let code = "U+" + String(odd.value, radix: 16, uppercase: true).leftPadded(to: 4)
      let name = odd.properties.name.map { " (\($0.lowercased()))" } ?? ""
      return .failure(
        ShorthandError(shorthand, "it holds \(code)\(name); separate its words with plain spaces"))
    }
    let words = shorthand.split(separator: " ").map(String.init)
    guard let first = words.first else { return .failure(ShorthandError(shorthand, "it is empty")) }
    if let style = styleNames.first(where: { $0.name == first })?.style {
      guard words.count <= 2 else {
        return .failure(ShorthandError(shorthand, "a text style takes at most a size"))
      }
      let font = preferredFont(forTextStyle: style)
      guard words.count == 2 else { return .success(font) }
      return size(words[1], in: shorthand).map { font.withSize($0) }
    }
    guard words.count >= 2 else {
      return .failure(ShorthandError(shorthand, "the size is missing"))
    }
    return size(words[words.count - 1], in: shorthand).flatMap { size in
      font(words: words.dropLast(), size: size, shorthand: shorthand)
    }
  }

  /// The font of the words before the size.
  private static func font(words: ArraySlice<String>, size: CGFloat, shorthand: String)
    -> Result<UIFont, ShorthandError>
  {
    if words.count == 1, let word = words.first, word.contains("-") {
      let (font, warning) = UIFont.font(named: word, size: size)
      if warning != nil { return .failure(ShorthandError(shorthand, "there is no face '\(word)'")) }
      return .success(font)
    }
    var design = FontDesign.proportional
    var weight = Weight.regular
    var italic = false
    for word in words {
      switch word {
      case "monospaced": design = .monospaced
      case "monospacedDigits": design = .monospacedDigits
      case "italic": italic = true
      case "system": weight = .regular
      default:
        guard let index = Weight.names.firstIndex(of: word) else {
          return .failure(ShorthandError(shorthand, "'\(word)' is not a weight, style or face"))
        }
        weight = Weight.all[index]
      }
    }
    return .success(UIFont(size: size, weight: weight, isItalic: italic, design: design))
  }

  /// The sizes a shorthand may give, in points.
  public static let shorthandSizes: ClosedRange<CGFloat> = 0...1_000

  /// A size word, checked.
  private static func size(_ word: String, in shorthand: String) -> Result<CGFloat, ShorthandError>
  {
    guard let value = Double(word), value.isFinite, value >= 0 else {
      return .failure(ShorthandError(shorthand, "'\(word)' is not a size in points"))
    }
    guard shorthandSizes.contains(CGFloat(value)) else {
      return .failure(
        ShorthandError(shorthand, "the size \(word) is over the largest size, 1000 points"))
    }
    return .success(CGFloat(value))
  }

  /// A size without a trailing `.0`.
  private static func formatted(_ size: CGFloat) -> String {
    size == size.rounded() && abs(size) < 1e9 ? String(Int(size)) : "\(Double(size))"
  }

  /// Why a font shorthand could not be read.
  public struct ShorthandError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The shorthand that was read.
    public let shorthand: String
    /// What is wrong with it.
    public let reason: String

    init(_ shorthand: String, _ reason: String) {
      self.shorthand = shorthand
      self.reason = reason
    }

    /// The reason and what to write instead.
    public var description: String {
      "font '\(shorthand)': \(reason); write a size after a weight ('system 17', 'bold 20',"
        + " 'semibold italic 15', 'monospaced 13'), a text style ('body', 'headline 20') or a"
        + " face name and size ('Inter-Bold 15')"
    }
  }
}

extension String {
  /// The string with zeros before it, to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
