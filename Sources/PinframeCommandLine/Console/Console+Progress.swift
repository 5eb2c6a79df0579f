/// How far a long piece of work has come.
struct ProgressState {
  var label: String
  var done: Int
  var total: Int
  var unit: String
  var plainLines: Bool
  var lastPlainStep = 0
  /// When the work started, for the estimate of the time left.
  var started = ContinuousClock.now

  /// `about 3 min left` after `elapsed` for `done` of `total` items, assuming the rest goes
  /// at the same pace; `nil` before the first item or in the first two seconds.
  static func remaining(elapsed: Duration, done: Int, total: Int) -> String? {
    let seconds =
      Double(elapsed.components.seconds)
      + Double(elapsed.components.attoseconds) / 1e18
    guard done > 0, done < total, seconds >= 2 else { return nil }
    let left = Int((seconds / Double(done) * Double(total - done)).rounded(.up))
    switch left {
    case ..<60: return "about \(left) s left"
    case ..<3600: return "about \((left + 59) / 60) min left"
    default: return "about \(left / 3600) h \(left % 3600 / 60) min left"
    }
  }
}

extension Console {
  /// Starts showing progress through `total` items named `unit` (`frames`, `specs`) of the
  /// work `label` names (a file, say; may be empty).
  ///
  /// On a terminal a bar is drawn on standard error; otherwise, when `plainLines`, a line is
  /// printed at every tenth of the work. Nothing is shown when quiet.
  public func startProgress(total: Int, unit: String, label: String = "", plainLines: Bool) {
    guard verbosity != .quiet, total > 1 else { return }
    progress = ProgressState(
      label: label.isEmpty ? "" : Console.terminalSafe(label) + ": ", done: 0, total: total,
      unit: unit,
      plainLines: plainLines)
    redrawProgressBar()
  }

  /// Counts one more item done.
  public func advanceProgress() {
    guard var state = progress else { return }
    state.done = min(state.done + 1, state.total)
    progress = state
    if drawsProgressBar {
      redrawProgressBar()
    } else if state.plainLines {
      printPlainStep(state)
    }
  }

  /// Stops showing progress and clears the bar.
  public func finishProgress() {
    clearProgressBar()
    progress = nil
  }

  private func printPlainStep(_ state: ProgressState) {
    let step = state.done * 10 / state.total
    guard step > state.lastPlainStep || state.done == state.total else { return }
    progress?.lastPlainStep = step
    errors.write("\(state.label)\(state.done)/\(state.total) \(state.unit)\n")
  }

  func clearProgressBar() {
    guard drawsProgressBar, progress != nil else { return }
    OutputGuard.writeProgressLine(leavingOpen: false) { errors.write("\r\u{1B}[2K") }
  }

  func redrawProgressBar() {
    guard drawsProgressBar, let state = progress else { return }
    let estimate = ProgressState.remaining(
      elapsed: ContinuousClock.now - state.started, done: state.done, total: state.total)
    let line = state.line(width: terminalWidth, estimate: estimate)
    OutputGuard.writeProgressLine(leavingOpen: true) { errors.write("\r\u{1B}[2K" + line) }
  }
}

extension ProgressState {
  /// The widest bar, in characters.
  static let barWidth = 30
  /// The narrowest bar.
  static let narrowestBar = 10

  /// The fewest characters of the label kept before the bar narrows.
  static let shortestLabel = 16

  /// The bar's line in at most `width - 1` columns (the last column of a terminal wraps):
  /// the label is shortened from its start (`…/specs/card.json: `), then the bar narrows,
  /// and the estimate goes when even the narrowest bar would not fit.
  func line(width: Int, estimate: String?) -> String {
    let counts = " \(done)/\(total) \(unit)"
    let room = max(width - 1, 0)
    var extra = estimate.map { ", \($0)" } ?? ""
    if Self.narrowestBar + counts.count + extra.count > room { extra = "" }
    let fixed = counts.count + extra.count
    let keptLabel = min(label.count, Self.shortestLabel)
    let barWidth = min(Self.barWidth, max(Self.narrowestBar, room - fixed - keptLabel))
    let shown = Self.shortened(label, to: max(room - fixed - barWidth, 0))
    let filled = total > 0 ? done * barWidth / total : barWidth
    let bar =
      String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    return shown + bar + counts + extra
  }

  /// `text` in at most `limit` characters: its end after `…`, or nothing when even that
  /// does not fit.
  static func shortened(_ text: String, to limit: Int) -> String {
    guard text.count > limit else { return text }
    guard limit > 4 else { return "" }
    return "…" + text.suffix(limit - 1)
  }
}
