import Foundation
import PinframeViews

extension View {
  /// Runs `actionsWithoutAnimation` with animations off: its changes apply at once, even
  /// inside an animation block, as UIKit's method of the same name.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let clock = AnimationClock.current
    clock.withoutAnimationDepth += 1
    defer { clock.withoutAnimationDepth -= 1 }
    actionsWithoutAnimation()
  }

  /// Turns the recording of animations on or off for the current runtime, as UIKit's method
  /// of the same name.
  ///
  /// While off, animation blocks still run and their completions still run (at the next
  /// settle), but no change animates; animations already running continue.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    AnimationClock.current.areAnimationsEnabled = enabled
  }

  /// Whether animations are enabled in the current runtime (see ``setAnimationsEnabled(_:)``).
  public static var areAnimationsEnabled: Bool {
    AnimationClock.current.areAnimationsEnabled
  }

  /// The duration of the animation block being run, or 0 outside any animating block, as
  /// UIKit's property of the same name.
  public static var inheritedAnimationDuration: TimeInterval {
    AnimationClock.current.recordingContext?.duration ?? 0
  }
}
