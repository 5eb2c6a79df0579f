import Foundation
import PinframeGraphics
import PinframeViews

/// A bar that shows how far a task is, as UIKit's `UIProgressView` (iOS 14's look): 4 points
/// tall, a grey capsule track filled from the leading edge in the tint colour.
///
/// It is a plain view, not a control, as in UIKit. ``sizeThatFits(_:)`` keeps the current width
/// and gives the height 4.
@preconcurrency @MainActor
open class UIProgressView: View {
  /// The styles of a progress view, as UIKit's `UIProgressView.Style`.
  public enum Style: Int, Sendable, Hashable {
    /// The standard bar, rounded.
    case `default` = 0
    /// The toolbar bar: square ends, no track colour.
    case bar = 1
  }

  /// The bar's height.
  static let height: CGFloat = 4

  /// How far the task is, 0 to 1 (values outside are clamped).
  open var progress: Float {
    get { storedProgress }
    set { storedProgress = newValue.isFinite ? min(max(newValue, 0), 1) : 0 }
  }
  /// The style (`.default` by default).
  open var progressViewStyle = Style.default
  /// The filled part's colour; `nil` for the tint colour.
  open var progressTintColor: UIColor?
  /// The track's colour; `nil` for `.systemFill` (none for `.bar`).
  open var trackTintColor: UIColor?
  /// The progress of a `Progress` object; stored (``progress`` is what is drawn).
  open var observedProgress: Progress?

  private var storedProgress: Float = 0

  /// A progress view of `style`, at the origin, zero wide and 4 tall.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
    progressViewStyle = style
  }

  /// A progress view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets ``progress``; drawn at once (there is no animation to see).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// The current width and a height of 4.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width, height: Self.height)
  }

  /// No intrinsic width; 4 tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Self.height)
  }

  /// Draws the track and the filled part from the leading edge.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    let rounded = progressViewStyle == .default
    let radius = rounded ? rect.height / 2 : 0
    if let track = trackTintColor ?? (rounded ? .systemFill : nil) {
      context.fill(rect, cornerRadius: radius, color: track.resolvedValue(with: traits))
    }
    var filled = rect
    filled.size.width = rect.width * CGFloat(progress)
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      filled.origin.x = rect.maxX - filled.width
    }
    let tint = (progressTintColor ?? tintColor ?? .systemBlue).resolvedValue(with: traits)
    context.fill(filled, cornerRadius: radius, color: tint)
  }

  /// The progress, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    [("progress", "\(progress)")]
  }
}
