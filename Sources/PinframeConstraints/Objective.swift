/// The objective: one level of error costs per optional priority, compared lexicographically
/// from the highest priority down, so that no amount of error at one priority outweighs any
/// error at a higher one.
///
/// The symbols whose reduced cost is lexicographically negative (negative at some level and zero
/// at every higher one), the candidates to enter the basis, are kept up to date as costs change,
/// so that finding one costs nothing when the objective is optimal.
struct Objective {
  /// The priorities that have a level, highest first.
  private(set) var priorities: [Double] = []
  /// The levels, one per entry of ``priorities``.
  private(set) var levels: [ObjectiveLevel] = []
  /// The non-dummy symbols of lexicographically negative reduced cost.
  private(set) var candidates: Set<Int32> = []

  /// The index of the level of `priority`, made (empty) if it had none.
  mutating func level(for priority: Double) -> Int {
    var index = 0
    while index < priorities.count, priorities[index] > priority { index += 1 }
    if index < priorities.count, priorities[index] == priority { return index }
    priorities.insert(priority, at: index)
    levels.insert(ObjectiveLevel(), at: index)
    return index
  }

  /// The reduced cost of `symbol`: its cost at each level, highest priority first.
  func costs(of symbol: Int32) -> [Double] { levels.map { $0.cost(of: symbol) } }

  /// Adds `amount` to the cost of `symbol` at `level`.
  mutating func add(_ amount: Double, to symbol: Int32, at level: Int, kinds: [SymbolKind]) {
    levels[level].add(amount, to: symbol)
    classify(symbol, kinds: kinds)
  }

  /// Adds `factor` × `row`'s cells to `level` (the constant does not matter to optimising).
  mutating func add(_ row: Row, times factor: Double, at level: Int, kinds: [SymbolKind]) {
    for cell in row.cells {
      levels[level].add(cell.coefficient * factor, to: cell.symbol)
      classify(cell.symbol, kinds: kinds)
    }
  }

  /// Replaces `symbol` by `definition` at every level; returns whether any level held it.
  mutating func substitute(_ symbol: Int32, by definition: Row, kinds: [SymbolKind]) -> Bool {
    var changed = false
    for index in levels.indices {
      guard let cost = levels[index].removeCost(of: symbol) else { continue }
      changed = true
      for cell in definition.cells { levels[index].add(cell.coefficient * cost, to: cell.symbol) }
    }
    guard changed else { return false }
    candidates.remove(symbol)
    for cell in definition.cells { classify(cell.symbol, kinds: kinds) }
    return true
  }

  /// Puts `symbol` in or out of ``candidates`` by the sign of its first non-zero level.
  private mutating func classify(_ symbol: Int32, kinds: [SymbolKind]) {
    guard kinds[Int(symbol)] != .dummy else { return }
    for level in levels {
      let cost = level.cost(of: symbol)
      guard cost == 0 else {
        if cost < 0 { candidates.insert(symbol) } else { candidates.remove(symbol) }
        return
      }
    }
    candidates.remove(symbol)
  }
}
