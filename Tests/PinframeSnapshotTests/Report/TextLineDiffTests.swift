import Testing

@testable import PinframeSnapshot

@Suite("Text line differences")
struct TextLineDiffTests {
  /// Rows as `"<old number>:<old text>|<new number>:<new text>"`, `=` prefixed when unchanged.
  private func rows(_ expected: String, _ actual: String) -> [String] {
    TextLineDiff(expected: expected, actual: actual).rows.map { row in
      let left = row.expected.map { "\($0.number):\($0.text)" } ?? "-"
      let right = row.actual.map { "\($0.number):\($0.text)" } ?? "-"
      return (row.isUnchanged ? "=" : "") + left + "|" + right
    }
  }

  @Test("a changed line pairs the old and new text between unchanged lines")
  func changedLine() {
    #expect(rows("a\nb\nc", "a\nB\nc") == ["=1:a|1:a", "2:b|2:B", "=3:c|3:c"])
  }

  @Test("inserted and removed lines stand alone, keeping both sides' line numbers")
  func insertionsAndRemovals() {
    #expect(rows("a\nc\nd", "a\nb\nc") == ["=1:a|1:a", "-|2:b", "=2:c|3:c", "3:d|-"])
  }

  @Test("lines common to both sides in the middle are matched")
  func commonMiddle() {
    #expect(
      rows("x\nkeep\ny", "p\nq\nkeep\nr")
        == ["1:x|1:p", "-|2:q", "=2:keep|3:keep", "3:y|4:r"])
    #expect(TextLineDiff(expected: "x\nkeep\ny", actual: "p\nq\nkeep\nr").changedRowCount == 3)
  }

  @Test("equal texts are all unchanged; an empty side makes every line changed")
  func edges() {
    #expect(rows("a\nb", "a\nb") == ["=1:a|1:a", "=2:b|2:b"])
    #expect(rows("", "a") == ["1:|1:a"])
  }
}
