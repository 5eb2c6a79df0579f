import Foundation
import PinframeGraphics
import PinframeViews

/// An on/off switch, as UIKit's `UISwitch`: always 51 × 31 points, a green track with the thumb
/// at the right when on, a grey track with the thumb at the left when off.
///
/// As in UIKit, the size in `init(frame:)` is ignored, and a frame or bounds of another size set
/// later keeps 51 × 31 (at the new origin). Setting ``isOn`` sends no event;
/// `sendActions(for: .valueChanged)` (also `.primaryActionTriggered`) is the tap.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The switch's only size.
  public static let size = CGSize(width: 51, height: 31)
  /// The thumb's inset from the track's edge.
  static let thumbInset: CGFloat = 2

  /// Whether the switch is on.
  open var isOn = false {
    didSet { setNeedsLayout() }
  }

  /// The track's colour when on; `nil` for `.systemGreen`.
  open var onTintColor: UIColor?
  /// The thumb's colour; `nil` for white.
  open var thumbTintColor: UIColor?

  /// A switch at `frame`'s origin, 51 × 31 whatever size `frame` has.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    isOpaque = false
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets ``isOn``; drawn at once (there is no animation to see).
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// 51 × 31, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    Self.size
  }

  /// 51 × 31.
  open override var intrinsicContentSize: CGSize {
    Self.size
  }

  /// The switch's rectangle: setting it keeps the origin and puts the size back to 51 × 31, as
  /// UIKit's switch does, so views laid out relative to the switch follow the frame it has.
  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
  }

  /// The switch's own coordinate space, always 51 × 31.
  open override var bounds: CGRect {
    get { super.bounds }
    set { super.bounds = CGRect(origin: newValue.origin, size: Self.size) }
  }

  /// A value change is the primary action.
  override var primaryActionEvent: Event { .valueChanged }

  /// Draws the track and the thumb.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let track = CGRect(origin: rect.origin, size: Self.size)
    let on = onTintColor ?? .systemGreen
    let trackColor = resolved(isOn ? on : .secondarySystemFill)
    context.fill(track, cornerRadius: track.height / 2, color: dimmed(trackColor))
    let side = track.height - 2 * Self.thumbInset
    let x = isOn ? track.maxX - Self.thumbInset - side : track.minX + Self.thumbInset
    let thumb = CGRect(x: x, y: track.minY + Self.thumbInset, width: side, height: side)
    context.fillEllipse(in: thumb.insetBy(dx: -0.5, dy: -0.5), color: Color(white: 0, alpha: 0.06))
    context.fillEllipse(in: thumb, color: resolved(thumbTintColor ?? .white))
  }

  /// `color` at half its alpha when disabled, as a disabled switch's track is drawn.
  private func dimmed(_ color: Color) -> Color {
    isEnabled ? color : color.withAlphaComponent(color.alpha * 0.5)
  }

  /// Whether the switch is on, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    [("on", isOn ? "YES" : "NO")]
  }
}
