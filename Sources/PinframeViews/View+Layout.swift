import Foundation
import PinframeGraphics

extension View {
  /// Marks the view as needing layout; the layout runs at the next ``layoutIfNeeded()`` or
  /// layout pass of the runtime (``ViewRuntime/layoutPendingViews()``).
  public func setNeedsLayout() {
    needsLayout = true
    if let scoped = ViewRuntime.scoped {
      scoped.registerPendingLayout(self)
    } else {
      ViewRuntime.shared.registerPendingLayout(self)
    }
  }

  /// Lays out the views that need it, now, if any layout is pending; otherwise does nothing.
  ///
  /// As Core Animation does, the pass starts at the outermost ancestor that needs layout (or the
  /// view itself) and walks its subtree parents before children, calling ``layoutSubviews()`` on
  /// every view marked as needing layout, including views marked by a parent's layout.
  public func layoutIfNeeded() {
    var start = self
    while let parent = start.superview, parent.needsLayout { start = parent }
    start.layoutSubtreeIfNeeded()
  }

  /// Whether the view waits for ``layoutSubviews()``.
  public var needsLayoutInSubtree: Bool {
    subtree.contains { $0.needsLayout }
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
  ///
  /// The untransformed origin stays put, so a transformed view keeps its transform and takes the
  /// fitting size as its bounds, as in UIKit.
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    let origin = untransformedFrame.origin
    let anchor = modelValues.anchorPoint
    bounds.size = size
    center = CGPoint(x: origin.x + size.width * anchor.x, y: origin.y + size.height * anchor.y)
  }

  /// Lays out the subtree parents first, depth first, with a stack of its own (any depth fits).
  ///
  /// A view's subviews are read after its own layout ran, and each is laid out only if it is
  /// still a subview when its turn comes (an earlier layout may have moved it). Before a view's
  /// layout its safe area is compared with the one it last reported (``safeAreaInsetsDidChange()``
  /// and a layout of the view when it moved); the insets are passed down, so each costs one
  /// conversion, and none is computed while no view was ever given a safe area.
  private func layoutSubtreeIfNeeded() {
    let tracksSafeArea = View.safeAreaWasSet
    var pending: [(view: View, parent: View?, parentInsets: EdgeInsets)] = [
      (self, nil, tracksSafeArea ? (superview?.safeAreaInsets ?? .zero) : .zero)
    ]
    while let (view, parent, parentInsets) = pending.popLast() {
      guard parent == nil || view.superview === parent else { continue }
      let insets = tracksSafeArea ? view.updateReportedSafeArea(parentInsets: parentInsets) : .zero
      if view.needsLayout {
        view.needsLayout = false
        view.layoutSubviewsWithController()
      }
      pending += view.subviews.reversed().map { ($0, view, insets) }
    }
  }

  /// The view's safe area given its superview's; reports a change to the view first (and, when
  /// its margins are measured from the safe area, a change of its layout margins).
  private func updateReportedSafeArea(parentInsets: EdgeInsets) -> EdgeInsets {
    let insets = safeAreaInsets(superviewInsets: parentInsets)
    guard insets != reportedSafeAreaInsets else { return insets }
    reportedSafeAreaInsets = insets
    needsLayout = true
    safeAreaInsetsDidChange()
    if layoutMarginsFollowSafeArea { layoutMarginsDidChange() }
    return insets
  }
}
