import Foundation

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
    let origin = CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2)
    bounds.size = size
    center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
  }

  private func layoutSubtreeIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews where subview.superview === self {
      subview.layoutSubtreeIfNeeded()
    }
  }
}
