import PinframeViews

extension View {
  /// Options of `animateKeyframes(withDuration:delay:options:animations:completion:)`, with
  /// UIKit's raw values, as `UIView.KeyframeAnimationOptions`.
  ///
  /// As in UIKit, the whole keyframe animation runs through an overall ease-in-ease-out curve
  /// that warps the keyframes' relative times; the curve field of `View/AnimationOptions`
  /// (bits 16–17) selects another one, so passing the raw value of `curveLinear`
  /// (`KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`) removes the
  /// warp, as it does on iOS.
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// The options as UIKit's bit mask.
    public let rawValue: UInt

    /// Creates options from UIKit's bit mask.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out the animated views before the block ends, so their subviews animate with them.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Accepted for UIKit compatibility; Pinframe has no touches.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Accepted; additive animations always continue from the on-screen value.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Not supported: the animation runs once and a warning is recorded.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Not supported: the animation runs once and a warning is recorded.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// A nested block uses its own duration and delay instead of the enclosing block's.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// A nested block does not inherit the enclosing block's options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    /// Values between keyframes are interpolated linearly (the default, field value 0).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Values jump, without interpolation, at the end of each keyframe (field value 1).
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Not supported: interpolated linearly, with a warning (field value 2).
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// Not supported: interpolated linearly, with a warning (field value 3).
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// Not supported: interpolated linearly, with a warning (field value 4).
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation-mode field: 0 linear, 1 discrete, 2 paced, 3 cubic, 4 cubic paced.
    var calculationMode: UInt { (rawValue >> 10) & 7 }

    /// The options shared with ``View/AnimationOptions`` (inheritance, layout, overall curve).
    var animationOptions: AnimationOptions {
      AnimationOptions(rawValue: rawValue & ~(UInt(7) << 10))
    }
  }
}
