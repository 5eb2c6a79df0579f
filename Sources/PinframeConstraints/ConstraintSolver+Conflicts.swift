extension ConstraintSolver {
  /// The constraints of a contradiction shown by `row` (the row of a restricted basic symbol that
  /// is negative, or of a dummy that is not 0, with no symbol left to repair it): the required
  /// constraints whose markers it holds, its basic symbol's constraint, and constraint `number`.
  ///
  /// The row is a combination of the constraints' equations in which each marker appears only
  /// through its own constraint, so these are the constraints the contradiction is made of.
  func conflict(in row: Row, basic: Int32, adding number: Int) -> [ConstraintID] {
    var numbers: Set<Int> = [number]
    for symbol in row.cells.map(\.symbol) + [basic] {
      let owner = Int(owners[Int(symbol)])
      guard owner >= 0, owner != number else { continue }
      guard let record = records[owner], record.constraint.priority.isRequired else { continue }
      numbers.insert(owner)
    }
    return numbers.sorted().map { ConstraintID(number: $0) }
  }
}
