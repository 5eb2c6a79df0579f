/// One Auto Layout constraint of a spec view, from text such as
/// `"width == 0.5 * photo.width + 8 @750"`: `first relation multiplier × second + constant`, at
/// a priority, as UIKit's `NSLayoutConstraint`.
public struct LayoutConstraintSpec: Sendable, Hashable {
  /// The view an anchor belongs to.
  public enum Item: Sendable, Hashable {
    /// The constrained view itself (an anchor written without a view: `leading`).
    case this
    /// The view's superview (the canvas for a top-level view).
    case superview
    /// The view with this id.
    case view(String)
  }

  /// A layout guide of a view, as UIKit's `safeAreaLayoutGuide`, `layoutMarginsGuide` and
  /// `readableContentGuide`.
  public enum Guide: String, Sendable, Hashable, CaseIterable {
    case safeArea, margins, readableContent
  }

  /// How the sides compare.
  public enum Relation: String, Sendable, Hashable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="
  }

  /// One side's anchor: a view, maybe one of its guides, and UIKit's attribute name.
  public struct Anchor: Sendable, Hashable {
    /// The view.
    public var item: Item
    /// The guide of the view, if the anchor is a guide's.
    public var guide: Guide?
    /// UIKit's attribute name, such as `leading`, `centerX`, `width` or `firstBaseline`.
    public var attribute: String

    /// Creates an anchor.
    public init(item: Item, guide: Guide? = nil, attribute: String) {
      self.item = item
      self.guide = guide
      self.attribute = attribute
    }
  }

  /// The constrained side.
  public var first: Anchor
  /// How the sides compare.
  public var relation: Relation
  /// The other side's anchor; `nil` for a size held to a constant.
  public var second: Anchor?
  /// What the second anchor is multiplied by.
  public var multiplier: Double
  /// What is added to the second side.
  public var constant: Double
  /// The priority, 1…1000 (required by default).
  public var priority: Double
  /// The text as written in the spec.
  public var text: String
}
