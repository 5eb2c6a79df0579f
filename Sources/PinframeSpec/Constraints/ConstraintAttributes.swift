/// The attributes a spec constraint may name, by axis: UIKit's anchors.
enum ConstraintAttributes {
  /// A kind of anchor: anchors relate only within one kind, as UIKit's anchor types.
  enum Kind: String {
    case xAxis = "x-axis position"
    case yAxis = "y-axis position"
    case dimension = "size"
  }

  /// Every attribute with its kind, in the order messages list them.
  static let all: [(name: String, kind: Kind)] = [
    ("leading", .xAxis), ("trailing", .xAxis), ("left", .xAxis), ("right", .xAxis),
    ("centerX", .xAxis), ("top", .yAxis), ("bottom", .yAxis), ("centerY", .yAxis),
    ("firstBaseline", .yAxis), ("lastBaseline", .yAxis), ("width", .dimension),
    ("height", .dimension),
  ]

  /// The kind of attribute `name`, or `nil` for a name that is none.
  static func kind(of name: String) -> Kind? {
    all.first { $0.name == name }?.kind
  }

  /// Whether the attribute is a baseline (views only; guides have none).
  static func isBaseline(_ name: String) -> Bool {
    name == "firstBaseline" || name == "lastBaseline"
  }
}
