extension ReportPage {
  /// The views every entry may offer, in tab order: name and label.
  static let views = [
    ("side", "Side by side"), ("diff", "Diff"), ("slider", "Slider"), ("onion", "Onion skin"),
  ]

  /// The page header: summary line, table of contents, view switch and accept-all command.
  func header() -> String {
    """
    <header class="page-head">
    <h1>Snapshot report</h1>
    <p class="summary">\(summary())</p>
    \(runsLine())
    \(tableOfContents())
    \(toolbar())
    \(acceptAll())
    </header>
    """
  }

  /// `3 failures in 2 test files · 2 Changed · 1 Recorded`.
  func summary() -> String {
    let files = ReportFormatting.counted(groups.count, "test file")
    var parts = [
      "<strong>\(ReportFormatting.counted(records.count, "failure"))</strong> in \(files)"
    ]
    for status in SnapshotFailureRecord.Status.allCases {
      let count = records.count { $0.status == status }
      guard count > 0 else { continue }
      parts.append(
        #"<span class="badge status-\#(status.rawValue)">\#(count) \#(status.title)</span>"#)
    }
    return parts.joined(separator: " ")
  }

  /// `Written by pinframe test specs, started 2025-06-01 09:30:05 UTC.` (every run, in order).
  func runsLine() -> String {
    guard !runs.isEmpty else { return "" }
    let described = runs.map { run in
      "<code>\(MarkupEscaping.text(run.command))</code>, started \(run.startedText)"
    }
    return #"<p class="runs">Written by "# + described.joined(separator: "; ") + ".</p>"
  }

  private func tableOfContents() -> String {
    guard groups.count > 1 else { return "" }
    let links = groups.map { group in
      let anchor = MarkupEscaping.text("#file-" + SnapshotLocation.sanitize(group.file))
      return #"<a href="\#(anchor)">\#(MarkupEscaping.text(group.file)) "#
        + #"<span class="count">\#(group.items.count)</span></a>"#
    }
    return #"<nav class="toc">\#(links.joined())</nav>"#
  }

  private func toolbar() -> String {
    guard records.contains(where: { $0.kind != .text }) else { return "" }
    let buttons = Self.views.map { view, label in
      #"<button type="button" data-global-view="\#(view)">\#(label)</button>"#
    }
    return #"<div class="toolbar needs-js"><span class="label">Show all as</span>"#
      + buttons.joined() + "</div>"
  }

  private func acceptAll() -> String {
    guard records.contains(where: { $0.acceptCommand != nil }) else { return "" }
    let script = directory.appendingPathComponent(SnapshotReport.acceptScriptName).path
    let command = "sh " + ShellQuoting.quote(script)
    return commandLine(label: "Accept all", command: command)
      + #"<p class="hint">Runs every accept command below; or tick entries to copy just theirs.</p>"#
  }

  /// A labelled shell command in a copyable code block.
  func commandLine(label: String, command: String) -> String {
    let escaped = MarkupEscaping.text(command)
    return #"<div class="accept"><span class="label">\#(label)</span><code>\#(escaped)</code>"#
      + #"<button type="button" class="needs-js" data-copy="\#(escaped)">Copy</button></div>"#
  }

  /// The bar that appears when entries are ticked, to copy their accept commands at once.
  func selectionBar() -> String {
    """
    <div class="selection needs-js" id="selection" hidden>
    <span id="selected-count"></span>
    <button type="button" id="copy-selected">Copy accept commands</button>
    <button type="button" id="clear-selected">Clear</button>
    </div>
    """
  }
}
