extension ConstraintSolver {
  /// Sets the constant of constraint `id`'s expression (`lhs − rhs`, so for `x == y + 8` the
  /// constant is −8) and re-solves incrementally.
  ///
  /// No row is rebuilt: the rows that hold the constraint's marker move by the change, and the
  /// dual simplex repairs any that became infeasible, usually with no pivot at all.
  ///
  /// - Throws: ``ConstraintError/nonFiniteConstant(_:)`` for NaN or infinity;
  ///   ``ConstraintError/unknownConstraint(_:)``; ``ConstraintError/unsatisfiable(conflicting:)``
  ///   when a required constraint cannot hold with the new constant. The solution is restored
  ///   (to rounding: the dual simplex's pivots are undone) when it throws.
  public mutating func setConstant(
    _ constant: Double, of id: ConstraintID
  ) throws(ConstraintError) {
    guard constant.isFinite else { throw .nonFiniteConstant(constant) }
    guard var record = records[id.number] else { throw .unknownConstraint(id) }
    let shift = (constant - record.constraint.expression.constant) / record.markerCoefficient
    guard shift != 0 else { return }
    var pivots: [(slot: Int, leaving: Int32)] = []
    move(record.marker, by: shift)
    if let failure = dualOptimize(pivots: &pivots, number: id.number) {
      undo(pivots)
      move(record.marker, by: -shift)
      infeasible.removeAll()
      throw .unsatisfiable(conflicting: failure)
    }
    record.constraint.expression.constant = constant
    records[id.number] = record
  }

  /// Shifts every row by the change of `marker` (`marker_old = marker_new + shift`), noting the
  /// rows that became infeasible.
  private mutating func move(_ marker: Int32, by shift: Double) {
    if let slot = slot(of: marker) { return shiftConstant(of: slot, by: -shift) }
    for entry in slots(containing: marker) {
      let slot = Int(entry)
      shiftConstant(of: slot, by: rows[slot].coefficient(of: marker) * shift)
    }
  }

  /// Adds `change` to the constant of `slot`, noting the row if it became infeasible.
  private mutating func shiftConstant(of slot: Int, by change: Double) {
    rows[slot].constant += change
    if isInfeasible(slot) { infeasible.append(Int32(slot)) }
  }
}
