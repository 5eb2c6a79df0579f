extension ConstraintSolver {
  /// Whether the row of `slot` breaks its basic symbol's sign: a restricted symbol below 0, or a
  /// dummy away from 0.
  func isInfeasible(_ slot: Int) -> Bool {
    let basic = rowBasic[slot]
    guard basic >= 0 else { return false }
    let constant = rows[slot].constant
    switch kind(basic) {
    case .external: return false
    case .dummy: return abs(constant) >= Row.epsilon
    case .slack, .error: return constant < 0
    }
  }

  /// Runs the dual simplex over the rows noted as infeasible until every basic symbol has its
  /// sign, logging its pivots; returns the conflict when a row cannot be repaired.
  ///
  /// The objective stays optimal throughout (the entering symbol keeps every reduced cost at
  /// least 0, lexicographically), so no primal pass follows.
  mutating func dualOptimize(
    pivots: inout [(slot: Int, leaving: Int32)], number: Int
  ) -> [ConstraintID]? {
    while let entry = infeasible.popLast() {
      let slot = Int(entry)
      guard isInfeasible(slot) else { continue }
      let basic = rowBasic[slot]
      guard let entering = dualEntering(for: rows[slot]) else {
        infeasible.removeAll()
        return conflict(in: rows[slot], basic: basic, adding: number)
      }
      pivots.append((slot, basic))
      pivot(slot: slot, entering: entering)
    }
    return nil
  }

  /// Undoes logged pivots, latest first.
  mutating func undo(_ pivots: [(slot: Int, leaving: Int32)]) {
    for (slot, leaving) in pivots.reversed() { pivot(slot: slot, entering: leaving) }
  }

  /// The symbol to enter an infeasible row: among its non-dummy symbols whose coefficient moves
  /// the basic symbol towards its bound (positive for a negative row), the one whose reduced
  /// cost over that coefficient is lexicographically least (the lowest symbol among ties).
  private func dualEntering(for row: Row) -> Int32? {
    let direction: Double = row.constant < 0 ? 1 : -1
    var best: (symbol: Int32, ratios: [Double])?
    for cell in row.cells where cell.coefficient * direction > 0 && kind(cell.symbol) != .dummy {
      let divisor = abs(cell.coefficient)
      let ratios = objective.costs(of: cell.symbol).map { $0 / divisor }
      if let current = best, !isLexicographicallyLess(ratios, current.ratios) { continue }
      best = (cell.symbol, ratios)
    }
    return best?.symbol
  }

  private func isLexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (left, right) in zip(lhs, rhs) where abs(left - right) >= Row.epsilon {
      return left < right
    }
    return false
  }
}
