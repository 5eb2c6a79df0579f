extension ReportPage {
  /// One record's `<article>`: heading, message, metrics, reference, accept command and views.
  func entry(_ record: SnapshotFailureRecord) -> String {
    let frames = frameLinks(record)
    let framesAttribute =
      frames.isEmpty
      ? ""
      : #" data-frames="\#(MarkupEscaping.text(frames))" data-start="\#(firstFrame(record))""#
    return """
      <article class="entry" id="\(MarkupEscaping.text(record.id))" \
      data-kind="\(record.kind.rawValue)"\(framesAttribute)>
      \(entryHeading(record))
      <pre class="message">\(MarkupEscaping.text(record.message))</pre>
      \(metricsList(record))
      \(referenceLine(record))
      \(record.acceptCommand.map { commandLine(label: "Accept", command: $0) } ?? "")
      \(record.kind == .text ? textDiff(record) : imageViews(record))
      </article>
      """
  }

  private func entryHeading(_ record: SnapshotFailureRecord) -> String {
    let status = record.status
    let pick = record.acceptCommand.map { command in
      #"<label class="pick needs-js"><input type="checkbox" "#
        + #"data-command="\#(MarkupEscaping.text(command))"> Select</label>"#
    }
    return """
      <header class="entry-head">
      <h3>\(MarkupEscaping.text(record.test.testName)) \
      <span class="snapshot">\(MarkupEscaping.text(record.test.snapshotName))</span></h3>
      <span class="badge status-\(status.rawValue)">\(status.title)</span>
      <span class="kind">\(record.kind.rawValue)</span>
      \(pick ?? "")
      </header>
      """
  }

  private func referenceLine(_ record: SnapshotFailureRecord) -> String {
    let reference = record.reference
    return #"<p class="reference"><span class="label">Reference</span>"#
      + #"<code title="\#(MarkupEscaping.text(reference.absolutePath))">"#
      + MarkupEscaping.text(reference.relativePath) + "</code></p>"
  }

  /// A link to an artifact from the page, escaped for an attribute.
  func link(_ path: String) -> String {
    MarkupEscaping.text(links.href(to: path))
  }
}
