import PinframeViews

extension View {
  /// Options of `animate(withDuration:delay:options:animations:completion:)`, with UIKit's raw
  /// values, as `UIView.AnimationOptions`.
  ///
  /// The timing curve is a 2-bit field (bits 16–17), not four flags: the empty mask means
  /// ``curveEaseInOut``, and `[.curveEaseIn, .curveEaseOut]` is ``curveLinear``, as in UIKit.
  /// ``beginFromCurrentState`` and ``allowUserInteraction`` are accepted and change nothing
  /// (additive animations always start from the current state; there are no touches);
  /// ``repeat``, ``autoreverse``, ``allowAnimatedContent`` and ``showHideTransitionViews``
  /// compile but are not supported: the animation runs once and a warning is recorded.
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The options as UIKit's bit mask.
    public let rawValue: UInt

    /// Creates options from UIKit's bit mask.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out the animated views before the block ends, so their subviews animate with them.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Accepted for UIKit compatibility; Pinframe has no touches.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Accepted; additive animations always continue from the on-screen value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Not supported: the animation runs once and a warning is recorded.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Not supported: the animation runs once and a warning is recorded.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block uses its own duration and delay instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block uses its own curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Not supported (there is no content to redraw); a warning is recorded.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Not supported (transitions are not implemented); a warning is recorded.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A nested block does not inherit the enclosing block's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Ease in and out, cubic Bézier (0.42, 0), (0.58, 1): the default (field value 0).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in, cubic Bézier (0.42, 0), (1, 1) (field value 1).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out, cubic Bézier (0, 0), (0.58, 1) (field value 2).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed (field value 3).
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// Flip from the left, for `transition(with:…)` (accepted; a plain `animate` ignores it).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip from the right (accepted, as above).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curl up (accepted, as above).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curl down (accepted, as above).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolve (accepted, as above).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip from the top (accepted, as above).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip from the bottom (accepted, as above).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// The device's default frame rate (accepted: frames follow the recording's rate).
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames per second (accepted, as above).
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames per second (accepted, as above).
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The options that compile but have no effect in Pinframe, reported with a warning.
    static let unsupported: AnimationOptions = [
      .repeat, .autoreverse, .allowAnimatedContent, .showHideTransitionViews,
    ]

    /// The bits of the curve field.
    static let curveMask = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve selected by the curve field.
    public var timingCurve: TimingCurve {
      switch (rawValue >> 16) & 3 {
      case 1: return .easeIn
      case 2: return .easeOut
      case 3: return .linear
      default: return .easeInEaseOut
      }
    }
  }
}
