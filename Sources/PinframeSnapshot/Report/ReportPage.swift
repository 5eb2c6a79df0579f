import Foundation

/// The report's `index.html`: every record grouped by test file, in one self-contained page.
///
/// CSS and script are inline and nothing is fetched from the network, so the page works from
/// `file://`. Images are linked relative to ``directory``. Without script the page still shows
/// each failure's expected and actual images side by side and its diff; with script, each entry
/// switches between side by side, diff, slider and onion skin, animations get a frame scrubber,
/// and changes can be selected to copy their accept commands. Opening the page with
/// `?view=diff` (or `side`, `slider`, `onion`) shows every entry in that view, and `?frame=3`
/// shows every animation at frame 3.
public struct ReportPage: Sendable {
  /// The records to show, in any order (the page sorts them).
  public let records: [SnapshotFailureRecord]
  /// The folder the page is written to; links are relative to it.
  public let directory: URL
  /// The records grouped by test file; files, tests and snapshot names in natural order.
  let groups: [(file: String, items: [Item])]
  /// Links from ``directory``.
  let links: ReportLink
  /// The runs that wrote the report, oldest first, as its header names them.
  public let runs: [ReportRun]

  /// A record and, when already rendered (by ``entry(_:)`` for the same directory), its entry.
  struct Item {
    /// The record.
    var record: SnapshotFailureRecord
    /// The record's entry as ``entry(_:)`` renders it, or `nil` to render it.
    var renderedEntry: String?
  }

  /// Creates the page for `records` written into `directory`.
  public init(records: [SnapshotFailureRecord], directory: URL, runs: [ReportRun] = []) {
    self.init(items: records.map { Item(record: $0) }, directory: directory, runs: runs)
  }

  /// Creates the page for `items`, reusing the entries already rendered.
  init(items: [Item], directory: URL, runs: [ReportRun] = []) {
    self.records = items.map(\.record)
    self.directory = directory
    self.groups = Self.grouped(items)
    self.links = ReportLink(from: directory)
    self.runs = runs
  }

  /// The complete HTML document.
  public func render() -> String {
    """
    <!doctype html>
    <html lang="en" class="no-js">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(MarkupEscaping.text(title))</title>
    <style>\(Self.style)</style>
    </head>
    <body>
    \(header())
    <main>
    \(body())
    </main>
    \(selectionBar())
    <script>\(Self.script)</script>
    </body>
    </html>

    """
  }

  private static func grouped(_ items: [Item]) -> [(file: String, items: [Item])] {
    let sorted = items.sorted { lhsItem, rhsItem in
      let (lhs, rhs) = (lhsItem.record, rhsItem.record)
      let keys = [
        (lhs.test.file, rhs.test.file), (lhs.test.testName, rhs.test.testName),
        (lhs.test.snapshotName, rhs.test.snapshotName),
      ]
      for (left, right) in keys where left != right {
        return left.compare(right, options: .numeric) == .orderedAscending
      }
      return false
    }
    var groups: [(file: String, items: [Item])] = []
    for item in sorted {
      if groups.last?.file == item.record.test.file {
        groups[groups.count - 1].items.append(item)
      } else {
        groups.append((item.record.test.file, [item]))
      }
    }
    return groups
  }

  private var title: String {
    records.isEmpty
      ? "Snapshot report: no failures"
      : "Snapshot report: \(ReportFormatting.counted(records.count, "failure"))"
  }

  private func body() -> String {
    guard !records.isEmpty else {
      let run = runs.count > 1 ? "these runs" : "this run"
      return #"<p class="empty">No snapshot failures were recorded in \#(run).</p>"#
    }
    return groups.map { group in
      let anchor = MarkupEscaping.text("file-" + SnapshotLocation.sanitize(group.file))
      return """
        <section class="file" id="\(anchor)">
        <h2>\(MarkupEscaping.text(group.file)) \
        <span class="count">\(ReportFormatting.counted(group.items.count, "failure"))</span></h2>
        \(group.items.map { $0.renderedEntry ?? entry($0.record) }.joined(separator: "\n"))
        </section>
        """
    }.joined(separator: "\n")
  }
}
