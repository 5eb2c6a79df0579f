/// Why a ``ConstraintSolver`` refused a request; the constraints it holds are unchanged when it
/// throws.
public enum ConstraintError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A coefficient or constant is NaN or infinite.
  case nonFinite(LinearConstraint)
  /// A new constant is NaN or infinite.
  case nonFiniteConstant(Double)
  /// Required constraints contradict each other: `conflicting` lists the ones that together
  /// cannot hold (the one being added or changed among them), so that a caller can drop one and
  /// try again.
  case unsatisfiable(conflicting: [ConstraintID])
  /// The constraint is not (or no longer) in the solver.
  case unknownConstraint(ConstraintID)
  /// An optional priority cannot become required, nor a required one optional, once added.
  case requiredPriorityChange(ConstraintID)

  /// What went wrong, in one sentence.
  public var description: String {
    switch self {
    case .nonFinite(let constraint):
      "constraint \(constraint) has a coefficient or constant that is NaN or infinite"
    case .nonFiniteConstant(let value): "constant \(value) is NaN or infinite"
    case .unsatisfiable(let conflicting):
      "required constraints \(conflicting.map(\.description).joined(separator: ", ")) "
        + "cannot all hold"
    case .unknownConstraint(let id): "constraint \(id) is not in the solver"
    case .requiredPriorityChange(let id):
      "constraint \(id) cannot change between required and optional"
    }
  }
}
