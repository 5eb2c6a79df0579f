import Foundation

extension TextLayout {
  /// Where the line that starts at `start` ends (the next line's start): the last break opportunity
  /// before the first glyph that does not fit, or that glyph itself when the line has no break
  /// opportunity (or the mode is `byCharWrapping`).
  ///
  /// A line holds at least one glyph; spaces never make a line overflow.
  func breakLine(from start: Int, to end: Int, available: CGFloat, style: NSParagraphStyle)
    -> Int
  {
    let glyphs = storage.glyphs
    let limit = available + 1e-9
    let byCharacter = style.lineBreakMode == .byCharWrapping
    var x = 0.0
    var lastBreak = start
    var index = start
    while index < end {
      let glyph = glyphs[index]
      if index > start, canBreak(before: index, lineStart: start) { lastBreak = index }
      let right = x + glyph.advance
      if !glyph.kind.contains(.space), right > limit, index > start {
        if !byCharacter, lastBreak > start { return lastBreak }
        return characterBreak(before: index, lineStart: start)
      }
      x = right + glyph.kerning
      index += 1
    }
    return end
  }

  /// Whether a line may start at `index`.
  private func canBreak(before index: Int, lineStart: Int) -> Bool {
    let glyphs = storage.glyphs
    let current = glyphs[index].kind
    if current.contains(.space) || current.contains(.noBreakBefore) { return false }
    let previous = glyphs[index - 1].kind
    if previous.contains(.space) || current.contains(.wide) || previous.contains(.wide) {
      return true
    }
    // A hyphen breaks after a word, not after a space ("-5" stays whole).
    return previous.contains(.breakAfter) && index - 2 >= lineStart
      && !glyphs[index - 2].kind.contains(.space)
  }

  /// A break between characters at `index`, moved back over glyphs a line cannot start with.
  private func characterBreak(before index: Int, lineStart: Int) -> Int {
    var index = index
    while index > lineStart + 1, storage.glyphs[index].kind.contains(.noBreakBefore) {
      index -= 1
    }
    return index
  }
}
