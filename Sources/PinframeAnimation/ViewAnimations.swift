import PinframeViews

/// The animations recorded for one view, in the order they were recorded.
///
/// The view is held strongly until its animations end, as Core Animation keeps animating
/// layers alive.
@MainActor
struct ViewAnimations {
  /// The animated view.
  let view: View
  /// Its animations, oldest first.
  var records: [AnimationRecord] = []

  /// Stamps the records waiting for a commit with `time`.
  mutating func startPending(at time: Double) {
    for index in records.indices where records[index].begin == nil {
      records[index].begin = time
    }
  }

  /// Removes and returns the records that have ended at `time`.
  mutating func removeFinished(at time: Double) -> [AnimationRecord] {
    let ended = records.filter { $0.isFinished(at: time) }
    records.removeAll { $0.isFinished(at: time) }
    return ended
  }

  /// The view's model values plus the offsets still shown at `time`.
  func presentation(at time: Double) -> AnimatableValues {
    var values = view.animatableValues
    for record in records {
      let remaining = record.remainingFraction(at: time)
      guard remaining != 0 else { continue }
      values.add(record.delta, times: remaining, to: record.property)
    }
    return values
  }
}
