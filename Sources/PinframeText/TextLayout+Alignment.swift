import Foundation

extension TextLayout {
  /// Places every line horizontally: inside the container's width (or the widest line's when the
  /// width is unconstrained) less the indents, as its paragraph's alignment says.
  ///
  /// Justified lines widen their spaces, except a paragraph's last line and a truncated line.
  mutating func align() {
    var widest: CGFloat = 0
    for index in lines.indices {
      let style = paragraphStyle(ofLine: index)
      widest = max(widest, lines[index].width + leadingIndent(ofLine: index, style: style))
    }
    usedSize.width = widest
    for index in lines.indices { place(line: index, widest: widest) }
  }

  /// Sets the x of line `index` (and its space extra when justified).
  private func placed(line index: Int, widest: CGFloat) -> TextLine {
    var line = lines[index]
    let style = paragraphStyle(ofLine: index)
    let indent = leadingIndent(ofLine: index, style: style)
    let containerWidth = container.width.isFinite ? container.width : widest
    let available =
      container.width.isFinite
      ? availableWidth(style, firstLine: isFirstLine(index)) : max(widest - indent, 0)
    let rightToLeft = isRightToLeft(style)
    let leadingEdge = rightToLeft ? containerWidth - indent - available : indent
    var free = max(available - line.width, 0)
    if style.alignment == .justified, justifies(line: index) {
      let spaces = spaceCount(in: line)
      if spaces > 0 {
        line.spaceExtra = free / CGFloat(spaces)
        free = 0
      }
    }
    line.x = leadingEdge + free * alignmentFactor(style.alignment, rightToLeft: rightToLeft)
    return line
  }

  private mutating func place(line index: Int, widest: CGFloat) {
    lines[index] = placed(line: index, widest: widest)
  }

  /// How much of the free space goes before the line: 0 left, 0.5 centre, 1 right.
  private func alignmentFactor(_ alignment: NSTextAlignment, rightToLeft: Bool) -> CGFloat {
    switch alignment {
    case .left: 0
    case .center: 0.5
    case .right: 1
    case .natural, .justified: rightToLeft ? 1 : 0
    }
  }

  /// Whether the paragraph runs right to left: its base writing direction, or the container's
  /// layout direction when natural.
  private func isRightToLeft(_ style: NSParagraphStyle) -> Bool {
    switch style.baseWritingDirection {
    case .natural: container.isRightToLeft
    case .leftToRight: false
    case .rightToLeft: true
    }
  }

  /// Whether line `index` is the first of its paragraph.
  private func isFirstLine(_ index: Int) -> Bool {
    index == 0 || isParagraphEnd(before: lines[index].start)
  }

  /// Whether the glyph before `start` ends a paragraph.
  private func isParagraphEnd(before start: Int) -> Bool {
    start > 0 && storage.glyphs[start - 1].kind.contains(.newline)
  }

  /// The leading indent of line `index`.
  private func leadingIndent(ofLine index: Int, style: NSParagraphStyle) -> CGFloat {
    max(isFirstLine(index) ? style.firstLineHeadIndent : style.headIndent, 0)
  }

  /// Whether line `index` is justified: it is neither truncated nor its paragraph's last.
  private func justifies(line index: Int) -> Bool {
    let line = lines[index]
    guard line.pieces.count == 1, index + 1 < lines.count else { return false }
    return !isParagraphEnd(before: lines[index + 1].start)
      && lines[index + 1].start == line.end
  }

  /// The spaces between the line's first and last visible glyphs.
  private func spaceCount(in line: TextLine) -> Int {
    let visible = line.start..<trimmedEnd(line.start..<line.end)
    return visible.reduce(0) { $0 + (storage.glyphs[$1].kind.contains(.space) ? 1 : 0) }
  }
}
