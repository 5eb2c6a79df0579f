import Foundation
import PinframeViews

/// The animation engine of one `ViewRuntime`: records `UIView.animate` changes as additive
/// animations and advances them on a virtual clock that only tests and tools move.
///
/// Conventions (nothing depends on wall time):
/// - **Model and presentation.** Setters change the model value at once, also inside an
///   animation block. Each change of an animatable property made while a block is open records
///   an additive animation, offset `old − new` decaying to 0 (iOS ≥ 8), so
///   presentation = model + Σ offset · (1 − progress). A change made outside any block changes
///   the model only and leaves running animations in place: the view jumps by the change and
///   the leftover offsets keep decaying toward the new value.
/// - **Commit.** Animations start when they are committed: ``commit()``, or the commit that
///   every ``advance(to:)`` and ``settle()`` performs at the current time before moving on. A
///   commit first runs the pending layout pass (`ViewRuntime/layoutPendingViews()`) outside
///   any animation block, then stamps the new animations with the current time.
/// - **End and completions.** An animation ends at `begin + delay + duration` (within 1e-9 s).
///   It is removed, and completions run, only when the clock is settled after the frame at or
///   past that time has been sampled: completions run in the order their blocks were created,
///   with `finished = true` unless an animation of the block was removed early. A block that
///   changes nothing (or runs without animation) completes at the settle after the next commit.
///   Animations started from a completion begin at that same time.
/// - **Frames.** ``run(fps:timeLimit:action:eachFrame:)`` samples frame i at
///   t = origin + i / fps, computed from the index; see there.
///
/// Each runtime has its own clock (stored in `ViewRuntime/attachments`), installed as the
/// runtime's `ViewRuntime/propertyObserver` the first time it is asked for, so tests running
/// in parallel in their own `ViewRuntime/isolated(_:_:)` scopes never share one.
@preconcurrency @MainActor
public final class AnimationClock {
  /// The clock of `ViewRuntime/current`, created on first use.
  public static var current: AnimationClock { clock(for: ViewRuntime.current) }

  /// The clock of `runtime`, created and installed as its property observer on first use.
  public static func clock(for runtime: ViewRuntime) -> AnimationClock {
    let key = ObjectIdentifier(AnimationClock.self)
    if let clock = runtime.attachments[key] as? AnimationClock { return clock }
    let clock = AnimationClock(runtime: runtime)
    runtime.attachments[key] = clock
    runtime.propertyObserver = clock.observer
    return clock
  }

  /// The virtual time in seconds; it starts at 0 and only moves forward.
  public internal(set) var time: TimeInterval = 0

  /// Whether animations are recorded at all (UIKit's `setAnimationsEnabled(_:)`).
  public internal(set) var areAnimationsEnabled = true

  weak var runtime: ViewRuntime?
  var contexts: [AnimationContext] = []
  var withoutAnimationDepth = 0
  var animations: [ObjectIdentifier: ViewAnimations] = [:]
  var groups: [AnimationGroup] = []
  var scheduledActions: [ScheduledAction] = []
  var modelChangedSinceSample = false
  var warningLog = WarningLog()
  lazy var observer = PropertyObserver(clock: self)

  init(runtime: ViewRuntime) {
    self.runtime = runtime
  }

  /// Whether nothing is left to do: no animation running or waiting for a commit, and no
  /// completion or scheduled action waiting to run.
  public var isIdle: Bool { animations.isEmpty && groups.isEmpty && scheduledActions.isEmpty }

  /// Runs the pending layout pass outside any animation block, then starts every animation
  /// recorded since the last commit at the current ``time``.
  public func commit() {
    inRuntime { runtime?.layoutPendingViews() }
    for key in animations.keys {
      animations[key]?.startPending(at: time)
    }
    for group in groups where !group.isOpen { group.isCommitted = true }
  }

  /// Commits, ends what is due at the current time and runs the due completions and
  /// scheduled actions, then commits again.
  ///
  /// Animations whose end is at or before ``time`` are removed (their last sampled frame
  /// already showed the model value); the completions of committed blocks with no animation
  /// left run in creation order; the commit that follows starts the animations those
  /// completions began, at the same time. Call it after sampling the last frame to let
  /// completions run.
  public func settle() {
    commit()
    for key in Array(animations.keys) {
      let ended = animations[key]?.removeFinished(at: time) ?? []
      for record in ended { record.group.liveRecords -= 1 }
      if animations[key]?.records.isEmpty == true { animations[key] = nil }
    }
    let due = groups.filter(\.isDone)
    groups.removeAll { $0.isDone }
    inRuntime {
      for group in due { group.completion?(group.finished) }
    }
    runDueActions()
    commit()
  }

  /// Settles at the current time (see ``settle()``), then moves the clock to `newTime`,
  /// stopping to settle at the time of each scheduled action due before it.
  ///
  /// A scheduled action thus runs at its own time, whatever the frame rate, as a timer does
  /// on a device, and the animations it starts begin then: a sequence of steps follows the
  /// model timeline, not the frames that happen to be sampled.
  ///
  /// - Throws: ``AnimationError/invalidTime(_:)`` for a NaN or infinite time and
  ///   ``AnimationError/timeRunsBackwards(current:requested:)`` for a time before ``time``.
  public func advance(to newTime: TimeInterval) throws(AnimationError) {
    guard newTime.isFinite else { throw .invalidTime(newTime) }
    guard newTime >= time else { throw .timeRunsBackwards(current: time, requested: newTime) }
    settle()
    pass(to: newTime)
  }

  /// Moves the clock forward to `newTime`, settling at the time of each scheduled action due
  /// before it.
  func pass(to newTime: TimeInterval) {
    while let next = scheduledActions.first?.time,
      next > time, next < newTime - AnimationTiming.endTolerance
    {
      time = next
      settle()
    }
    time = newTime
  }

  /// Settles, then moves the clock to frame `index` at `fps`: t = index / fps, from the index.
  ///
  /// - Throws: ``AnimationError/invalidFrameRate(_:)`` unless `0 < fps ≤ 1000`, and the
  ///   errors of ``advance(to:)``.
  public func advance(toFrame index: Int, fps: Double) throws(AnimationError) {
    try Self.validate(fps: fps)
    try advance(to: Double(index) / fps)
  }

  /// Removes every animation at once: views show their model values, and the completions of
  /// the affected blocks run at the next settle with `finished = false`.
  public func removeAllAnimations() {
    for entry in animations.values {
      for record in entry.records {
        record.group.liveRecords -= 1
        record.group.finished = false
      }
    }
    animations.removeAll()
  }

  /// Removes the animations of one view, as `view.layer.removeAllAnimations()`.
  public func removeAllAnimations(of view: View) {
    guard let entry = animations.removeValue(forKey: ObjectIdentifier(view)) else { return }
    for record in entry.records {
      record.group.liveRecords -= 1
      record.group.finished = false
    }
  }

  /// Runs `body` with this clock's runtime as ``ViewRuntime/current``.
  func inRuntime<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let runtime, ViewRuntime.current !== runtime else { return try body() }
    return try ViewRuntime.isolated(runtime, body)
  }

  static func validate(fps: Double) throws(AnimationError) {
    guard fps > 0, fps <= 1000 else { throw .invalidFrameRate(fps) }
  }
}
