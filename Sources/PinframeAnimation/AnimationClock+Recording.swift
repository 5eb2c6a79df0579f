import PinframeViews

/// Forwards the runtime's property changes to the clock.
@MainActor
final class PropertyObserver: ViewPropertyObserver {
  unowned let clock: AnimationClock

  init(clock: AnimationClock) {
    self.clock = clock
  }

  func view(_ view: View, didChange property: AnimatableProperty, from old: AnimatableValues) {
    clock.record(view, changed: property, from: old)
  }
}

extension AnimationClock {
  /// The block whose timing a change made now is recorded with: `nil` outside blocks, inside
  /// `performWithoutAnimation`, with animations disabled, or for a zero duration.
  var recordingContext: AnimationContext? {
    guard withoutAnimationDepth == 0, areAnimationsEnabled, let context = contexts.last,
      context.duration > 0
    else { return nil }
    return context
  }

  /// Records an additive animation of `property` when a block is recording.
  func record(_ view: View, changed property: AnimatableProperty, from old: AnimatableValues) {
    modelChangedSinceSample = true
    guard let context = recordingContext else { return }
    let record = AnimationRecord(
      property: property, delta: old.difference(view.animatableValues, of: property),
      timing: context.timing, begin: nil, group: context.group)
    animations[ObjectIdentifier(view), default: ViewAnimations(view: view)].records.append(record)
    context.group.liveRecords += 1
    if context.group.animatedViewIDs.insert(ObjectIdentifier(view)).inserted {
      context.group.animatedViews.append(view)
    }
  }

  /// Opens a block with its own completion group, runs `animations` in it, and closes it.
  func animate(
    _ block: AnimationContext, animations: () -> Void
  ) {
    let context = block.nested(in: contexts.last)
    run(context, animations)
    context.group.isOpen = false
  }

  /// Runs `animations` with `context` open; with the `layoutSubviews` option, the views the
  /// block animated are laid out before it closes, so their subviews animate with them.
  func run(_ context: AnimationContext, _ animations: () -> Void) {
    contexts.append(context)
    defer { contexts.removeLast() }
    animations()
    if context.options.contains(.layoutSubviews) {
      for view in context.group.animatedViews { view.layoutIfNeeded() }
    }
  }

  /// A new completion group, last in creation order.
  func makeGroup(completion: ((Bool) -> Void)?) -> AnimationGroup {
    let group = AnimationGroup(completion: completion)
    groups.append(group)
    return group
  }
}
