/// What the solver remembers of a constraint it holds.
struct ConstraintRecord {
  /// The constraint as added, its constant kept up to date.
  var constraint: LinearConstraint
  /// The symbol that marks the constraint's row: its slack, its dummy or its first error.
  var marker: Int32
  /// The second symbol of an optional constraint (its other error), or -1.
  var other: Int32
  /// The coefficient of ``marker`` in the constraint's equation, before any pivot: changing the
  /// constant by δ shifts the marker by δ / this.
  var markerCoefficient: Double

  /// The error symbols the objective weighs: both errors of an optional equality, the error of
  /// an optional inequality, none of a required constraint.
  func errorSymbols(kinds: [SymbolKind]) -> [Int32] {
    [marker, other].filter { $0 >= 0 && kinds[Int($0)] == .error }
  }
}
