import Foundation

extension View {
  /// Marks the view's constraints as needing ``updateConstraints()`` before the next layout.
  public func setNeedsUpdateConstraints() {
    autoLayout.needsUpdateConstraints = true
    let engine = LayoutEngine.engine(for: self)
    engine.needsUpdatePass = true
    engine.markNeedsLayout()
  }

  /// Whether the view waits for ``updateConstraints()``.
  public func needsUpdateConstraints() -> Bool {
    existingAutoLayout?.needsUpdateConstraints ?? false
  }

  /// Runs the update-constraints pass of the view's subtree now, if any view in it needs it.
  public func updateConstraintsIfNeeded() {
    LayoutEngine.existingEngine(for: self)?.updateConstraintsIfNeeded(in: self)
  }
}

extension LayoutEngine {
  /// Calls ``View/updateConstraints()`` (or the owning controller's `updateViewConstraints()`)
  /// on every view of `subtree` (the whole tree by default) that needs it, subviews first.
  func updateConstraintsIfNeeded(in subtree: View? = nil) {
    guard needsUpdatePass, let start = subtree ?? root else { return }
    if subtree == nil || subtree === root { needsUpdatePass = false }
    var order: [View] = []
    var pending: [View] = [start]
    while let view = pending.popLast() {
      order.append(view)
      pending += view.subviews
    }
    for view in order.reversed() {
      guard let state = view.existingAutoLayout, state.needsUpdateConstraints else { continue }
      state.needsUpdateConstraints = false
      if let controller = view.controllerHooks {
        controller.updateViewConstraints()
      } else {
        view.updateConstraints()
      }
    }
  }
}
