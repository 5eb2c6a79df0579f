import Foundation

extension ReportPage {
  /// The most differing-frame buttons shown under an animation's scrubber.
  static let maximumFrameButtons = 200

  /// The frame an animation entry opens on: the first that differs, else frame 0.
  func firstFrame(_ record: SnapshotFailureRecord) -> Int {
    let count = record.artifacts.frames.count
    return (record.metrics?.animation?.differingFrames ?? []).first { (0..<count).contains($0) }
      ?? 0
  }

  /// The frame scrubber of an animation entry: range, previous/next, and differing frames;
  /// it starts on the first differing frame.
  func scrubber(_ record: SnapshotFailureRecord) -> String {
    let count = record.artifacts.frames.count
    guard count > 0 else { return "" }
    let (last, first) = (count - 1, firstFrame(record))
    return """
      <div class="scrubber needs-js">
      <button type="button" data-step="-1" aria-label="Previous frame">◀</button>
      <input type="range" min="0" max="\(last)" value="\(first)" data-control="frame" aria-label="Frame">
      <button type="button" data-step="1" aria-label="Next frame">▶</button>
      <span class="frame-label">Frame \(first) (0–\(last))</span>
      \(differingFrameButtons(record, count: count))
      </div>
      <p class="no-js-only hint">Frame \(first) (0–\(last)), the first that differs; the filmstrip \
      shows every frame.</p>
      """
  }

  private func differingFrameButtons(_ record: SnapshotFailureRecord, count: Int) -> String {
    let differing = (record.metrics?.animation?.differingFrames ?? []).filter { $0 < count }
    guard !differing.isEmpty else { return "" }
    let buttons = differing.prefix(Self.maximumFrameButtons).map { frame in
      #"<button type="button" data-frame="\#(frame)">\#(frame)</button>"#
    }
    return #"<span class="chips"><span class="label">Differing</span>"#
      + buttons.joined() + "</span>"
  }

  /// An animation's filmstrip (contact sheet), or nothing.
  func filmstrip(_ record: SnapshotFailureRecord) -> String {
    guard let path = record.artifacts.filmstrip else { return "" }
    return #"<figure class="filmstrip"><figcaption>Filmstrip</figcaption>"#
      + #"<div class="strip"><img src="\#(link(path))" alt="filmstrip"></div></figure>"#
  }

  /// The JSON list of every frame's picture links, for the scrubber's script; empty if none.
  func frameLinks(_ record: SnapshotFailureRecord) -> String {
    guard !record.artifacts.frames.isEmpty else { return "" }
    let frames = record.artifacts.frames.map { frame in
      FrameLinks(
        expected: frame.expected.map(links.href), actual: frame.actual.map(links.href),
        diff: frame.diff.map(links.href))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(frames) else { return "" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// One frame's picture links as the scrubber's script reads them.
private struct FrameLinks: Encodable {
  var expected: String?
  var actual: String?
  var diff: String?
}
