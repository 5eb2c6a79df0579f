extension Row {
  /// Adds `factor × other` to the row (constant and cells), appending every symbol that gains a
  /// cell to `inserted`: one merge of the sorted cells, or for a short `other` one binary search
  /// per cell.
  mutating func add(_ other: Row, times factor: Double, inserted: inout [Int32]) {
    constant += other.constant * factor
    if cells.isEmpty {
      cells = other.cells.map { Cell(symbol: $0.symbol, coefficient: $0.coefficient * factor) }
      inserted.append(contentsOf: other.cells.map(\.symbol))
      return
    }
    if other.cells.count <= 4 {
      for cell in other.cells where add(cell.coefficient * factor, to: cell.symbol) {
        inserted.append(cell.symbol)
      }
      return
    }
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var mine = 0
    var theirs = 0
    while mine < cells.count, theirs < other.cells.count {
      let left = cells[mine]
      let right = other.cells[theirs]
      if left.symbol < right.symbol {
        merged.append(left)
        mine += 1
      } else if right.symbol < left.symbol {
        appendNew(right.symbol, right.coefficient * factor, to: &merged, inserted: &inserted)
        theirs += 1
      } else {
        let sum = left.coefficient + right.coefficient * factor
        if abs(sum) >= Row.epsilon { merged.append(Cell(symbol: left.symbol, coefficient: sum)) }
        mine += 1
        theirs += 1
      }
    }
    merged.append(contentsOf: cells[mine...])
    while theirs < other.cells.count {
      let right = other.cells[theirs]
      appendNew(right.symbol, right.coefficient * factor, to: &merged, inserted: &inserted)
      theirs += 1
    }
    cells = merged
  }

  private func appendNew(
    _ symbol: Int32, _ coefficient: Double, to merged: inout [Cell], inserted: inout [Int32]
  ) {
    guard abs(coefficient) >= Row.epsilon else { return }
    merged.append(Cell(symbol: symbol, coefficient: coefficient))
    inserted.append(symbol)
  }

  /// Replaces `symbol` by `definition` (the row of `symbol` as a basic symbol), if present;
  /// returns whether it was.
  mutating func substitute(
    _ symbol: Int32, by definition: Row, inserted: inout [Int32]
  ) -> Bool {
    let (index, found) = position(of: symbol)
    guard found else { return false }
    let coefficient = cells.remove(at: index).coefficient
    add(definition, times: coefficient, inserted: &inserted)
    return true
  }
}
