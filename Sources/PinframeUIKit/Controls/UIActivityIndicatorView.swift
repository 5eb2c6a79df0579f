import Foundation
import PinframeGraphics
import PinframeViews

/// A spinner that shows a task is running, as UIKit's `UIActivityIndicatorView`: 20 × 20 points
/// (`.medium`) or 37 × 37 (`.large`), eight spokes fading around the circle, drawn as one still
/// frame (time does not pass in a snapshot).
///
/// As in UIKit it is stopped at first and ``hidesWhenStopped`` is on, so it is hidden until
/// ``startAnimating()``; ``stopAnimating()`` hides it again.
@preconcurrency @MainActor
open class UIActivityIndicatorView: View {
  /// The sizes of a spinner, as UIKit's `UIActivityIndicatorView.Style`, with its raw values.
  public enum Style: Int, Sendable, Hashable {
    /// Large and white (deprecated in iOS 13): 37 × 37.
    case whiteLarge = 0
    /// White (deprecated in iOS 13): 20 × 20.
    case white = 1
    /// Grey (deprecated in iOS 13): 20 × 20.
    case gray = 2
    /// 20 × 20.
    case medium = 100
    /// 37 × 37.
    case large = 101

    /// The spinner's side.
    var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
  }

  /// The number of spokes.
  static let spokes = 8

  /// The style; it sets the size (``sizeThatFits(_:)``) and, for the old white styles, the
  /// colour.
  open var style: Style {
    didSet { setNeedsLayout() }
  }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The spokes' colour; `nil` resets it to the style's (`.secondaryLabel`, white for the old
  /// white styles).
  open var color: UIColor! {
    get { storedColor ?? (style == .white || style == .whiteLarge ? .white : .secondaryLabel) }
    set { storedColor = newValue }
  }
  /// Whether the spinner hides while stopped (on by default).
  open var hidesWhenStopped = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }
  /// Whether it spins.
  public private(set) var isAnimating = false

  private var storedColor: UIColor?

  /// A spinner of `style`, its size, at the origin, stopped and hidden.
  public init(style: Style = .medium) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    isOpaque = false
    isHidden = true
  }

  /// A medium spinner with a frame, stopped and hidden.
  public override convenience init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Starts spinning and shows the spinner.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning; hides the spinner when ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// The style's square, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: style.side, height: style.side)
  }

  /// The style's square.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: style.side, height: style.side)
  }

  /// Draws the spokes around the centre: the first at the top, fully opaque, the others
  /// fading clockwise to 30 %.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let side = style.side
    let ink = color.resolvedValue(with: traitCollection)
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let length = side * 0.27
    let thickness = side * 0.11
    let radius = side / 2 - length / 2
    for spoke in 0..<Self.spokes {
      let angle = CGFloat(spoke) * 2 * .pi / CGFloat(Self.spokes)
      let spokeCenter = CGPoint(
        x: center.x + radius * sin(angle), y: center.y - radius * cos(angle))
      let alpha = 1 - 0.7 * Double(spoke) / Double(Self.spokes - 1)
      context.fillBar(
        center: spokeCenter, length: length, thickness: thickness, angle: angle + .pi / 2,
        color: ink.withAlphaComponent(ink.alpha * alpha))
    }
  }

  /// Whether it spins, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    [("animating", isAnimating ? "YES" : "NO")]
  }
}
