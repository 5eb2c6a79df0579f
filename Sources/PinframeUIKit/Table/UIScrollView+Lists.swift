import Foundation
import PinframeGraphics
import PinframeViews

extension UIScrollView {
  /// Moves an offset at rest against `previousInset` to rest against the new adjusted inset.
  ///
  /// At rest means with its top-left corner at minus the inset: UIKit's table and collection
  /// views start at −``adjustedContentInset`` and stay there as it changes. Returns the new
  /// inset.
  func keepOffsetAtRest(previousInset: EdgeInsets) -> EdgeInsets {
    let inset = adjustedContentInset
    var offset = contentOffset
    if offset.y == -previousInset.top { offset.y = -inset.top }
    if offset.x == -previousInset.left { offset.x = -inset.left }
    contentOffset = offset
    return inset
  }

  /// The content area an animated scroll to `offset` shows: its start and end bounds and what
  /// lies between, or only the end when that is more than 10 screens (the frames in between
  /// then show no rows).
  func scrollSpan(to offset: CGPoint) -> CGRect {
    let end = CGRect(origin: offset, size: bounds.size)
    let span = bounds.union(end)
    let limit = 10 * max(bounds.width, bounds.height)
    return span.width > limit || span.height > limit ? end : span
  }
}

extension View {
  /// Inserts `view` below the first of `later` that is a subview (on top when none is), so
  /// that a list's cells stay in order with its headers above them.
  func insertContent(_ view: View, below later: [View]) {
    let ids = Set(later.map(ObjectIdentifier.init))
    let index = subviews.firstIndex { ids.contains(ObjectIdentifier($0)) } ?? subviews.count
    insertSubview(view, at: index)
  }
}
