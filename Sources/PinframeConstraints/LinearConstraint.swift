/// A linear equation or inequality between two expressions, with a priority:
/// `x + 10 <= y @ 750`.
///
/// The solver keeps it as `lhs − rhs ⋈ 0`; ``expression`` is that difference.
public struct LinearConstraint: Sendable, Hashable, CustomStringConvertible {
  /// `lhs − rhs`: the constraint says `expression ⋈ 0`.
  public var expression: LinearExpression
  /// How the two sides compare.
  public var relation: Relation
  /// How strongly the constraint holds; ``Priority/required`` by default.
  public var priority: Priority

  /// `lhs relation rhs` at `priority`.
  public init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
    priority: Priority = .required
  ) {
    self.expression = lhs - rhs
    self.relation = relation
    self.priority = priority
  }

  /// `lhs relation rhs` at `priority`, for a variable on the left.
  public init(
    _ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required
  ) {
    self.init(LinearExpression(lhs), relation, rhs, priority: priority)
  }

  /// `lhs relation constant` at `priority`.
  public init(
    _ lhs: Variable, _ relation: Relation, _ constant: Double, priority: Priority = .required
  ) {
    self.init(LinearExpression(lhs), relation, LinearExpression(constant), priority: priority)
  }

  /// `lhs relation constant` at `priority`, for an expression on the left.
  public init(
    _ lhs: LinearExpression, _ relation: Relation, _ constant: Double,
    priority: Priority = .required
  ) {
    self.init(lhs, relation, LinearExpression(constant), priority: priority)
  }

  /// `lhs relation rhs` at `priority`, for two variables.
  public init(
    _ lhs: Variable, _ relation: Relation, _ rhs: Variable, priority: Priority = .required
  ) {
    self.init(LinearExpression(lhs), relation, LinearExpression(rhs), priority: priority)
  }

  /// `expression relation 0 @ priority`, as in `v0 - v1 + 10 <= 0 @ 750` (no priority when
  /// required).
  public var description: String {
    let suffix = priority.isRequired ? "" : " @ \(priority)"
    return "\(expression) \(relation) 0\(suffix)"
  }
}
