import Pinframe

/// Measuring labels: a 40-character single-line label, a 200-character label wrapped at
/// 200 pt, and 10,000 labels laid out with PinLayout's `sizeToFit(.width)`, against a loop that
/// reads the same strings' UTF-8 bytes (for the 10,000 labels, their texts' `utf8.count`).
///
/// Each call measures afresh: the labels alternate between two texts (or two widths, for the
/// 10,000), so no cached size answers.
@MainActor
func textBenchmarks() throws -> BenchmarkTable {
  // 40 ASCII characters each (40 UTF-8 bytes).
  let short = [
    "Castlecrag House, Sydney - four bedrooms", "Opening hours today: 9 am until 5:30 pm!",
  ]
  precondition(short.allSatisfy { $0.count == 40 && $0.utf8.count == 40 })
  let long = (0..<2).map { seed in
    String(
      repeating: seed == 0
        ? "The quick brown fox jumps over a lazy dog. "
        : "Pack my box with five dozen liquor jugs. ",
      count: 5
    ).prefix(200).description
  }
  let calls = 1_000
  let shortLabel = UILabel()
  let longLabel = UILabel()
  longLabel.numberOfLines = 0
  let scene = LabelScene(count: 10_000)
  var checksum = 0
  var width: CGFloat = 390
  let rows = try Measurement.interleaved(
    runs: 101,
    [
      { for index in 0..<calls { checksum &+= utf8Sum(short[index & 1]) } },
      {
        for index in 0..<calls {
          shortLabel.text = short[index & 1]
          checksum &+= Int(shortLabel.sizeThatFits(CGSize(width: 300, height: 100)).width)
        }
      },
      { for index in 0..<calls { checksum &+= utf8Sum(long[index & 1]) } },
      {
        for index in 0..<calls {
          longLabel.text = long[index & 1]
          checksum &+= Int(longLabel.sizeThatFits(CGSize(width: 200, height: 1000)).height)
        }
      },
      {
        width = width == 390 ? 400 : 390
        scene.layout(width: width)
      },
      { for text in scene.texts { checksum &+= text.utf8.count } },
    ])
  precondition(checksum != 0)
  func perCall(_ m: Measurement, _ count: Int) -> String {
    String(format: "%.2f µs/call", m.median / Double(count) * 1e6)
  }
  return BenchmarkTable(
    title: "Text: labels measured (\(calls) calls per run; 10,000 labels per pass)",
    baseline: BenchmarkTable.Row(
      name: "utf8 loop, 40 chars", measurement: rows[0], note: perCall(rows[0], calls)),
    rows: [
      BenchmarkTable.Row(
        name: "sizeThatFits, 40 chars, 1 line", measurement: rows[1],
        note: perCall(rows[1], calls) + " (target ≤ 2 µs)"),
      BenchmarkTable.Row(
        name: "utf8 loop, 200 chars", measurement: rows[2], note: perCall(rows[2], calls)),
      BenchmarkTable.Row(
        name: "sizeThatFits, 200 chars at 200 pt", measurement: rows[3],
        note: perCall(rows[3], calls) + " (target ≤ 10 µs)"),
      BenchmarkTable.Row(
        name: "utf8.count, 10,000 label texts", measurement: rows[5],
        note: String(format: "%.1f µs/pass", rows[5].median * 1e6)),
      BenchmarkTable.Row(
        name: "10,000 labels, sizeToFit(.width)", measurement: rows[4],
        note: String(format: "%.1f ms/pass (target ≤ 30 ms)", rows[4].median * 1e3)),
    ])
}

/// The sum of a string's UTF-8 bytes: the baseline's loop over the same text.
private func utf8Sum(_ text: String) -> Int {
  var sum = 0
  for byte in text.utf8 { sum &+= Int(byte) }
  return sum
}

/// 10,000 two-line cells' labels under one root, laid out with PinLayout.
@MainActor
private final class LabelScene {
  let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 1_000_000))
  let labels: [UILabel]
  /// The labels' texts, for the baseline.
  let texts: [String]

  init(count: Int) {
    texts = (0..<count).map { index in
      index.isMultiple(of: 2)
        ? "Item \(index): a title of a cell"
        : "Item \(index) has a description long enough to wrap onto a second line of its cell."
    }
    labels = texts.enumerated().map { index, text in
      let label = UILabel()
      label.numberOfLines = index.isMultiple(of: 2) ? 1 : 0
      label.text = text
      return label
    }
    labels.forEach(root.addSubview)
  }

  func layout(width: CGFloat) {
    root.frame.size.width = width
    var previous: UILabel?
    for label in labels {
      if let previous {
        label.pin.below(of: previous).horizontally(16).marginTop(4).sizeToFit(.width)
      } else {
        label.pin.top(16).horizontally(16).sizeToFit(.width)
      }
      previous = label
    }
  }
}
