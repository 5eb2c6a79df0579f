import Foundation

/// A relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint does nothing until it is active (``isActive``, ``activate(_:)``). Changing
/// ``constant`` or ``priority`` of an active constraint re-solves incrementally at the next
/// layout pass; inside `UIView.animate` followed by `layoutIfNeeded()` the frames animate.
@preconcurrency @MainActor
open class NSLayoutConstraint {
  /// The attribute of an item a constraint relates, as UIKit's `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable, Hashable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline
    case firstBaseline = 12
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0

    /// UIKit's `NSLayoutAttributeBaseline`, the last baseline.
    public static let baseline = Attribute.lastBaseline
  }

  /// How the two sides compare, as UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable, Hashable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// The first item: a view or a layout guide.
  public private(set) weak var firstItem: AnyObject?
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// How the sides compare.
  public let relation: Relation
  /// The second item, `nil` for a constant size.
  public private(set) weak var secondItem: AnyObject?
  /// The attribute of the second item (``Attribute/notAnAttribute`` without one).
  public let secondAttribute: Attribute
  /// What the second attribute is multiplied by.
  public let multiplier: CGFloat
  /// What is added to the second side; changing it re-solves the layout.
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      engine?.constantDidChange(self)
    }
  }
  /// How strongly the constraint holds (required by default); an active constraint cannot change
  /// between required and optional, as in UIKit.
  public var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      engine?.priorityDidChange(self, from: oldValue)
    }
  }
  /// A name shown in descriptions and in unsatisfiable-constraint logs.
  public var identifier: String?
  /// Whether the constraint takes part in layout; setting it activates or deactivates it.
  public var isActive: Bool {
    get { installedOn != nil }
    set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
  }
  /// Whether an active constraint at UIKit's default priority of archived constraints should be
  /// kept; recorded only.
  public var shouldBeArchived = false

  /// The view the constraint is installed on (its items' nearest common ancestor) while active.
  weak var installedOn: View?
  /// The engine holding the constraint while active.
  weak var engine: LayoutEngine?
  /// For a first side made by `anchorWithOffset(to:)`: the anchor the distance runs to.
  var firstOffsetEnd: AnchorReference?
  /// For a second side made by `anchorWithOffset(to:)`: the anchor the distance runs to.
  var secondOffsetEnd: AnchorReference?

  /// Every item the constraint relates, offset ends included.
  var items: [AnyObject] {
    [firstItem, secondItem, firstOffsetEnd?.item, secondOffsetEnd?.item].compactMap { $0 }
  }

  /// UIKit's designated initializer:
  /// `item.attribute relatedBy toItem.attribute × multiplier + constant`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
  }
}
