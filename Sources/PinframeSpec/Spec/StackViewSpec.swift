/// What a `"type": "stack"` view sets: UIKit's `UIStackView` properties.
///
/// Its children are its arranged subviews.
public struct StackViewSpec: Sendable, Hashable {
  /// The names of the axes, as UIKit's `NSLayoutConstraint.Axis`.
  public static let axes = ["horizontal", "vertical"]
  /// The names of the distributions, as UIKit's `UIStackView.Distribution`.
  public static let distributions = [
    "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
  ]
  /// The names of the alignments, as UIKit's `UIStackView.Alignment`.
  public static let alignments = [
    "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline",
  ]

  /// The axis (`"horizontal"` by default, as UIKit's).
  public var axis: String?
  /// The distribution (`"fill"` by default).
  public var distribution: String?
  /// The alignment (`"fill"` by default).
  public var alignment: String?
  /// The spacing between arranged views (0 by default).
  public var spacing: Double?
  /// Whether the arrangement is inside the layout margins.
  public var isLayoutMarginsRelativeArrangement: Bool?

  /// Creates a stack view spec.
  public init(
    axis: String? = nil, distribution: String? = nil, alignment: String? = nil,
    spacing: Double? = nil, isLayoutMarginsRelativeArrangement: Bool? = nil
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
  }
}
