extension ConstraintSolver {
  /// Puts `row` (solved for `basic`) into the tableau; returns its slot.
  ///
  /// The caller has already substituted `basic` out of the other rows, or `basic` is new.
  @discardableResult
  mutating func insertRow(_ row: Row, basic: Int32) -> Int32 {
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
      rows[Int(slot)] = row
      rowBasic[Int(slot)] = basic
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      rowBasic.append(basic)
      visited.append(0)
    }
    basicSlot[Int(basic)] = slot
    columns.note(row.cells, in: slot)
    return slot
  }

  /// Takes the row out of `slot` and frees the slot; returns the row.
  @discardableResult
  mutating func removeRow(at slot: Int) -> Row {
    let row = rows[slot]
    basicSlot[Int(rowBasic[slot])] = -1
    rowBasic[slot] = -1
    rows[slot] = Row()
    freeSlots.append(Int32(slot))
    return row
  }

  /// Makes `entering` basic in `slot` in place of its basic symbol, and substitutes it
  /// everywhere else.
  mutating func pivot(slot: Int, entering: Int32) {
    let leaving = rowBasic[slot]
    rows[slot].solve(for: entering, replacing: leaving)
    rowBasic[slot] = entering
    basicSlot[Int(leaving)] = -1
    basicSlot[Int(entering)] = Int32(slot)
    columns.note(leaving, in: Int32(slot))
    substitute(entering, definedBy: slot)
  }

  /// Replaces `symbol`, now basic in `slot`, by its row in every other row and in the
  /// objective, noting rows that became infeasible.
  mutating func substitute(_ symbol: Int32, definedBy slot: Int) {
    let definition = rows[slot]
    for entry in slots(containing: symbol) where Int(entry) != slot {
      let target = Int(entry)
      guard rows[target].substitute(symbol, by: definition, inserted: &inserted) else { continue }
      registerInserted(in: entry)
      if isInfeasible(target) { infeasible.append(entry) }
    }
    columns.removeAll(symbol)
    if objective.substitute(symbol, by: definition, kinds: kinds) { objectiveChanged = true }
    inserted.removeAll(keepingCapacity: true)
  }
}
