extension ConstraintSolver {
  /// A new symbol of `kind`, basic in no row and in no column.
  mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
    let symbol = Int32(kinds.count)
    kinds.append(kind)
    basicSlot.append(-1)
    columns.addSymbol()
    owners.append(-1)
    return symbol
  }

  /// The kind of `symbol`.
  func kind(_ symbol: Int32) -> SymbolKind { kinds[Int(symbol)] }

  /// The slot of `symbol`'s row, or `nil` when it is not basic.
  func slot(of symbol: Int32) -> Int? {
    let slot = basicSlot[Int(symbol)]
    return slot >= 0 ? Int(slot) : nil
  }

  /// The slots whose rows contain `symbol`, each once; stale entries are dropped on the way.
  mutating func slots(containing symbol: Int32) -> [Int32] {
    walk &+= 1
    let stamp = walk
    var index = ColumnIndex()
    swap(&index, &columns)
    defer { swap(&index, &columns) }
    return index.slots(of: symbol) { entry in
      let slot = Int(entry)
      guard rowBasic[slot] >= 0, visited[slot] != stamp, rows[slot].contains(symbol) else {
        return false
      }
      visited[slot] = stamp
      return true
    }
  }

  /// Records that `slot`'s row now contains each symbol of ``inserted``, and empties it.
  mutating func registerInserted(in slot: Int32) {
    for symbol in inserted { columns.note(symbol, in: slot) }
    inserted.removeAll(keepingCapacity: true)
  }
}
