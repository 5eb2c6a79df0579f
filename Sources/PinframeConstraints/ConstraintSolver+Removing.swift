extension ConstraintSolver {
  /// Removes constraint `id` and re-solves from the current solution.
  ///
  /// - Throws: ``ConstraintError/unknownConstraint(_:)`` if `id` is not in the solver.
  public mutating func remove(_ id: ConstraintID) throws(ConstraintError) {
    guard let record = records.removeValue(forKey: id.number) else {
      throw .unknownConstraint(id)
    }
    adjustObjective(for: record, by: -1)
    if let slot = slot(of: record.marker) {
      removeRow(at: slot)
    } else if let slot = markerLeavingSlot(for: record.marker) {
      pivot(slot: slot, entering: record.marker)
      removeRow(at: slot)
    }
    for symbol in [record.marker, record.other] where symbol >= 0 { owners[Int(symbol)] = -1 }
    optimize()
  }

  /// Adds `factor` × the errors of `record` (their rows when basic) to its priority's level.
  mutating func adjustObjective(for record: ConstraintRecord, by factor: Double) {
    let errors = record.errorSymbols(kinds: kinds)
    guard !errors.isEmpty else { return }
    let level = objective.level(for: record.constraint.priority.value)
    for error in errors {
      if let slot = slot(of: error) {
        objective.add(rows[slot], times: factor, at: level, kinds: kinds)
      } else {
        objective.add(factor, to: error, at: level, kinds: kinds)
      }
    }
    objectiveChanged = true
  }

  /// The row to pivot a non-basic marker into before its constraint's row is dropped: the
  /// restricted row that the marker's growth limits first, else the one its decrease limits
  /// first, else any row that holds it.
  private mutating func markerLeavingSlot(for marker: Int32) -> Int? {
    var growth: (ratio: Double, basic: Int32, slot: Int)?
    var decrease: (ratio: Double, basic: Int32, slot: Int)?
    var any: (basic: Int32, slot: Int)?
    for entry in slots(containing: marker) {
      let slot = Int(entry)
      let basic = rowBasic[slot]
      if any.map({ basic < $0.basic }) ?? true { any = (basic, slot) }
      guard kind(basic).isRestricted else { continue }
      let coefficient = rows[slot].coefficient(of: marker)
      let ratio = (coefficient < 0 ? -1 : 1) * rows[slot].constant / coefficient
      let candidate = (ratio, basic, slot)
      if coefficient < 0 {
        if growth.map({ isBetter(candidate, than: $0) }) ?? true { growth = candidate }
      } else if decrease.map({ isBetter(candidate, than: $0) }) ?? true {
        decrease = candidate
      }
    }
    return growth?.slot ?? decrease?.slot ?? any?.slot
  }

  private func isBetter(
    _ candidate: (ratio: Double, basic: Int32, slot: Int),
    than current: (ratio: Double, basic: Int32, slot: Int)
  ) -> Bool {
    candidate.ratio < current.ratio
      || (candidate.ratio == current.ratio && candidate.basic < current.basic)
  }
}
