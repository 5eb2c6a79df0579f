/// How the two sides of a ``LinearConstraint`` compare: `≤`, `=` or `≥`.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
  /// The left side is at most the right side.
  case lessThanOrEqual
  /// Both sides are equal.
  case equal
  /// The left side is at least the right side.
  case greaterThanOrEqual

  /// `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
