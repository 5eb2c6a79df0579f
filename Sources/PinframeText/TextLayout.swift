import Foundation

/// Text laid out in a container: its lines, where each sits, and the size they take.
///
/// The rules, in order:
/// - Paragraphs end at newlines (`\n`, `\r\n`, `\r`, U+2028, U+2029); a text that ends with a
///   newline ends with an empty line. Each paragraph takes the style of its first character.
/// - Lines break greedily at word boundaries: after spaces (which hang past the line's end and
///   are not counted in its width), after hyphens and dashes, and before and after East Asian
///   wide characters (never before closing CJK punctuation or a combining mark). A word longer
///   than the line breaks between characters; `byCharWrapping` always breaks there.
/// - A line is as tall as its tallest font (ascender − descender, + leading with
///   `usesFontLeading`), then the paragraph style's multiple, minimum and maximum apply; the
///   paragraph's line spacing (and, for labels, the fonts' leading) goes between lines.
/// - Lines stop at the container's line limit, or before the first line that would end below
///   its height (the first line is always laid out). When text is left over, the last line
///   shown is truncated as its paragraph's line break mode says (see ``NSLineBreakMode``).
/// - Lines are aligned inside the container's width (or the widest line's, when the width is
///   unconstrained) less the paragraph's indents.
///
/// Glyphs keep their text order on a line: there is no bidirectional reordering.
/// Laying out is linear in the text's length.
package struct TextLayout: Sendable {
  /// The measured text; truncation appends its "…" glyphs.
  package internal(set) var storage: TextStorage
  /// The container the text was laid out in.
  package let container: TextContainer
  /// The lines, top to bottom.
  package internal(set) var lines: [TextLine] = []
  /// Whether text was left out (cut at the line limit or the height).
  package internal(set) var isTruncated = false
  /// The size the lines take: the widest line with its indents, and the height from the first
  /// line's top to the last line's bottom.
  package internal(set) var usedSize = CGSize.zero

  /// The line-height metrics of each run.
  private let runMetrics: [RunMetrics]
  /// The first glyph of each line's paragraph, whose style the line takes.
  private var paragraphStarts: [Int] = []

  /// Lays `storage` out in `container`.
  package init(_ storage: TextStorage, in container: TextContainer) {
    self.storage = storage
    self.container = container
    runMetrics = storage.runs.map { RunMetrics($0, usesFontLeading: container.usesFontLeading) }
    guard !storage.isEmpty else { return }
    layOutLines()
    align()
  }

  /// The ascent, descent and leading one run gives a line.
  struct RunMetrics: Sendable {
    let ascent: Double
    let descent: Double
    /// The leading added to the line's height (with `usesFontLeading`).
    let leading: Double
    /// The font's leading, added between lines when the container asks.
    let fontLeading: Double

    init(_ attributes: TextAttributes, usesFontLeading: Bool) {
      ascent = attributes.font.ascender + attributes.baselineOffset
      descent = -attributes.font.descender - attributes.baselineOffset
      fontLeading = attributes.font.leading
      leading = usesFontLeading ? fontLeading : 0
    }
  }
}

// MARK: - Paragraphs and lines

extension TextLayout {
  /// Where a paragraph's text ends and the next one starts.
  struct Paragraph {
    let start: Int
    let end: Int
    let next: Int
  }

  /// Breaks every paragraph into lines until the text, the line limit or the height ends, then
  /// truncates the last line when text is left over.
  private mutating func layOutLines() {
    var y: CGFloat = 0
    var paragraph = self.paragraph(from: 0)
    var lastParagraph = paragraph
    while true {
      let style = paragraphStyle(of: paragraph)
      if !lines.isEmpty { y += style.paragraphSpacingBefore }
      var start = paragraph.start
      repeat {
        let available = availableWidth(style, firstLine: start == paragraph.start)
        let next = breakLine(from: start, to: paragraph.end, available: available, style: style)
        var line = makeLine(start: start, next: next, paragraph: paragraph, style: style)
        let spacing = lines.isEmpty ? 0 : spacing(after: lines.count - 1)
        guard lines.isEmpty || y + spacing + line.height <= container.height + 1e-9 else {
          return truncateLastLine(paragraph: lastParagraph)
        }
        y += spacing
        line.y = y
        y += line.height
        lines.append(line)
        paragraphStarts.append(paragraph.start)
        lastParagraph = paragraph
        usedSize.height = y
        let textLeft = next < paragraph.end || paragraph.next <= storage.glyphs.count
        if lines.count == container.maximumNumberOfLines, textLeft {
          return truncateLastLine(paragraph: paragraph)
        }
        if lines.count == Self.maximumLines, textLeft {
          reportLineBudget()
          return truncateLastLine(paragraph: paragraph)
        }
        start = next
      } while start < paragraph.end
      guard paragraph.next <= storage.glyphs.count else { return }
      y += style.paragraphSpacing
      paragraph = self.paragraph(from: paragraph.next)
    }
  }

  /// The most lines one layout holds: about 50 MB of lines.
  ///
  /// A text that would need more (a
  /// megabyte of text in a label 10 points wide) ends there, truncated, with a warning, so one
  /// label's layout stays within that memory budget and its time.
  package static let maximumLines = 250_000

  private func reportLineBudget() {
    TextWarning.report(
      TextWarning(
        "a text of \(storage.glyphs.count) characters needs more than \(Self.maximumLines) lines"
          + " at width \(container.width); it was cut after \(Self.maximumLines) lines, the most one"
          + " label or text drawing lays out (about 50 MB of lines)"))
  }

  /// The paragraph that starts at `start`: its text ends at the next newline, and the next one
  /// starts after it (past the end of the glyphs when there is none).
  private func paragraph(from start: Int) -> Paragraph {
    let glyphs = storage.glyphs
    var end = start
    while end < glyphs.count, !glyphs[end].kind.contains(.newline) { end += 1 }
    guard end < glyphs.count else { return Paragraph(start: start, end: end, next: end + 1) }
    let isCRLF =
      glyphs[end].scalar == "\r" && end + 1 < glyphs.count && glyphs[end + 1].scalar == "\n"
    return Paragraph(start: start, end: end, next: end + (isCRLF ? 2 : 1))
  }

  /// The style of a paragraph.
  func paragraphStyle(of paragraph: Paragraph) -> NSParagraphStyle {
    paragraphStyle(ofParagraphStartingAt: paragraph.start)
  }

  /// The space between line `index` and the next: its paragraph's line spacing, and its fonts'
  /// leading when the container adds leading between lines.
  private func spacing(after index: Int) -> CGFloat {
    paragraphStyle(ofLine: index).lineSpacing
      + (container.leadingBetweenLines ? lines[index].fontLeading : 0)
  }

  /// The style of the paragraph that line `index` belongs to.
  func paragraphStyle(ofLine index: Int) -> NSParagraphStyle {
    paragraphStyle(ofParagraphStartingAt: paragraphStarts[index])
  }

  /// The style of the paragraph that starts at glyph `start`: its first glyph's, or (when it
  /// is empty) its newline's or the text's last glyph's.
  private func paragraphStyle(ofParagraphStartingAt start: Int) -> NSParagraphStyle {
    let glyph = min(start, storage.glyphs.count - 1)
    return storage.runs[Int(storage.glyphs[glyph].run)].paragraphStyle
  }

  /// The width a line of `style` may take: the container's less the indents.
  func availableWidth(_ style: NSParagraphStyle, firstLine: Bool) -> CGFloat {
    let head = max(firstLine ? style.firstLineHeadIndent : style.headIndent, 0)
    let tail = style.tailIndent
    if tail > 0 { return max(tail - head, 0) }
    return max(container.width + tail - head, 0)
  }

  /// A line from `start` to `next`: its width without trailing spaces and its height from the
  /// fonts of its glyphs (an empty line takes its newline's font).
  private func makeLine(start: Int, next: Int, paragraph: Paragraph, style: NSParagraphStyle)
    -> TextLine
  {
    let glyphs = storage.glyphs
    var end = next
    while end > start, glyphs[end - 1].kind.contains(.space) { end -= 1 }
    let metricsRange =
      start < next ? start..<next : min(start, glyphs.count - 1)..<min(start + 1, glyphs.count)
    let (height, baseline, leading) = lineHeight(of: metricsRange, style: style)
    var line = TextLine(
      pieces: [start..<next], x: 0, y: 0, height: height, baseline: baseline,
      width: width(of: start..<end), start: start, end: next)
    line.fontLeading = leading
    return line
  }

  /// The height of a line holding `range`, its baseline from the top, and its fonts' largest
  /// leading.
  private func lineHeight(of range: Range<Int>, style: NSParagraphStyle)
    -> (height: CGFloat, baseline: CGFloat, fontLeading: CGFloat)
  {
    var ascent = 0.0
    var descent = 0.0
    var leading = 0.0
    var fontLeading = 0.0
    var run = Int32(-1)
    for index in range where storage.glyphs[index].run != run {
      run = storage.glyphs[index].run
      let metrics = runMetrics[Int(run)]
      ascent = max(ascent, metrics.ascent)
      descent = max(descent, metrics.descent)
      leading = max(leading, metrics.leading)
      fontLeading = max(fontLeading, metrics.fontLeading)
    }
    var height = ascent + descent + leading
    if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
    if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
    if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
    return (height, height - descent - leading, fontLeading)
  }

  /// The width of the glyphs of `range`: their advances and the kerning between them.
  func width(of range: Range<Int>) -> CGFloat {
    guard !range.isEmpty else { return 0 }
    var total = 0.0
    for index in range { total += storage.glyphs[index].advance + storage.glyphs[index].kerning }
    return total - storage.glyphs[range.upperBound - 1].kerning
  }
}
