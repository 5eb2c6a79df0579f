import Foundation
import PinframeAnimation
import PinframeViews

extension AnimationClock {
  /// Runs `action` at `fps` and returns `value` of `view`'s presentation values in each frame.
  func sample<Value>(
    _ view: View, fps: Double = 60, action: () -> Void = {},
    _ value: (AnimatableValues) -> Value
  ) throws -> [Value] {
    var values: [Value] = []
    try run(
      fps: fps, action: action,
      eachFrame: { _ in values.append(value(presentationValues(of: view))) })
    return values
  }

  /// The presentation values of `view` at `time` (the clock settles on the way).
  func presentation(of view: View, at time: Double) throws -> AnimatableValues {
    try advance(to: time)
    return presentationValues(of: view)
  }
}

/// A view whose `layoutSubviews` calls a closure.
@MainActor
final class LayoutView: View {
  var onLayout: (LayoutView) -> Void = { _ in }

  override func layoutSubviews() {
    onLayout(self)
  }
}

/// Whether two numbers agree to `tolerance` (1e-9 by default).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}
