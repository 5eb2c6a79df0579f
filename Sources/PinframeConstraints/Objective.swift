/// The objective: one level of error costs per optional priority, compared lexicographically
/// from the highest priority down, so that no amount of error at one priority outweighs any
/// error at a higher one.
struct Objective {
  /// The priorities that have a level, highest first.
  private(set) var priorities: [Double] = []
  /// The levels, one per entry of ``priorities``.
  var levels: [ObjectiveLevel] = []

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

  /// Whether `symbol` costs nothing at the levels before `level`.
  func isFree(_ symbol: Int32, before level: Int) -> Bool {
    for index in 0..<level where levels[index].cost(of: symbol) != 0 { return false }
    return true
  }

  /// Replaces `symbol` by `definition` at every level; returns whether any level held it.
  mutating func substitute(_ symbol: Int32, by definition: Row) -> Bool {
    var changed = false
    for index in levels.indices where levels[index].substitute(symbol, by: definition) {
      changed = true
    }
    return changed
  }
}
