/// A line diff in swift-snapshot-testing's format: hunks headed `@@ −a,b +c,d @@` with up to
/// four lines of context, removed lines marked `−` (U+2212), added lines `+`, context lines
/// indented with a figure space (U+2007), and a `¬` after lines that end with a space.
enum UnifiedLineDiff {
  /// The lines of context around each change.
  static let context = 4

  /// The diff of `old` against `new`, `nil` when they are equal.
  static func text(old: String, new: String) -> String? {
    guard old != new else { return nil }
    let lines = marked(TextLineDiff(expected: old, actual: new).rows)
    return hunks(lines).map(render).joined(separator: "\n")
  }

  /// One line of the diff: its mark, its text and its numbers on both sides.
  private struct Line {
    var mark: Character
    var text: Substring
    var oldNumber: Int
    var newNumber: Int
  }

  /// The rows as lines: within a run of changed rows, every removed line before the added
  /// ones.
  private static func marked(_ rows: [TextLineDiff.Row]) -> [Line] {
    var lines: [Line] = []
    var removed: [Line] = []
    var added: [Line] = []
    var (oldNumber, newNumber) = (1, 1)
    func flush() {
      lines += removed + added
      (removed, added) = ([], [])
    }
    for row in rows {
      if row.isUnchanged, let line = row.expected {
        flush()
        lines.append(
          Line(mark: "\u{2007}", text: line.text, oldNumber: oldNumber, newNumber: newNumber))
        (oldNumber, newNumber) = (oldNumber + 1, newNumber + 1)
        continue
      }
      if let line = row.expected {
        removed.append(
          Line(mark: "\u{2212}", text: line.text, oldNumber: oldNumber, newNumber: newNumber))
        oldNumber += 1
      }
      if let line = row.actual {
        added.append(Line(mark: "+", text: line.text, oldNumber: oldNumber, newNumber: newNumber))
        newNumber += 1
      }
    }
    flush()
    return lines
  }

  /// The changed lines with their context, split where two changes are more than twice the
  /// context apart.
  private static func hunks(_ lines: [Line]) -> [ArraySlice<Line>] {
    let changed = lines.indices.filter { lines[$0].mark != "\u{2007}" }
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(index - context, 0)...min(index + context, lines.count - 1)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges.map { lines[$0] }
  }

  private static func render(_ hunk: ArraySlice<Line>) -> String {
    let oldCount = hunk.count { $0.mark != "+" }
    let newCount = hunk.count { $0.mark != "\u{2212}" }
    let first = hunk.first
    let header =
      "@@ \u{2212}\(first?.oldNumber ?? 0),\(oldCount) +\(first?.newNumber ?? 0),\(newCount) @@"
    let body = hunk.map { line in
      "\(line.mark)\(line.text)" + (line.text.hasSuffix(" ") ? "¬" : "")
    }
    return ([header] + body).joined(separator: "\n")
  }
}
