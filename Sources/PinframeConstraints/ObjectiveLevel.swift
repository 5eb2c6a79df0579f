/// The costs of one priority level of the objective: a sparse row kept in a hash table, so that a
/// pivot costs the length of the entering row, not of the objective, and with the symbols of
/// negative cost (the candidates to enter) kept apart.
struct ObjectiveLevel {
  /// The non-zero costs, by symbol.
  private(set) var costs: [Int32: Double] = [:]
  /// The symbols whose cost is below −``Row/epsilon``.
  private(set) var negatives: Set<Int32> = []

  /// The cost of `symbol`, 0 when absent.
  func cost(of symbol: Int32) -> Double { costs[symbol] ?? 0 }

  /// Adds `amount` to the cost of `symbol`.
  mutating func add(_ amount: Double, to symbol: Int32) {
    let sum = (costs[symbol] ?? 0) + amount
    if abs(sum) < Row.epsilon {
      costs[symbol] = nil
      negatives.remove(symbol)
      return
    }
    costs[symbol] = sum
    if sum < 0 { negatives.insert(symbol) } else { negatives.remove(symbol) }
  }

  /// Adds `factor` × `row`'s cells (its constant does not matter to the optimisation).
  mutating func add(_ row: Row, times factor: Double) {
    for cell in row.cells { add(cell.coefficient * factor, to: cell.symbol) }
  }

  /// Replaces `symbol` by `definition`, if present; returns whether it was.
  mutating func substitute(_ symbol: Int32, by definition: Row) -> Bool {
    guard let cost = costs.removeValue(forKey: symbol) else { return false }
    negatives.remove(symbol)
    add(definition, times: cost)
    return true
  }
}
