import Foundation

/// One attribute of a view or layout guide, from which constraints are made, as UIKit's
/// `NSLayoutAnchor`: `label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)`.
///
/// The type parameter keeps x-axis, y-axis and dimension anchors apart, as in UIKit.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  /// The view or guide.
  public private(set) weak var item: AnyObject?
  /// The attribute of the item.
  public let attribute: NSLayoutConstraint.Attribute
  /// For a dimension made by `anchorWithOffset(to:)`: the anchor the distance runs to from
  /// ``item``'s ``attribute``.
  let offsetEnd: AnchorReference?

  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, offsetEnd: AnchorReference? = nil)
  {
    self.item = item
    self.attribute = attribute
    self.offsetEnd = offsetEnd
  }

  /// `self == anchor + c` (inactive).
  public func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }

  /// `self >= anchor + c` (inactive).
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }

  /// `self <= anchor + c` (inactive).
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation,
      toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
    constraint.firstOffsetEnd = offsetEnd
    constraint.secondOffsetEnd = anchor?.offsetEnd
    return constraint
  }

  /// A reference to this anchor, as the far end of an offset dimension.
  var reference: AnchorReference { AnchorReference(item: item, attribute: attribute) }
}

/// An anchor's item and attribute, without the anchor.
struct AnchorReference {
  /// The view or guide.
  weak var item: AnyObject?
  /// Its attribute.
  let attribute: NSLayoutConstraint.Attribute
}

extension NSLayoutXAxisAnchor {
  /// The distance from this anchor to `otherAnchor` (positive when `otherAnchor` is further
  /// along the axis), as a dimension to constrain, as UIKit's: for example, two gaps made
  /// equal with `a.anchorWithOffset(to: b).constraint(equalTo: b.anchorWithOffset(to: c))`.
  public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(item: item, attribute: attribute, offsetEnd: otherAnchor.reference)
  }
}

extension NSLayoutYAxisAnchor {
  /// The distance from this anchor down to `otherAnchor`, as a dimension to constrain, as
  /// UIKit's.
  public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(item: item, attribute: attribute, offsetEnd: otherAnchor.reference)
  }
}

/// A horizontal position anchor: leading, trailing, left, right, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × the system spacing` (8 points), as UIKit's.
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: View.systemSpacing * multiplier)
  }

  /// `self >= anchor + multiplier × the system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: View.systemSpacing * multiplier)
  }

  /// `self <= anchor + multiplier × the system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: View.systemSpacing * multiplier)
  }
}

/// A vertical position anchor: top, bottom, centerY, the baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × the system spacing` (8 points), as UIKit's.
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: View.systemSpacing * multiplier)
  }

  /// `self >= anchor + multiplier × the system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: View.systemSpacing * multiplier)
  }
}

/// A size anchor: width or height.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c` (inactive).
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: c)
  }

  /// `self >= c` (inactive).
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }

  /// `self <= c` (inactive).
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }

  /// `self == m × anchor + c` (inactive).
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self >= m × anchor + c` (inactive).
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self <= m × anchor + c` (inactive).
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

extension View {
  /// UIKit's standard spacing between siblings, for the system-spacing anchors: 8 points.
  package static let systemSpacing: CGFloat = 8
}
