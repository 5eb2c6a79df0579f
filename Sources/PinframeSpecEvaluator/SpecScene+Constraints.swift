import Pinframe
import PinframeSpec

extension SpecScene {
  /// Activates the `"constraints"` of `specs` and their descendants, whose superview is
  /// `parent`: each such view is placed by Auto Layout
  /// (`translatesAutoresizingMaskIntoConstraints` off).
  func activateConstraints(_ specs: [ViewSpec], in parent: View) {
    for viewSpec in specs {
      guard let view = views[viewSpec.id] else { continue }
      if !viewSpec.constraints.isEmpty {
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(
          viewSpec.constraints.compactMap { layoutConstraint($0, of: view, in: parent) })
      }
      activateConstraints(viewSpec.children, in: view)
    }
  }

  /// The UIKit constraint of `spec` for `view`.
  private func layoutConstraint(
    _ spec: LayoutConstraintSpec, of view: View, in parent: View
  ) -> NSLayoutConstraint? {
    guard let first = item(spec.first, of: view, in: parent),
      let firstAttribute = Self.attribute(spec.first.attribute)
    else { return nil }
    let second = spec.second.flatMap { item($0, of: view, in: parent) }
    let secondAttribute = spec.second.flatMap { Self.attribute($0.attribute) } ?? .notAnAttribute
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: Self.relation(spec.relation),
      toItem: second, attribute: secondAttribute, multiplier: CGFloat(spec.multiplier),
      constant: CGFloat(spec.constant))
    constraint.priority = UILayoutPriority(Float(spec.priority))
    return constraint
  }

  /// The view or guide an anchor names.
  private func item(
    _ anchor: LayoutConstraintSpec.Anchor, of view: View, in parent: View
  ) -> AnyObject? {
    let owner: View?
    switch anchor.item {
    case .this: owner = view
    case .superview: owner = parent
    case .view(let id): owner = views[id]
    }
    guard let owner else { return nil }
    switch anchor.guide {
    case nil: return owner
    case .safeArea: return owner.safeAreaLayoutGuide
    case .margins: return owner.layoutMarginsGuide
    case .readableContent: return owner.readableContentGuide
    }
  }

  private static func relation(_ relation: LayoutConstraintSpec.Relation)
    -> NSLayoutConstraint.Relation
  {
    switch relation {
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    case .lessThanOrEqual: .lessThanOrEqual
    }
  }

  private static let attributes: [String: NSLayoutConstraint.Attribute] = [
    "leading": .leading, "trailing": .trailing, "left": .left, "right": .right,
    "centerX": .centerX, "top": .top, "bottom": .bottom, "centerY": .centerY,
    "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline, "width": .width,
    "height": .height,
  ]

  private static func attribute(_ name: String) -> NSLayoutConstraint.Attribute? {
    attributes[name]
  }
}
