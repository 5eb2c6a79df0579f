import Foundation
import PinframeConstraints

extension LayoutEngine {
  /// Rebuilds the solver from the tree's active constraints if they changed.
  func rebuildIfNeeded() {
    guard needsRebuild, let root else { return }
    needsRebuild = false
    solver = ConstraintSolver()
    (variables, solved, definitions, descriptions) = ([:], [:], [:], [:])
    widthDependent = []
    let constraints = root.installedConstraintsInSubtree()
    var order: [AnyObject] = [root]
    register(root)
    for constraint in constraints {
      for item in constraint.items {
        if let guide = item as? UILayoutGuide, let owner = guide.owningView,
          variables[ObjectIdentifier(owner)] == nil
        {
          order.append(owner)
        }
        if variables[ObjectIdentifier(item)] == nil { order.append(item) }
        register(item)
      }
    }
    for item in order { define(item) }
    for constraint in constraints { add(constraint) }
    containers = containerViews(of: order)
  }

  /// Adds an active constraint to the solver, or reports it as UIKit reports a constraint it
  /// has to break.
  func add(_ constraint: NSLayoutConstraint) {
    if fitting == nil, !isProbe { constraint.engine = self }
    guard let linear = linearConstraint(for: constraint) else { return }
    do {
      let id = try solver.add(linear)
      solved[ObjectIdentifier(constraint)] = id
      descriptions[id] = constraint.description
    } catch {
      reportUnsatisfiable(error, breaking: constraint.description)
    }
  }

  /// `first − multiplier × second − constant ⋈ 0` at the constraint's priority, or `nil` (with
  /// a warning) for an attribute the engine cannot express or a number that is not finite.
  func linearConstraint(for constraint: NSLayoutConstraint) -> LinearConstraint? {
    guard let first = constraint.firstItem,
      let left = side(first, constraint.firstAttribute, to: constraint.firstOffsetEnd)
    else { return nil }
    var right = LinearExpression(Double(constraint.constant))
    if let second = constraint.secondItem {
      guard let term = side(second, constraint.secondAttribute, to: constraint.secondOffsetEnd)
      else { return nil }
      right = right + term * Double(constraint.multiplier)
    }
    let relation: Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return LinearConstraint(left, relation, right, priority: Self.priority(constraint.priority))
  }

  /// One side of a constraint: an item's attribute, or the distance from it to an offset end.
  private func side(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, to end: AnchorReference?
  ) -> LinearExpression? {
    guard let start = expression(item, attribute) else { return nil }
    guard let end else { return start }
    guard let endItem = end.item, let far = expression(endItem, end.attribute) else { return nil }
    return far - start
  }

  /// The solver's priority for a UIKit priority (clamped to 1…1000).
  static func priority(_ priority: UILayoutPriority) -> Priority {
    Priority(Double(min(max(priority.rawValue, 1), 1000))) ?? .required
  }

  /// The views that hold subviews or guides the engine places.
  private func containerViews(of items: [AnyObject]) -> [View] {
    var seen: Set<ObjectIdentifier> = []
    var views: [View] = []
    for item in items {
      let container =
        (item as? View).flatMap {
          $0.translatesAutoresizingMaskIntoConstraints ? nil : $0.superview
        }
        ?? ((item as? UILayoutGuide)?.area == .custom ? (item as? UILayoutGuide)?.owningView : nil)
      guard let container, seen.insert(ObjectIdentifier(container)).inserted else { continue }
      views.append(container)
    }
    return views
  }
}

extension View {
  /// The active constraints installed on this view and its descendants, parents first.
  func installedConstraintsInSubtree() -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    var pending: [View] = [self]
    while let view = pending.popLast() {
      result += view.existingAutoLayout?.installed ?? []
      pending += view.subviews.reversed()
    }
    return result
  }
}
