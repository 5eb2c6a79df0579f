extension ReportPage {
  /// The record's numbers as a definition list; empty when there are none.
  func metricsList(_ record: SnapshotFailureRecord) -> String {
    var items: [(String, String)] = []
    if let metrics = record.metrics { items += pixelItems(metrics) }
    if let animation = record.metrics?.animation { items += animationItems(animation) }
    if record.kind == .text, let expected = record.artifacts.expectedText,
      let actual = record.artifacts.actualText
    {
      let count = TextLineDiff(expected: expected, actual: actual).changedRowCount
      items.append(("Lines", ReportFormatting.counted(count, "changed line")))
    }
    items += record.environmentChanges.map(environmentItem)
    guard !items.isEmpty else { return "" }
    let rows = items.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }
    return #"<dl class="metrics">"# + rows.joined() + "</dl>"
  }

  private func pixelItems(_ metrics: SnapshotMetrics) -> [(String, String)] {
    let ratio = ReportFormatting.percent(metrics.differentPixelRatio)
    var items = [
      (
        "Pixels",
        "\(ReportFormatting.grouped(metrics.differentPixels)) of "
          + "\(ReportFormatting.grouped(metrics.comparedPixels)) differ (\(ratio))"
      ),
      ("Max distance", ReportFormatting.fixed(metrics.maxDistance, decimals: 3)),
    ]
    if let bounds = metrics.differenceBounds {
      items.append(
        ("Changed area", "x \(bounds.x), y \(bounds.y), \(bounds.width)×\(bounds.height)"))
    }
    items.append(("Size", sizeText(expected: metrics.expectedSize, actual: metrics.actualSize)))
    return items
  }

  private func animationItems(_ animation: AnimationMetrics) -> [(String, String)] {
    let differing = animation.differingFrames
    let shown = differing.prefix(40).map(String.init).joined(separator: ", ")
    let more = differing.count > 40 ? " … (\(differing.count) in all)" : ""
    return [
      ("Frames", change(animation.expectedFrameCount, animation.actualFrameCount)),
      (
        "Frame rate",
        change(
          ReportFormatting.framesPerSecond(animation.expectedFramesPerSecond),
          ReportFormatting.framesPerSecond(animation.actualFramesPerSecond)) + " fps"
      ),
      ("Differing frames", differing.isEmpty ? "none" : shown + more),
    ]
  }

  private func environmentItem(_ change: SnapshotMetadataChange) -> (String, String) {
    let expected = change.expected.map(MarkupEscaping.text) ?? "(none)"
    let actual = change.actual.map(MarkupEscaping.text) ?? "(none)"
    return (
      "Environment: " + MarkupEscaping.text(change.key),
      #"<span class="delta">\#(expected) → \#(actual)</span>"#
    )
  }

  private func sizeText(expected: PixelSize?, actual: PixelSize?) -> String {
    switch (expected, actual) {
    case (let expected?, let actual?): change(expected.description, actual.description)
    case (nil, let actual?): actual.description
    case (let expected?, nil): expected.description
    case (nil, nil): "unknown"
    }
  }

  /// `a`, or `a → b` marked as changed when the values differ.
  private func change<Value: Equatable & CustomStringConvertible>(_ old: Value, _ new: Value)
    -> String
  {
    old == new ? "\(old)" : #"<span class="delta">\#(old) → \#(new)</span>"#
  }
}
