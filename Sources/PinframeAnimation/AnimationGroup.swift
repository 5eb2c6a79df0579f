import PinframeViews

/// The animations of one `animate` call: they share a completion, run when all have ended.
@MainActor
final class AnimationGroup {
  /// The completion handler, called with ``finished``.
  let completion: ((Bool) -> Void)?
  /// Records not yet ended or removed.
  var liveRecords = 0
  /// Whether the group's block still runs (its records may still grow).
  var isOpen = true
  /// Whether a commit has started the group.
  var isCommitted = false
  /// False once an animation of the group was removed before its end.
  var finished = true
  /// The views that got an animation in the group, for the `layoutSubviews` option.
  var animatedViews: [View] = []
  /// The identities of ``animatedViews``, so that adding a view is a set insertion.
  var animatedViewIDs: Set<ObjectIdentifier> = []

  init(completion: ((Bool) -> Void)?) {
    self.completion = completion
  }

  /// Whether the completion is due: committed, closed, and no record left.
  var isDone: Bool { isCommitted && !isOpen && liveRecords == 0 }
}
