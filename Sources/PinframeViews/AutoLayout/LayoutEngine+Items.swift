import Foundation
import PinframeConstraints

/// The four variables of a view or guide in the engine: its frame in the root's bounds space.
struct ItemVariables {
  var x, y, width, height: Variable
}

/// A constraint the engine made itself, and how to compute its constant again.
struct Definition {
  /// What the constant follows.
  enum Source {
    /// One edge or size of a translated frame (0 x, 1 y, 2 width, 3 height).
    case frame(Int)
    /// One side of a guide's inset from its view (0 left, 1 top, 2 right, 3 bottom).
    case guide(Int)
    /// The intrinsic width (0) or height (1), as a minimum or a maximum.
    case intrinsic(Int, maximum: Bool)
  }

  var id: ConstraintID
  var source: Source
  /// The constant last given to the solver.
  var constant: Double
}

extension LayoutEngine {
  /// Makes the variables of `item` (a view or guide) and, for a guide, of its owning view.
  func register(_ item: AnyObject) {
    let key = ObjectIdentifier(item)
    guard variables[key] == nil else { return }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView { register(owner) }
    variables[key] = ItemVariables(
      x: solver.addVariable(), y: solver.addVariable(), width: solver.addVariable(),
      height: solver.addVariable())
  }

  /// `attribute` of `item` as an expression over its variables, in the root's bounds space.
  func expression(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute
  ) -> LinearExpression? {
    if let view = item as? View, let guideAttribute = attribute.withoutMargins {
      return expression(view.layoutMarginsGuide, guideAttribute)
    }
    guard let v = variables[ObjectIdentifier(item)] else { return nil }
    let rightToLeft =
      LayoutItems.view(of: item)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch attribute {
    case .left: return LinearExpression(v.x)
    case .right: return v.x + v.width
    // Right to left, the x axis of leading and trailing is mirrored, constants included:
    // `leading == superview.leading + 16` is 16 points in from the right.
    case .leading: return rightToLeft ? -(v.x + v.width) : LinearExpression(v.x)
    case .trailing: return rightToLeft ? -LinearExpression(v.x) : v.x + v.width
    case .centerX: return v.x + 0.5 * v.width
    case .top: return LinearExpression(v.y)
    case .bottom: return v.y + v.height
    case .centerY: return v.y + 0.5 * v.height
    case .width: return LinearExpression(v.width)
    case .height: return LinearExpression(v.height)
    case .firstBaseline:
      return v.y + Double((item as? View)?.firstBaselineOffsetFromTop ?? 0)
    case .lastBaseline:
      return v.y + v.height - Double((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
    default: return nil
    }
  }
}

extension NSLayoutConstraint.Attribute {
  /// The attribute of the margins guide a margin attribute stands for.
  var withoutMargins: NSLayoutConstraint.Attribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }
}
