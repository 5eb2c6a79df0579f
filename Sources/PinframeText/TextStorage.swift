import Foundation

/// Text ready for layout: every Unicode scalar measured (``TextGlyph``), and the attributes of
/// each run.
///
/// Widths follow ``GlyphAdvance``'s rules: the table's advances for the run's font, its
/// kerning between neighbours of one run, and the run's `kern` after every visible scalar.
/// Building it is linear in the text's length.
package struct TextStorage: Sendable {
  /// The measured scalars, in text order.
  package private(set) var glyphs: [TextGlyph] = []
  /// The attributes of each run; glyphs refer to them by index.
  package private(set) var runs: [TextAttributes] = []

  /// Creates empty storage.
  package init() {}

  /// `text` in one run of `attributes`.
  package init(_ text: String, attributes: TextAttributes) {
    append(text, attributes: attributes)
  }

  /// The runs of `attributedString`, each attribute missing from a run taken from `defaults`.
  ///
  /// Attribute ranges are UTF-16 ranges: a run boundary inside a surrogate pair, or an unpaired
  /// surrogate, gives U+FFFD, as Foundation's conversion to `String` does.
  package init(_ attributedString: NSAttributedString, defaults: TextAttributes) {
    let string = attributedString.string as NSString
    let whole = NSRange(location: 0, length: attributedString.length)
    var pieces: [(String, TextAttributes)] = []
    attributedString.enumerateAttributes(in: whole, options: []) { dictionary, range, _ in
      pieces.append((string.substring(with: range), TextAttributes(dictionary, defaults: defaults)))
    }
    for (text, attributes) in pieces { append(text, attributes: attributes) }
  }

  /// Whether there is no text.
  package var isEmpty: Bool { glyphs.isEmpty }

  /// Appends `text` measured with `attributes`, as a new run (or the last run when its
  /// attributes are equal).
  package mutating func append(_ text: String, attributes: TextAttributes) {
    guard !text.isEmpty else { return }
    let run: Int
    if let last = runs.last, last == attributes {
      run = runs.count - 1
    } else {
      runs.append(attributes)
      run = runs.count - 1
    }
    let start = glyphs.count
    glyphs.reserveCapacity(start + text.utf8.count)
    let measure = GlyphMeasure(attributes.font, kern: attributes.kern)
    var previous: Unicode.Scalar?
    var sequence = EmojiSequence()
    for scalar in text.unicodeScalars {
      if let previous, glyphs.count > start {
        glyphs[glyphs.count - 1].kerning = measure.kerning(previous, scalar)
      }
      var glyph = TextGlyph(
        scalar: scalar, run: Int32(run), kind: TextGlyph.kind(of: scalar),
        advance: measure.advance(of: scalar), kerning: 0)
      if sequence.joins(scalar) {
        glyph.kind.formUnion([.joined, .noBreakBefore])
        glyph.advance = 0
      }
      glyphs.append(glyph)
      previous = scalar
    }
  }

  /// Appends a "…" in the font of `run` and returns its index.
  package mutating func appendEllipsis(run: Int32) -> Int {
    let attributes = runs[Int(run)]
    let measure = GlyphMeasure(attributes.font, kern: attributes.kern)
    glyphs.append(
      TextGlyph(
        scalar: "\u{2026}", run: run, kind: .ellipsis, advance: measure.advance(of: "\u{2026}"),
        kerning: 0))
    return glyphs.count - 1
  }
}

/// Measures scalars in one font: advances and kerning in points.
struct GlyphMeasure {
  private let size: Double
  private let kern: Double
  private let face: FontFace
  private let design: FontDesign
  private let cache: FaceMetricsCache

  init(_ font: UIFont, kern: CGFloat) {
    size = Double(font.pointSize)
    self.kern = Double(kern)
    face = font.face
    design = font.design
    cache = FaceMetricsCache.of(font.face)
  }

  /// The advance of `scalar` in points, the kern included for visible scalars.
  func advance(of scalar: Unicode.Scalar) -> Double {
    let value = scalar.value
    if design == .proportional, value &- FaceMetricsCache.first < FaceMetricsCache.count {
      return cache.advances[Int(value &- FaceMetricsCache.first)] * size + kern
    }
    let ems = GlyphAdvance.ems(of: scalar, in: face, design: design)
    return ems == 0 ? 0 : ems * size + kern
  }

  /// The kerning between two neighbours in points.
  func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
    let count = UInt32(FaceMetricsCache.count)
    let l = left.value &- FaceMetricsCache.first
    let r = right.value &- FaceMetricsCache.first
    guard l < count, r < count else { return 0 }
    switch design {
    case .proportional:
      return cache.kerning[Int(l * count + r)] * size
    case .monospaced, .monospacedDigits:
      return GlyphAdvance.kerningEms(left, right, in: face, design: design) * size
    }
  }
}

extension TextStorage {
  /// The same text with every run's font scaled by `factor`, measured again (the kern is
  /// kept), as a label shrinking its text to fit.
  package func scalingFonts(by factor: CGFloat) -> TextStorage {
    var scaled = TextStorage()
    var start = 0
    while start < glyphs.count {
      let run = glyphs[start].run
      var end = start
      var text = String.UnicodeScalarView()
      while end < glyphs.count, glyphs[end].run == run, !glyphs[end].kind.contains(.ellipsis) {
        text.append(glyphs[end].scalar)
        end += 1
      }
      var attributes = runs[Int(run)]
      attributes.font = attributes.font.withSize(attributes.font.pointSize * factor)
      scaled.append(String(text), attributes: attributes)
      start = max(end, start + 1)
    }
    return scaled
  }
}

/// Which scalars of a text draw as part of the emoji before them, as one glyph on iOS: an emoji
/// after U+200D that follows an emoji (👩‍💻), a skin-tone modifier after an emoji (👋🏽), and the
/// second regional indicator of a pair (🇫🇷).
struct EmojiSequence {
  private var lastWasEmoji = false
  private var afterJoiner = false
  private var pendingIndicator = false

  /// Whether `scalar`, the next of the text, joins the glyph before it.
  mutating func joins(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    let isIndicator = (0x1F1E6...0x1F1FF).contains(value)
    let isModifier = (0x1F3FB...0x1F3FF).contains(value)
    let isEmoji = value >= 0x2000 && scalar.properties.isEmoji && !isModifier
    defer {
      if value == 0x200D {
        afterJoiner = lastWasEmoji
      } else if !GlyphAdvance.isZeroWidth(scalar) {
        afterJoiner = false
        lastWasEmoji = isEmoji || isModifier
      }
    }
    if isIndicator {
      pendingIndicator.toggle()
      return !pendingIndicator
    }
    pendingIndicator = false
    return (isModifier && lastWasEmoji) || (isEmoji && afterJoiner)
  }
}
