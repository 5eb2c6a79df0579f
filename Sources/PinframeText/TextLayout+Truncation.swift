import Foundation

extension TextLayout {
  /// Makes the last line show the rest of its paragraph as the paragraph's line break mode
  /// says, now that text is left over, and marks the layout truncated.
  ///
  /// - Word and character wrapping: the line stays as it was broken; the rest is not shown.
  /// - Clipping: the line holds the rest of the paragraph, unwrapped (drawn past the edge).
  /// - Truncating tail, head or middle: the line holds as much of the start, the end, or both
  ///   (balanced by width) of the rest of the paragraph as fits with a "…", spaces next to the
  ///   "…" left out. When the rest fits and only later paragraphs are left out, the tail mode
  ///   adds the "…" after it.
  ///
  /// With ``TextContainer/truncatesLastVisibleLine``, wrapping and clipping truncate the tail.
  mutating func truncateLastLine(paragraph: Paragraph) {
    isTruncated = true
    guard var line = lines.popLast() else { return }
    defer { lines.append(line) }
    let style = paragraphStyle(of: paragraph)
    let available = availableWidth(style, firstLine: line.start == paragraph.start)
    let text = line.start..<trimmedEnd(line.start..<paragraph.end)
    switch truncationMode(style.lineBreakMode) {
    case .byWordWrapping, .byCharWrapping:
      return
    case .byClipping:
      line.pieces = [line.start..<paragraph.end]
      line.width = width(of: text)
      return
    case .byTruncatingTail:
      line.pieces = truncatingTail(text, available: available)
    case .byTruncatingHead:
      line.pieces = truncatingHead(text, available: available)
    case .byTruncatingMiddle:
      line.pieces = truncatingMiddle(text, available: available)
    }
    line.width = line.pieces.reduce(0) { $0 + width(of: $1) }
  }

  /// How the last line is truncated in a paragraph of `mode`.
  private func truncationMode(_ mode: NSLineBreakMode) -> NSLineBreakMode {
    switch mode {
    case .byWordWrapping, .byCharWrapping, .byClipping:
      container.truncatesLastVisibleLine ? .byTruncatingTail : mode
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
      mode
    }
  }

  /// The start of `text` that fits before a "…", then the "…".
  private mutating func truncatingTail(_ text: Range<Int>, available: CGFloat) -> [Range<Int>] {
    let ellipsis = appendEllipsis(after: text, atEnd: true)
    let room = available - width(of: ellipsis)
    let glyphs = storage.glyphs
    var end = text.lowerBound
    var used = 0.0
    while end < text.upperBound, used + glyphs[end].advance <= room + 1e-9 {
      used += glyphs[end].advance + glyphs[end].kerning
      end += 1
    }
    return [text.lowerBound..<trimmedEnd(text.lowerBound..<end), ellipsis]
  }

  /// A "…", then the end of `text` that fits after it.
  private mutating func truncatingHead(_ text: Range<Int>, available: CGFloat) -> [Range<Int>] {
    let ellipsis = appendEllipsis(after: text, atEnd: false)
    let room = available - width(of: ellipsis)
    var start = text.upperBound
    var used = 0.0
    while start > text.lowerBound {
      let added = widthAdded(before: start, end: text.upperBound)
      guard used + added <= room + 1e-9 else { break }
      used += added
      start -= 1
    }
    return [ellipsis, trimmedStart(start..<text.upperBound)..<text.upperBound]
  }

  /// The start and end of `text` around a "…", taking a glyph from whichever side is narrower
  /// so far while one fits (the widths measured as drawn, kerning included).
  private mutating func truncatingMiddle(_ text: Range<Int>, available: CGFloat) -> [Range<Int>] {
    let ellipsis = appendEllipsis(after: text, atEnd: true)
    let room = available - width(of: ellipsis)
    let glyphs = storage.glyphs
    var head = text.lowerBound
    var tail = text.upperBound
    // The head's advances and inner kerning (its width), and the tail's width.
    var headWidth = 0.0
    var tailWidth = 0.0
    while head < tail {
      let takeHead = headWidth <= tailWidth
      let added =
        takeHead
        ? glyphs[head].advance + (head > text.lowerBound ? glyphs[head - 1].kerning : 0)
        : widthAdded(before: tail, end: text.upperBound)
      guard headWidth + tailWidth + added <= room + 1e-9 else { break }
      if takeHead {
        headWidth += added
        head += 1
      } else {
        tailWidth += added
        tail -= 1
      }
    }
    let start = text.lowerBound..<trimmedEnd(text.lowerBound..<head)
    return [start, ellipsis, trimmedStart(tail..<text.upperBound)..<text.upperBound]
  }

  /// How much wider the text from `start` to `end` gets with the glyph before `start`: its
  /// advance, and its kerning when a glyph follows it.
  private func widthAdded(before start: Int, end: Int) -> Double {
    let glyph = storage.glyphs[start - 1]
    return glyph.advance + (start < end ? glyph.kerning : 0)
  }

  /// Appends a "…" in the font of the glyph it stands next to and returns its range.
  private mutating func appendEllipsis(after text: Range<Int>, atEnd: Bool) -> Range<Int> {
    let neighbour =
      text.isEmpty ? max(text.lowerBound - 1, 0) : atEnd ? text.upperBound - 1 : text.lowerBound
    let index = storage.appendEllipsis(
      run: storage.glyphs[min(neighbour, storage.glyphs.count - 1)].run)
    return index..<(index + 1)
  }

  /// The end of `range` without its trailing spaces.
  func trimmedEnd(_ range: Range<Int>) -> Int {
    var end = range.upperBound
    while end > range.lowerBound, storage.glyphs[end - 1].kind.contains(.space) { end -= 1 }
    return end
  }

  /// The start of `range` without its leading spaces.
  private func trimmedStart(_ range: Range<Int>) -> Int {
    var start = range.lowerBound
    while start < range.upperBound, storage.glyphs[start].kind.contains(.space) { start += 1 }
    return start
  }
}
