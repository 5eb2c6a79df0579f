import Foundation
import PinframeGraphics
import PinframeViews

/// A pair of − and + buttons that step a value, as UIKit's `UIStepper` (iOS 13's look): 94 × 32
/// points, a grey rounded track split by a divider, the glyph that cannot step further faded.
///
/// Setting ``value`` sends no event; `sendActions(for: .valueChanged)` is the tap.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// The stepper's size.
  public static let size = CGSize(width: 94, height: 32)

  /// The value, kept between ``minimumValue`` and ``maximumValue`` (0 by default).
  open var value: Double {
    get { storedValue }
    set { storedValue = clamped(newValue) }
  }
  /// The smallest value (0 by default).
  open var minimumValue: Double = 0 {
    didSet { storedValue = clamped(storedValue) }
  }
  /// The largest value (100 by default).
  open var maximumValue: Double = 100 {
    didSet { storedValue = clamped(storedValue) }
  }
  /// How much one tap changes the value (1 by default; values that are not positive are
  /// ignored).
  open var stepValue: Double = 1 {
    didSet { if !(stepValue > 0 && stepValue.isFinite) { stepValue = oldValue } }
  }
  /// Whether stepping past an end wraps to the other end.
  open var wraps = false
  /// Whether holding a button repeats; stored.
  open var autorepeat = true
  /// Whether holding a button sends value changes continuously; stored.
  open var isContinuous = true

  private var storedValue: Double = 0 {
    didSet { setNeedsLayout() }
  }

  /// A stepper at `frame`'s origin, 94 × 32.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    isOpaque = false
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Adds (or with `false` subtracts) ``stepValue`` as a tap on + (or −) does, wrapping when
  /// ``wraps`` is set, and sends `.valueChanged` when the value changed.
  public func step(up: Bool) {
    var next = storedValue + (up ? stepValue : -stepValue)
    if wraps, next > maximumValue { next = minimumValue }
    if wraps, next < minimumValue { next = maximumValue }
    let previous = storedValue
    value = next
    if storedValue != previous { sendActions(for: .valueChanged) }
  }

  /// 94 × 32, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    Self.size
  }

  /// 94 × 32.
  open override var intrinsicContentSize: CGSize {
    Self.size
  }

  /// A value change is the primary action.
  override var primaryActionEvent: Event { .valueChanged }

  /// Draws the track, the divider and the − and + glyphs.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.fill(rect, cornerRadius: 8, color: resolved(.tertiarySystemFill))
    context.setFillColor(resolved(.separator))
    context.fill(
      CGRect(
        x: roundToPixels(rect.midX) - 0.5, y: rect.minY + 8, width: 1,
        height: max(0, rect.height - 16)))
    let canStepDown = isEnabled && (wraps || storedValue > minimumValue)
    let canStepUp = isEnabled && (wraps || storedValue < maximumValue)
    let minus = CGPoint(x: rect.minX + rect.width / 4, y: rect.midY)
    let plus = CGPoint(x: rect.maxX - rect.width / 4, y: rect.midY)
    let bar = (length: CGFloat(14), thickness: CGFloat(2))
    let down = resolved(canStepDown ? .label : .tertiaryLabel)
    let up = resolved(canStepUp ? .label : .tertiaryLabel)
    context.fillBar(
      center: minus, length: bar.length, thickness: bar.thickness, angle: 0, color: down)
    context.fillBar(center: plus, length: bar.length, thickness: bar.thickness, angle: 0, color: up)
    context.fillBar(
      center: plus, length: bar.length, thickness: bar.thickness, angle: .pi / 2, color: up)
  }

  /// The value, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    [("value", "\(value)")]
  }

  private func clamped(_ value: Double) -> Double {
    guard value.isFinite else { return minimumValue }
    return min(max(value, minimumValue), max(minimumValue, maximumValue))
  }
}
