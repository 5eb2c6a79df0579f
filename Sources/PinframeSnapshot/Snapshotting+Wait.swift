import Foundation
import Pinframe

extension Snapshotting {
  /// Takes the snapshot after `duration` seconds of virtual time, as swift-snapshot-testing's
  /// strategy of that name waits: the animation clock advances (animations progress and end,
  /// completions and scheduled actions run) instead of the test sleeping.
  ///
  /// ```swift
  /// view.showBanner(animated: true)
  /// assertSnapshot(of: view, as: .wait(for: 0.5, on: .image))
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The seconds of virtual time to let pass; not negative.
  ///   - strategy: The strategy that takes the snapshot afterwards.
  public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
    let snapshot = strategy.snapshot
    return Snapshotting(pathExtension: strategy.pathExtension, diffing: strategy.diffing) {
      value in
      Async(catching: {
        guard duration.isFinite, duration >= 0 else { throw WaitDurationError(duration: duration) }
        let clock = AnimationClock.current
        try clock.advance(to: clock.time + duration)
        clock.settle()
      }).flatMap { Async.onMainActor { snapshot(value) } }
    }
  }
}

/// A `.wait(for:on:)` duration that is negative or not finite.
struct WaitDurationError: Error, CustomStringConvertible {
  var duration: TimeInterval

  var description: String {
    "wait(for: \(duration), on:) needs a duration of 0 seconds or more"
  }
}
