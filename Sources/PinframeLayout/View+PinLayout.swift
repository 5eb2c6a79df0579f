import Foundation
import PinframeViews

extension View {
  /// A new layout chain for the view; it applies when it is released (or at `layout()`).
  ///
  /// The chain works on the untransformed rectangle (`center` and `bounds.size`), so the view's
  /// `transform` is kept and applies on top of the result.
  @inlinable public var pin: PinLayout {
    PinLayout(view: self, keepTransform: true)
  }

  /// A new layout chain that works on the view's `frame` (the transformed rectangle).
  @inlinable public var pinFrame: PinLayout {
    PinLayout(view: self, keepTransform: false)
  }

  /// The view's anchors (corners, side middles, centre) other views can be pinned to.
  public var anchor: AnchorList {
    AnchorList(view: self)
  }

  /// The view's edges other views can be pinned to.
  public var edge: EdgeList {
    EdgeList(view: self)
  }

  /// The rectangle PinLayout reads: the untransformed one (from `center` and `bounds.size`) for
  /// `pin`, the frame for `pinFrame`.
  ///
  /// Always inlined: as a call (which the anchor point's two extra multiplications made the
  /// optimizer choose) it cost about 36 instructions and a retain/release pair per relative rule.
  /// While `autoSizeThatFits` runs, a view it placed (and the sized view itself) answers with
  /// its auto-sizing rectangle instead, as PinLayout's `getRect`.
  @inline(__always)
  func pinRect(keepTransform: Bool) -> CGRect {
    if AutoSizing.depth > 0, let rect = attachments?.autoSizingRect { return rect }
    return keepTransform ? untransformedFrame : animatableValues.frame
  }

  /// Writes a rectangle rounded to `scale`: `center` and `bounds.size` for `pin` (keeping the
  /// transform and `bounds.origin`), the frame for `pinFrame`.
  ///
  /// `center` and `bounds` are the view's values the rectangle was computed from.
  func setPinRect(
    _ rect: CGRect, keepTransform: Bool, scale: CGFloat, center: CGPoint, bounds: CGRect
  ) {
    let rounded = DisplayScale.round(rect, scale: scale)
    guard keepTransform else {
      frame = rounded
      return
    }
    // The rounded size is never negative: the origin and size are the edges and lengths. The
    // size goes first and the centre follows the size the view took, so a view that keeps its
    // own size (a switch) sits at the rectangle's origin, where views relative to it look.
    var size = bounds.size
    if rounded.size != size {
      self.bounds = CGRect(origin: bounds.origin, size: rounded.size)
      size = self.bounds.size
    }
    let anchor = layerAnchorPoint
    let newCenter = CGPoint(
      x: rounded.origin.x + size.width * anchor.x, y: rounded.origin.y + size.height * anchor.y)
    if newCenter != center { self.center = newCenter }
  }

  /// Whether start means left for this view under `Pin.layoutDirection`.
  var pinIsLTR: Bool {
    ViewRuntime.current.pinConfiguration.layoutDirection.isLeftToRight(for: self)
  }
}

extension LayoutDirection {
  /// Whether start means left for `view` in this direction.
  @MainActor
  func isLeftToRight(for view: View) -> Bool {
    switch self {
    case .ltr: return true
    case .rtl: return false
    case .auto: return view.effectiveUserInterfaceLayoutDirection == .leftToRight
    }
  }
}

extension AnimatableValues {
  /// The rectangle PinLayout reads from these values: the untransformed one for `pin`, the
  /// frame for `pinFrame`.
  func pinRect(keepTransform: Bool) -> CGRect {
    keepTransform ? untransformedFrame : frame
  }
}
