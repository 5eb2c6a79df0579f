import PinframeViews

extension AnimationClock {
  /// The block an animation call opens, from its arguments: invalid durations and delays
  /// become 0 and unsupported options are reported, with warnings naming `call`.
  ///
  /// - Parameter easing: The easing for the block's (corrected) duration.
  func block(
    duration: Double, delay: Double, options: View.AnimationOptions,
    easing: (Double) -> AnimationTiming.Easing, completion: ((Bool) -> Void)?, call: String
  ) -> AnimationContext {
    let length = seconds(duration, parameter: "duration", of: call)
    let wait = seconds(delay, parameter: "delay", of: call)
    let unsupported = options.intersection(View.AnimationOptions.unsupported)
    if !unsupported.isEmpty {
      warn(
        "\(call): options 0x\(String(unsupported.rawValue, radix: 16)) (repeat, autoreverse, animated content or transitions) are not supported; animating once"
      )
    }
    return AnimationContext(
      delay: wait, duration: length, easing: easing(length), options: options,
      group: makeGroup(completion: completion))
  }

  /// A spring's damping ratio: `ratio` when finite and non-negative, otherwise 1 (no
  /// oscillation) with a warning.
  func dampingRatio(_ ratio: Double, of call: String) -> Double {
    guard ratio.isFinite, ratio >= 0 else {
      warn("\(call): damping ratio \(ratio) is not a finite, non-negative number; using 1")
      return 1
    }
    return ratio
  }
}
