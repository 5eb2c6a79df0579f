import Foundation

/// The attributes that describe a font, as UIKit's `UIFontDescriptor`: enough to add or remove
/// bold, italic and monospace and to make a font back from it.
public final class UIFontDescriptor: Hashable, Sendable {
  /// Stylistic traits, as `UIFontDescriptor.SymbolicTraits`, with UIKit's raw values.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32

    /// Creates traits from their bits.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// Italic: bit 0.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold: bit 1.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Expanded: bit 5 (no shipped face has it).
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Condensed: bit 6 (no shipped face has it).
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Monospaced: bit 10.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)

    /// The traits PinframeText can give a font.
    static let supported: SymbolicTraits = [.traitItalic, .traitBold, .traitMonoSpace]
  }

  /// The font this descriptor describes.
  let font: UIFont

  /// The descriptor of `font`.
  init(font: UIFont) {
    self.font = font
  }

  /// The size in points.
  public var pointSize: CGFloat { font.pointSize }
  /// The font's name.
  public var postscriptName: String { font.fontName }

  /// Bold from semibold up, italic, monospaced.
  public var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if font.weight.index >= UIFont.Weight.semibold.index { traits.insert(.traitBold) }
    if font.isItalic { traits.insert(.traitItalic) }
    if font.design == .monospaced { traits.insert(.traitMonoSpace) }
    return traits
  }

  /// A descriptor with exactly `traits`, or `nil` when they include expanded, condensed or another
  /// trait no shipped face has.
  ///
  /// Adding bold gives the bold weight; removing it, regular.
  public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
    guard traits.isSubset(of: SymbolicTraits.supported) else { return nil }
    let isBold = symbolicTraits.contains(.traitBold)
    let weight: UIFont.Weight =
      traits.contains(.traitBold)
      ? (isBold ? font.weight : .bold) : (isBold ? .regular : font.weight)
    let design: FontDesign =
      traits.contains(.traitMonoSpace)
      ? .monospaced : (font.design == .monospaced ? .proportional : font.design)
    let described = UIFont(
      size: font.pointSize, weight: weight, isItalic: traits.contains(.traitItalic),
      design: design, textStyle: font.textStyle)
    return UIFontDescriptor(font: described)
  }

  /// The same descriptor at another size.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(font: font.withSize(newPointSize))
  }

  /// Whether the two describe equal fonts.
  public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
    lhs.font == rhs.font
  }

  /// Hashes the described font.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(font)
  }
}

extension UIFont {
  /// The font's descriptor.
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  /// The font a descriptor describes, at `pointSize` (the descriptor's size when 0).
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let font = descriptor.font
    self.init(
      size: pointSize == 0 ? font.pointSize : pointSize, weight: font.weight,
      isItalic: font.isItalic, design: font.design,
      name: font.familyName == "Inter" ? font.fontName : nil, textStyle: font.textStyle)
  }
}
