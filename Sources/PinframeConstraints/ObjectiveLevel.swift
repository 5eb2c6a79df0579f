/// The costs of one priority level of the objective: a sparse row kept in a hash table, so that a
/// pivot costs the length of the entering row, not of the objective.
struct ObjectiveLevel {
  /// The non-zero costs (at least ``Row/epsilon`` in size), by symbol.
  private(set) var costs: [Int32: Double] = [:]

  /// The cost of `symbol`, 0 when absent.
  func cost(of symbol: Int32) -> Double { costs[symbol] ?? 0 }

  /// Adds `amount` to the cost of `symbol`.
  mutating func add(_ amount: Double, to symbol: Int32) {
    let sum = (costs[symbol] ?? 0) + amount
    costs[symbol] = abs(sum) < Row.epsilon ? nil : sum
  }

  /// Removes the cost of `symbol` and returns it, `nil` when absent.
  mutating func removeCost(of symbol: Int32) -> Double? { costs.removeValue(forKey: symbol) }
}
