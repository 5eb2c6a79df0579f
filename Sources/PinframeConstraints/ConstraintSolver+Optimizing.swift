extension ConstraintSolver {
  /// Runs the primal simplex on the prioritised objective until no symbol can lower it.
  ///
  /// Entering and leaving symbols follow Bland's rule (the lowest symbol among the candidates,
  /// the lowest basic symbol among tied rows), so the simplex cannot cycle.
  mutating func optimize() {
    guard objectiveChanged else { return }
    objectiveChanged = false
    while let entering = prioritisedEntering(), let slot = leavingSlot(for: entering) {
      pivot(slot: slot, entering: entering)
    }
  }

  /// The lowest non-dummy symbol whose reduced cost is lexicographically negative: negative at
  /// some level and zero at every higher one.
  private func prioritisedEntering() -> Int32? { objective.candidates.min() }

  /// The row that limits how far `entering` can grow: the restricted row with the smallest ratio
  /// of constant to (negated, negative) coefficient; `nil` if none limits it.
  private mutating func leavingSlot(for entering: Int32) -> Int? {
    var best: (ratio: Double, basic: Int32, slot: Int)?
    for entry in slots(containing: entering) {
      let slot = Int(entry)
      let basic = rowBasic[slot]
      guard kind(basic).isRestricted else { continue }
      let coefficient = rows[slot].coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -rows[slot].constant / coefficient
      if let current = best,
        ratio > current.ratio || (ratio == current.ratio && basic > current.basic)
      {
        continue
      }
      best = (ratio, basic, slot)
    }
    return best?.slot
  }
}
