import Foundation
import PinframeConstraints

extension LayoutEngine {
  /// An active constraint's constant changed: re-solved in place (incrementally).
  func constantDidChange(_ constraint: NSLayoutConstraint) {
    defer { markNeedsLayout() }
    guard !needsRebuild, let id = solved[ObjectIdentifier(constraint)],
      let linear = linearConstraint(for: constraint)
    else { return constraintsDidChange() }
    do {
      try solver.setConstant(linear.expression.constant, of: id)
    } catch {
      constraintsDidChange()
    }
  }

  /// An active constraint's priority changed: moved in place between optional priorities; a
  /// change to or from required is refused with UIKit's message.
  func priorityDidChange(_ constraint: NSLayoutConstraint, from old: UILayoutPriority) {
    guard (old == .required) == (constraint.priority == .required) else {
      ViewRuntime.current.warn(
        "Mutating a priority from required to not on an installed constraint (or vice-versa) "
          + "is not supported.  You passed priority \(NSLayoutConstraint.format(CGFloat(constraint.priority.rawValue))) "
          + "and the existing priority was \(NSLayoutConstraint.format(CGFloat(old.rawValue))).")
      constraint.priority = old
      return
    }
    guard !needsRebuild, let id = solved[ObjectIdentifier(constraint)] else {
      return constraintsDidChange()
    }
    do {
      try solver.setPriority(Self.priority(constraint.priority), of: id)
    } catch {
      constraintsDidChange()
    }
    markNeedsLayout()
  }

  /// A view's intrinsic size or its priorities changed.
  func intrinsicSizeDidChange(of view: View) {
    constraintsDidChange()
  }
}
