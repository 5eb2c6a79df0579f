import Foundation
import PinframeGraphics
import PinframeImage
import PinframeViews

/// A control that picks a value along a track, as UIKit's `UISlider`: a 4 pt track, filled in
/// the tint colour up to a white 28 pt thumb; 31 points tall.
///
/// ``sizeThatFits(_:)`` keeps the current width (a slider has no width of its own) and gives
/// the height 31. Setting ``value`` sends no event; `sendActions(for: .valueChanged)` is the
/// user's move.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The slider's height.
  static let height: CGFloat = 31
  /// The track's thickness and the thumb's side.
  static let track: CGFloat = 4
  static let thumb: CGFloat = 28

  /// The value, kept between ``minimumValue`` and ``maximumValue`` (0 by default).
  open var value: Float {
    get { storedValue }
    set { storedValue = clamped(newValue) }
  }
  /// The smallest value (0 by default); the value follows.
  open var minimumValue: Float = 0 {
    didSet { storedValue = clamped(storedValue) }
  }
  /// The largest value (1 by default); the value follows.
  open var maximumValue: Float = 1 {
    didSet { storedValue = clamped(storedValue) }
  }
  /// Whether moving sends value changes continuously; stored.
  open var isContinuous = true
  /// The filled part's colour; `nil` for the tint colour.
  open var minimumTrackTintColor: UIColor?
  /// The rest of the track's colour; `nil` for `.systemFill`.
  open var maximumTrackTintColor: UIColor?
  /// The thumb's colour; `nil` for white.
  open var thumbTintColor: UIColor?
  /// An image at the track's start; stored.
  open var minimumValueImage: UIImage?
  /// An image at the track's end; stored.
  open var maximumValueImage: UIImage?

  private var storedValue: Float = 0 {
    didSet { setNeedsLayout() }
  }

  /// A slider with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets ``value``; drawn at once (there is no animation to see).
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// The current width and a height of 31.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width, height: Self.height)
  }

  /// No intrinsic width; 31 tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Self.height)
  }

  /// A value change is the primary action.
  override var primaryActionEvent: Event { .valueChanged }

  /// Draws the track, filled up to the thumb, and the thumb.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let travel = max(0, rect.width - Self.thumb)
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
    let thumbX = roundToPixels(rect.minX + travel * fraction)
    let centreY = rect.midY
    let track = CGRect(
      x: rect.minX + 2, y: centreY - Self.track / 2, width: max(0, rect.width - 4),
      height: Self.track)
    let alpha: Double = isEnabled ? 1 : 0.5
    let rest = resolved(maximumTrackTintColor ?? .systemFill)
    context.fill(
      track, cornerRadius: Self.track / 2, color: rest.withAlphaComponent(rest.alpha * alpha))
    var filled = track
    filled.size.width = max(0, thumbX + Self.thumb / 2 - track.minX)
    let tint = minimumTrackTintColor.map(resolved) ?? resolvedTint
    context.fill(
      filled, cornerRadius: Self.track / 2, color: tint.withAlphaComponent(tint.alpha * alpha))
    let thumb = CGRect(
      x: thumbX, y: centreY - Self.thumb / 2, width: Self.thumb, height: Self.thumb)
    context.fillEllipse(in: thumb.insetBy(dx: -0.5, dy: -0.5), color: Color(white: 0, alpha: 0.12))
    context.fillEllipse(in: thumb, color: resolved(thumbTintColor ?? .white))
  }

  /// The value, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    [("value", "\(value)")]
  }

  private func clamped(_ value: Float) -> Float {
    guard value.isFinite else { return minimumValue }
    return min(max(value, minimumValue), max(minimumValue, maximumValue))
  }
}
