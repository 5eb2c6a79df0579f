/// One printed table: rows of one workload, each with a ratio to the table's baseline row.
struct BenchmarkTable {
  /// One row of the table.
  struct Row {
    var name: String
    var measurement: Measurement
    var note: String = ""
  }

  var title: String
  var baseline: Row
  var rows: [Row]

  /// The table as aligned text: median, min–max, ratio to the baseline and a note.
  func render() -> String {
    let all = [baseline] + rows
    let width = max(all.map(\.name.count).max() ?? 0, 8)
    var lines = [
      "## \(title)",
      pad("row", width) + "  median ms   min–max ms     × baseline  note",
    ]
    for row in all {
      let ratio = baseline.measurement.median / row.measurement.median
      let ratioText =
        row.name == baseline.name
        ? "baseline"
        : ratio >= 1
          ? String(format: "%.2f× faster", ratio) : String(format: "%.2f× slower", 1 / ratio)
      let times = String(
        format: "  %9.2f  %6.2f–%-7.2f  ", row.measurement.median * 1000,
        row.measurement.fastest * 1000, row.measurement.slowest * 1000)
      lines.append(pad(row.name, width) + times + pad(ratioText, 12) + "  " + row.note)
    }
    return lines.joined(separator: "\n")
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
