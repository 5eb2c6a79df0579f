import PinframeViews

/// One additive animation: a property's offset `old − new`, decaying to 0 along its timing.
struct AnimationRecord {
  /// The animated property.
  var property: AnimatableProperty
  /// The offset `old − new`, one entry per component of the property.
  var delta: [Double]
  /// How the offset decays.
  var timing: AnimationTiming
  /// The commit time, or `nil` until the next commit.
  var begin: Double?
  /// The group whose completion waits for this record.
  var group: AnimationGroup

  /// The part of ``delta`` still shown at `time`: 1 before the start, 0 at the end.
  func remainingFraction(at time: Double) -> Double {
    guard let begin else { return 1 }
    return 1 - timing.progress(atElapsed: time - begin)
  }

  /// Whether the record has ended at `time` (never before its commit).
  func isFinished(at time: Double) -> Bool {
    guard let begin else { return false }
    return timing.isFinished(atElapsed: time - begin)
  }
}
