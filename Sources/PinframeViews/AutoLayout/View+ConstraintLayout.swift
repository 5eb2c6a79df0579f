import Foundation

extension View {
  /// Runs the update-constraints pass (controllers' `updateViewConstraints()` included) and
  /// rebuilds the engine if constraints changed, before the controller's
  /// `viewWillLayoutSubviews()`, as UIKit does.
  func prepareConstraintLayout() {
    guard LayoutEngine.wasUsed, let engine = LayoutEngine.existingEngine(for: self) else { return }
    engine.updateConstraintsIfNeeded()
    engine.rebuildIfNeeded()
  }

  /// Sets the frames that constraints give this view's subviews, before its own
  /// `layoutSubviews()` code runs (so that PinLayout code there sees them, and may move them).
  func applyConstraintLayout() {
    guard LayoutEngine.wasUsed, let engine = LayoutEngine.existingEngine(for: self) else { return }
    engine.layOut(subviewsOf: self)
  }

  /// The view moved in or out of a tree: the engines of both trees rebuild.
  func constraintTreeDidChange(oldRoot: View?) {
    guard LayoutEngine.wasUsed else { return }
    oldRoot?.existingAutoLayout?.engine?.constraintsDidChange()
    let moved = existingAutoLayout?.engine
    // A subtree with constraints of its own (a stack view made before it was added) needs the
    // new tree to have an engine, which absorbs the subtree's.
    guard
      let engine = moved != nil && superview != nil
        ? LayoutEngine.engine(for: self) : LayoutEngine.existingEngine(for: self)
    else { return }
    if let moved, moved !== engine { existingAutoLayout?.engine = nil }
    engine.constraintsDidChange()
  }
}

extension View {
  /// Deactivates the constraints installed on `parent` and its ancestors that name this view or
  /// one of its descendants, as UIKit does when a view leaves its superview.
  func deactivateConstraintsLeaving(from parent: View?) {
    var ancestor = parent
    var leaving: [NSLayoutConstraint] = []
    while let view = ancestor {
      leaving += (view.existingAutoLayout?.installed ?? []).filter { constraint in
        constraint.views.contains { $0.isDescendant(of: self) }
      }
      ancestor = view.superview
    }
    NSLayoutConstraint.deactivate(leaving)
  }
}

extension View {
  /// Tells the engine of the view's tree, if any, that the view's intrinsic size may have changed.
  ///
  /// Its superview lays out again, which reads the new size. Views whose content sets
  /// their size (labels) call it when the content changes.
  package func intrinsicContentSizeMayHaveChanged() {
    guard LayoutEngine.existingEngine(for: self) != nil else { return }
    (superview ?? self).setNeedsLayout()
  }
}
