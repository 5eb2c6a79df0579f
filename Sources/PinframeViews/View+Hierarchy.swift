extension View {
  /// Adds `view` on top of the subviews, removing it from its previous superview first.
  ///
  /// Both views are marked as needing layout, as in UIKit. Adding a view to itself or to one of
  /// its own descendants does nothing (UIKit raises an exception).
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` of the subviews (clamped to the valid range).
  ///
  /// A view that moves to a new superview gets UIKit's hooks in this order:
  /// the old superview's ``willRemoveSubview(_:)``, ``willMove(toSuperview:)``, the move,
  /// ``didMoveToSuperview()``, then ``willMove(toWindow:)`` and ``didMoveToWindow()`` for every
  /// view of its subtree when its window changes (the order UIKit's logs show), and last this view's ``didAddSubview(_:)``.
  /// A view that is already a subview is only reordered, and only ``didAddSubview(_:)`` is
  /// called again, as UIKit does.
  public func insertSubview(_ view: View, at index: Int) {
    MainActorCheck.check("\(type(of: self)).insertSubview(_:at:)")
    guard view !== self, !isDescendant(of: view) else { return }
    guard view.superview !== self else {
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      didAddSubview(view)
      return
    }
    view.superview?.willRemoveSubview(view)
    view.willMove(toSuperview: self)
    let windows = WindowChange(of: view, to: window)
    let oldRoot = LayoutEngine.wasUsed ? view.superview.map(\.rootView) : nil
    if let oldRoot { view.deactivateConstraintsLeaving(from: view.superview) }
    view.detachFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    view.constraintTreeDidChange(oldRoot: oldRoot)
    view.inheritTraits(from: self)
    view.setNeedsLayout()
    setNeedsLayout()
    view.didMoveToSuperview()
    windows.announce()
    windows.complete()
    didAddSubview(view)
  }

  /// Inserts `view` just above `sibling` in the subviews (on top when `sibling` is not one).
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    guard view !== sibling else { return }
    let wasChild = view.superview === self
    detachIfChild(view)
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertRemovedChild(view, at: index, wasChild: wasChild)
  }

  /// Inserts `view` just below `sibling` in the subviews (at the back when `sibling` is not one).
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    guard view !== sibling else { return }
    let wasChild = view.superview === self
    detachIfChild(view)
    insertRemovedChild(view, at: subviews.firstIndex { $0 === sibling } ?? 0, wasChild: wasChild)
  }

  /// Puts back a subview that `detachIfChild` took out of `subviews` (its superview is still
  /// this view), or inserts a new one.
  private func insertRemovedChild(_ view: View, at index: Int, wasChild: Bool) {
    guard wasChild else { return insertSubview(view, at: index) }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    didAddSubview(view)
  }

  /// Moves a subview to the front (no hooks are called, as in UIKit).
  public func bringSubviewToFront(_ view: View) {
    reorder(view, to: subviews.count)
  }

  /// Moves a subview to the back (no hooks are called, as in UIKit).
  public func sendSubviewToBack(_ view: View) {
    reorder(view, to: 0)
  }

  /// Swaps the subviews at two indices, as UIKit's `exchangeSubview(at:withSubviewAt:)`; an
  /// index out of range does nothing (UIKit raises an exception).
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
    setNeedsLayout()
  }

  private func reorder(_ view: View, to index: Int) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    setNeedsLayout()
  }

  private func detachIfChild(_ view: View) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
  }

  /// Removes the view from its superview.
  ///
  /// The hooks come in UIKit's order: the superview's ``willRemoveSubview(_:)``,
  /// ``willMove(toSuperview:)`` with `nil`, ``willMove(toWindow:)`` for the subtree when the
  /// view was in a window, the removal, ``didMoveToWindow()``, then ``didMoveToSuperview()``.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    let windows = WindowChange(of: self, to: nil)
    windows.announce()
    let oldRoot = LayoutEngine.wasUsed ? parent.rootView : nil
    if oldRoot != nil { deactivateConstraintsLeaving(from: parent) }
    detachFromSuperview()
    constraintTreeDidChange(oldRoot: oldRoot)
    parent.setNeedsLayout()
    windows.complete()
    didMoveToSuperview()
  }

  /// Takes the view out of its superview's subviews without calling any hook.
  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
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
  ///
  /// Nonisolated for the nonisolated `deinit`: it touches only the storage of views that the
  /// release holds, and the superview references of their subviews.
  nonisolated func releaseSubviews() {
    var released = detachSubviews()
    while var view = released.popLast() {
      guard isKnownUniquelyReferenced(&view) else { continue }
      released += view.detachSubviews()
    }
  }

  /// Clears `subviews`, and the superview of each that still points here; returns them.
  private nonisolated func detachSubviews() -> [View] {
    let detached = subviewStorage
    for subview in detached where subview.superviewReference?.toOpaque() == toOpaque {
      subview.superviewReference = nil
    }
    subviewStorage = []
    return detached
  }

  private nonisolated var toOpaque: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }
}
