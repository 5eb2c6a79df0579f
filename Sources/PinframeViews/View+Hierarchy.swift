extension View {
  /// Adds `view` on top of the subviews, removing it from its previous superview first.
  ///
  /// Both views are marked as needing layout, as in UIKit. Adding a view to itself or to one of
  /// its own descendants does nothing (UIKit raises an exception).
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` of the subviews (clamped to the valid range).
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    view.inheritTraits(from: self)
    view.setNeedsLayout()
    setNeedsLayout()
  }

  /// Inserts `view` just above `sibling` in the subviews (on top when `sibling` is not one).
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    guard view !== sibling else { return }
    detachIfChild(view)
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts `view` just below `sibling` in the subviews (at the back when `sibling` is not one).
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    guard view !== sibling else { return }
    detachIfChild(view)
    insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  private func detachIfChild(_ view: View) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
    view.superview = nil
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    parent.setNeedsLayout()
  }

  /// Whether the view is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The topmost ancestor (the view itself when it has no superview).
  public var rootView: View {
    unretainedRoot.takeUnretainedValue()
  }

  /// The topmost ancestor, found without reference counting.
  ///
  /// Every size change asks for it, to queue the hierarchy for layout; retaining and releasing
  /// each ancestor cost two atomic instructions per step. The views on the way are alive: each
  /// one is held by its superview, and the first by the caller.
  var unretainedRoot: Unmanaged<View> {
    var root = Unmanaged.passUnretained(self)
    while let parent = root.takeUnretainedValue().superviewReference { root = parent }
    return root
  }

  /// The view and all its descendants, parents before children, back to front.
  public var subtree: [View] {
    var result: [View] = []
    var stack: [View] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  /// Detaches the subviews of a view being released, then those of every descendant that only
  /// this release still holds, with a stack of its own: a tree of any depth is freed without one
  /// deinit nested in another for each level (which exhausts the stack near 10,000 levels on a
  /// secondary thread).
  func releaseSubviews() {
    var released = detachSubviews()
    while var view = released.popLast() {
      guard isKnownUniquelyReferenced(&view) else { continue }
      released += view.detachSubviews()
    }
  }

  /// Clears `subviews`, and the superview of each that still points here; returns them.
  private func detachSubviews() -> [View] {
    let detached = subviews
    for subview in detached where subview.superview === self {
      subview.superview = nil
    }
    subviews = []
    return detached
  }
}
