extension ReportPage {
  /// A text entry's expected and actual text side by side, changed lines marked.
  func textDiff(_ record: SnapshotFailureRecord) -> String {
    let expected = record.artifacts.expectedText ?? ""
    let actual = record.artifacts.actualText ?? ""
    let rows = TextLineDiff(expected: expected, actual: actual).rows.map(textRow)
    return """
      <table class="text-diff">
      <colgroup><col class="number"><col><col class="number"><col></colgroup>
      <thead><tr><th colspan="2">Expected</th><th colspan="2">Actual</th></tr></thead>
      <tbody>
      \(rows.joined(separator: "\n"))
      </tbody>
      </table>
      """
  }

  private func textRow(_ row: TextLineDiff.Row) -> String {
    let state = row.isUnchanged ? "same" : "changed"
    let left = textCells(row.expected, mark: row.isUnchanged ? "" : "del")
    let right = textCells(row.actual, mark: row.isUnchanged ? "" : "add")
    return #"<tr class="\#(state)">\#(left)\#(right)</tr>"#
  }

  private func textCells(_ line: TextLineDiff.Line?, mark: String) -> String {
    guard let line else { return #"<td class="ln"></td><td class="gap"></td>"# }
    let markClass = mark.isEmpty ? "" : #" class="\#(mark)""#
    return #"<td class="ln">\#(line.number)</td>"#
      + "<td\(markClass)>\(MarkupEscaping.text(line.text))</td>"
  }
}
