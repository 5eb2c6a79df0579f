extension ConstraintSolver {
  /// Makes `variable` editable: adds `variable == its current value` at `priority` (optional,
  /// as in Cassowary's edit constraints), to be moved with ``suggestValue(_:for:)``.
  ///
  /// - Returns: the edit constraint, to be removed with ``remove(_:)`` when the edit ends.
  @discardableResult
  public mutating func addEditVariable(
    _ variable: Variable, priority: Priority = .init(999) ?? .defaultHigh
  ) -> ConstraintID {
    let edit = LinearConstraint(variable, .equal, value(of: variable), priority: priority)
    // An optional constraint with a finite constant is always accepted.
    return (try? add(edit)) ?? ConstraintID(number: -1)
  }

  /// Moves an edited variable towards `value` through its edit constraint `edit` (made by
  /// ``addEditVariable(_:priority:)``), re-solving incrementally with the dual simplex.
  ///
  /// - Throws: as ``setConstant(_:of:)``.
  public mutating func suggestValue(_ value: Double, for edit: ConstraintID) throws(ConstraintError)
  {
    try setConstant(-value, of: edit)
  }
}
