import Foundation
import PinframeAnimation
import PinframeGraphics
import PinframeViews

/// A view whose content is larger than its bounds, as UIKit's `UIScrollView`: the content
/// offset is the bounds' origin, so subviews placed in content coordinates move when it
/// scrolls; the view clips to its bounds.
///
/// Nothing is dragged on Linux: tests scroll with ``contentOffset``,
/// ``setContentOffset(_:animated:)`` (animated on the virtual clock) or
/// ``scrollRectToVisible(_:animated:)``. ``adjustedContentInset`` follows
/// ``contentInsetAdjustmentBehavior`` and the safe area as in UIKit. Scroll indicators are drawn
/// while the content moves — in the frames of an animated scroll — and after
/// ``flashScrollIndicators()`` until the offset next changes.
@preconcurrency @MainActor
open class UIScrollView: View, OverlayDrawingView {
  /// The size of the content, in points.
  open var contentSize = CGSize.zero {
    didSet { if contentSize != oldValue { adjustedInsetsMayHaveChanged() } }
  }

  /// Space around the content, as the developer sets it.
  open var contentInset = EdgeInsets.zero {
    didSet {
      if contentInset != oldValue { adjustedInsetsMayHaveChanged(previousContentInset: oldValue) }
    }
  }

  /// How the safe area adds to ``contentInset`` (automatic by default).
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { adjustedInsetsMayHaveChanged() }
  }

  /// Whether the view bounces vertically even when the content is not taller than it (it then
  /// takes the safe area into the vertical adjusted insets).
  open var alwaysBounceVertical = false {
    didSet { adjustedInsetsMayHaveChanged() }
  }

  /// Whether the view bounces horizontally even when the content is not wider than it.
  open var alwaysBounceHorizontal = false {
    didSet { adjustedInsetsMayHaveChanged() }
  }

  /// The object told about scrolling.
  open weak var delegate: (any UIScrollViewDelegate)?
  /// Whether scrolling is on (stored: nothing is dragged on Linux).
  open var isScrollEnabled = true
  /// Whether the content bounces past its edges (stored).
  open var bounces = true
  /// Whether scrolling stops on multiples of the bounds (stored).
  open var isPagingEnabled = false
  /// How the keyboard is dismissed when dragging (stored).
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// Whether the vertical indicator is drawn while scrolling.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator is drawn while scrolling.
  open var showsHorizontalScrollIndicator = true
  /// The indicators' colour scheme.
  open var indicatorStyle = IndicatorStyle.default
  /// Insets of the vertical indicator from the view's edges.
  open var verticalScrollIndicatorInsets = EdgeInsets.zero
  /// Insets of the horizontal indicator from the view's edges.
  open var horizontalScrollIndicatorInsets = EdgeInsets.zero
  /// Both indicators' insets, as UIKit's older property: reads the vertical one, sets both.
  open var scrollIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// Whether the indicators' insets also take the safe area, as UIKit's default.
  open var automaticallyAdjustsScrollIndicatorInsets = true
  /// The zoom scale and its limits (stored: Pinframe does not zoom).
  open var zoomScale: CGFloat = 1
  /// The smallest zoom scale (stored).
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale (stored).
  open var maximumZoomScale: CGFloat = 1
  /// Whether a touch is tracking, the content is being dragged or decelerating: always false.
  public let isTracking = false
  /// Always false: nothing is dragged on Linux.
  public let isDragging = false
  /// Always false.
  public let isDecelerating = false

  /// The adjusted insets last reported to ``adjustedContentInsetDidChange()``.
  var reportedAdjustedInset = EdgeInsets.zero
  /// The content offset ``flashScrollIndicators()`` showed the indicators at.
  var flashedOffset: CGPoint?

  /// A scroll view with a frame; it clips to its bounds.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The point of the content at the view's top-left corner: the bounds' origin.
  ///
  /// Setting it tells the delegate (`scrollViewDidScroll(_:)`).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds.origin = newValue
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Scrolls to `contentOffset`; animated, over 0.3 s ease-in-out on the virtual clock, then
  /// the delegate's `scrollViewDidEndScrollingAnimation(_:)`.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated else {
      self.contentOffset = contentOffset
      return
    }
    View.animate(
      withDuration: 0.3, delay: 0, options: .curveEaseInOut,
      animations: { self.contentOffset = contentOffset },
      completion: { [weak self] _ in
        guard let self else { return }
        self.animatedScrollDidEnd()
        self.delegate?.scrollViewDidEndScrollingAnimation(self)
      })
  }

  /// Scrolls the least that shows `rect` (content coordinates), as UIKit's: nothing when it is
  /// visible; its top-left corner first when it is larger than the view.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    let size = bounds.size
    if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    setContentOffset(clampedOffset(offset), animated: animated)
  }

  /// Shows the indicators until the content offset next changes.
  open func flashScrollIndicators() {
    flashedOffset = contentOffset
  }

  /// Called when an animated scroll ended, before the delegate hears of it (table and
  /// collection views stop keeping the start's content then).
  func animatedScrollDidEnd() {}

  /// Called when ``adjustedContentInset`` changed, as UIKit's; the default does nothing.
  open func adjustedContentInsetDidChange() {}

  /// Reports a change of the safe area to ``adjustedContentInsetDidChange()`` too.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    adjustedInsetsMayHaveChanged()
  }

  /// Draws the scroll indicators over the content while it scrolls.
  package func drawOverlay(_ rect: CGRect) {
    drawIndicators(in: rect)
  }

  /// How the keyboard is dismissed when the content is dragged, as
  /// `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable, Hashable {
    /// Not dismissed.
    case none = 0
    /// Dismissed when a drag begins.
    case onDrag = 1
    /// Follows the touch.
    case interactive = 2
  }

  /// The indicators' colours, as `UIScrollView.IndicatorStyle`.
  public enum IndicatorStyle: Int, Sendable, Hashable {
    /// Dark on light, light on dark.
    case `default` = 0
    /// Black.
    case black = 1
    /// White.
    case white = 2
  }
}

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate`; every method is
/// optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// An animated scroll ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
