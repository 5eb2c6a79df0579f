import Foundation
import PinframeGraphics
import PinframeViews

/// A row of dots, one per page, the current one darker, as UIKit's `UIPageControl` (iOS 14's
/// look): 8 pt dots 16 pt apart, 26 points tall.
///
/// ``size(forNumberOfPages:)`` (and ``sizeThatFits(_:)``) is 16 pt per page plus 12 pt at
/// each side. Setting ``currentPage`` sends no event; `sendActions(for: .valueChanged)` is the
/// tap.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// The height, the dot's side, the distance from one dot's centre to the next, and the
  /// margin at each side.
  static let metrics = (
    height: CGFloat(26), dot: CGFloat(8), pitch: CGFloat(16), margin: CGFloat(12)
  )

  /// How many pages there are (0 by default; negative values count as 0).
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(0, numberOfPages - 1))
    }
  }
  /// The page shown, 0 to `numberOfPages − 1` (clamped).
  open var currentPage = 0 {
    didSet {
      let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
      if clamped != currentPage { currentPage = clamped }
    }
  }
  /// Whether a control with one page hides its dot.
  open var hidesForSinglePage = false
  /// The dots' colour; `nil` for `.tertiaryLabel`.
  open var pageIndicatorTintColor: UIColor?
  /// The current dot's colour; `nil` for `.label`.
  open var currentPageIndicatorTintColor: UIColor?

  /// A page control with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The size dots for `pageCount` pages need: 16 pt a page plus 12 pt at each side, 26 tall
  /// (zero wide without pages).
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let pages = CGFloat(max(0, pageCount))
    let width = pages > 0 ? pages * Self.metrics.pitch + 2 * Self.metrics.margin : 0
    return CGSize(width: width, height: Self.metrics.height)
  }

  /// ``size(forNumberOfPages:)`` of ``numberOfPages``, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    self.size(forNumberOfPages: numberOfPages)
  }

  /// ``sizeThatFits(_:)``.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(.zero)
  }

  /// A value change is the primary action.
  override var primaryActionEvent: Event { .valueChanged }

  /// Draws the dots centred in the bounds.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), numberOfPages > 0,
      !(hidesForSinglePage && numberOfPages == 1)
    else { return }
    let m = Self.metrics
    let rowWidth = CGFloat(numberOfPages) * m.pitch
    let firstCentre = roundToPixels(rect.midX - rowWidth / 2) + m.pitch / 2
    let other = resolved(pageIndicatorTintColor ?? .tertiaryLabel)
    let current = resolved(currentPageIndicatorTintColor ?? .label)
    for page in 0..<numberOfPages {
      let x = firstCentre + CGFloat(page) * m.pitch
      let dot = CGRect(
        x: x - m.dot / 2, y: roundToPixels(rect.midY - m.dot / 2), width: m.dot, height: m.dot)
      context.fillEllipse(in: dot, color: page == currentPage ? current : other)
    }
  }

  /// The pages, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    [("page", "\(currentPage) of \(numberOfPages)")]
  }
}
