/// Why the animation clock could not step as asked.
public enum AnimationError: Error, Hashable, CustomStringConvertible {
  /// A frame rate that is not in `0 < fps ≤ 1000` (or is NaN).
  case invalidFrameRate(Double)
  /// A time limit that is not positive and finite.
  case invalidTimeLimit(Double)
  /// A clock time that is NaN or infinite.
  case invalidTime(Double)
  /// A clock time earlier than the current one: the virtual clock only moves forward.
  case timeRunsBackwards(current: Double, requested: Double)
  /// Animations or completions were still running when the virtual time limit was reached.
  case timeLimitExceeded(limit: Double, fps: Double, frame: Int)

  /// A message that says what is wrong and what to change.
  public var description: String {
    switch self {
    case .invalidFrameRate(let fps):
      return "frame rate \(fps) fps is invalid: use a frame rate above 0 and at most 1000 fps"
    case .invalidTimeLimit(let limit):
      return "time limit \(limit) s is invalid: use a positive, finite number of seconds"
    case .invalidTime(let time):
      return "clock time \(time) s is invalid: advance the clock to a finite time"
    case .timeRunsBackwards(let current, let requested):
      return
        "cannot move the animation clock back from \(current) s to \(requested) s: advance it to a time at or after the current one"
    case .timeLimitExceeded(let limit, let fps, let frame):
      return
        "animations were still running after \(limit) s of virtual time (frame \(frame) at \(fps) fps): end long or repeating animations, or pass a larger timeLimit"
    }
  }
}
