import Foundation

/// An action waiting for a time on the clock (``AnimationClock/schedule(after:_:)``).
struct ScheduledAction {
  /// When the action is due.
  var time: TimeInterval
  /// The action.
  var action: () -> Void
}

extension AnimationClock {
  /// Runs `action` `delay` seconds from now on the virtual clock, as
  /// `DispatchQueue.main.asyncAfter` does on a device: the way to start the next animation of a
  /// sequence after a pause.
  ///
  /// The action runs at its time: ``AnimationClock/advance(to:)`` stops there on its way to a
  /// later frame (an action due at a sampled frame's time runs after that frame is sampled,
  /// like completions), in the order the actions are due, then in the order they were
  /// scheduled; animations it starts begin at that time. Until it has run the clock is not
  /// idle, so a recording keeps sampling frames through the pause. A negative, NaN or infinite
  /// delay counts as 0, with a warning.
  public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) {
    let wait = seconds(delay, parameter: "delay", of: "AnimationClock.schedule(after:_:)")
    let entry = ScheduledAction(time: time + wait, action: action)
    let index = scheduledActions.firstIndex { $0.time > entry.time } ?? scheduledActions.count
    scheduledActions.insert(entry, at: index)
  }

  /// Runs the scheduled actions due at the current time, including those they schedule for it.
  func runDueActions() {
    while let first = scheduledActions.first,
      first.time <= time + AnimationTiming.endTolerance
    {
      scheduledActions.removeFirst()
      inRuntime { first.action() }
    }
  }
}
