import Foundation

extension NSLayoutConstraint {
  /// Activates each constraint: installs it on its items' nearest common ancestor, where the
  /// engine of that view tree solves it at the next layout pass.
  ///
  /// A constraint whose items share no ancestor cannot be solved; as UIKit refuses it (with an
  /// exception), Pinframe warns through the runtime and leaves it inactive.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints where constraint.installedOn == nil {
      guard let ancestor = constraint.commonAncestor() else {
        ViewRuntime.current.warn(constraint.noCommonAncestorMessage)
        continue
      }
      constraint.installedOn = ancestor
      ancestor.autoLayout.installed.append(constraint)
      for view in constraint.views { view.autoLayout.usesConstraints = true }
      LayoutEngine.engine(for: ancestor).constraintsDidChange()
    }
  }

  /// Deactivates each constraint: removes it from the layout at the next layout pass.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      guard let view = constraint.installedOn else { continue }
      view.autoLayout.installed.removeAll { $0 === constraint }
      constraint.installedOn = nil
      constraint.engine?.constraintsDidChange()
      LayoutEngine.engine(for: view).constraintsDidChange()
    }
  }

  /// The views the constraint's items are or belong to (a guide's owning view).
  var views: [View] { items.compactMap { LayoutItems.view(of: $0) } }

  /// The nearest view that contains every item (a guide counts as its owning view).
  func commonAncestor() -> View? {
    let owners = views
    guard var candidate = owners.first, owners.count == items.count else { return nil }
    for other in owners.dropFirst() {
      guard let shared = candidate.nearestCommonAncestor(with: other) else { return nil }
      candidate = shared
    }
    return candidate
  }

  private var noCommonAncestorMessage: String {
    "Unable to activate constraint with anchors \(anchorText(firstItem, firstAttribute)) and "
      + "\(anchorText(secondItem, secondAttribute)) because they have no common ancestor.  "
      + "Does the constraint or its anchors reference items in different view hierarchies?  "
      + "That's illegal."
  }

  private func anchorText(_ item: AnyObject?, _ attribute: Attribute) -> String {
    "\"\(LayoutItems.name(of: item)).\(attribute.name)\""
  }
}

extension View {
  /// The nearest view that is both this view or one of its ancestors and `other` or one of its
  /// ancestors.
  func nearestCommonAncestor(with other: View) -> View? {
    var ancestors: Set<ObjectIdentifier> = []
    var current: View? = self
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = other
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }
}
