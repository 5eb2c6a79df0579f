extension ConstraintSolver {
  /// Moves optional constraint `id` to another optional priority and re-solves from the current
  /// solution (its errors change level in the objective; no row is rebuilt).
  ///
  /// - Throws: ``ConstraintError/unknownConstraint(_:)``;
  ///   ``ConstraintError/requiredPriorityChange(_:)`` when either priority is required, which
  ///   UIKit does not allow on an installed constraint either.
  public mutating func setPriority(
    _ priority: Priority, of id: ConstraintID
  ) throws(ConstraintError) {
    guard var record = records[id.number] else { throw .unknownConstraint(id) }
    guard !priority.isRequired, !record.constraint.priority.isRequired else {
      throw .requiredPriorityChange(id)
    }
    guard priority != record.constraint.priority else { return }
    adjustObjective(for: record, by: -1)
    record.constraint.priority = priority
    adjustObjective(for: record, by: 1)
    records[id.number] = record
    optimize()
  }
}
