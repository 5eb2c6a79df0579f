extension ConstraintSolver {
  /// Adds `constraint` and re-solves from the current solution; returns its identifier.
  ///
  /// An optional constraint is always accepted (it holds as well as its priority allows). A
  /// required one that contradicts the required constraints already held is refused, and the
  /// error names the constraints of the contradiction.
  ///
  /// - Throws: ``ConstraintError/nonFinite(_:)`` for a NaN or infinite coefficient or constant;
  ///   ``ConstraintError/unsatisfiable(conflicting:)`` for a required constraint that cannot hold.
  ///   The solver is unchanged when it throws.
  @discardableResult
  public mutating func add(_ constraint: LinearConstraint) throws(ConstraintError) -> ConstraintID {
    guard constraint.expression.isFinite else { throw .nonFinite(constraint) }
    let number = nextConstraint
    if let fresh = freshVariable(of: constraint.expression) {
      let (row, record) = makeRow(for: constraint, number: number, solvingFor: fresh)
      insertRow(row, basic: fresh.variable.symbol)
      return finishAdding(record, number: number)
    }
    var (row, record) = makeRow(for: constraint, number: number)
    if row.constant < 0 { row.multiply(by: -1) }
    if let subject = subject(of: row, record: record) {
      row.solve(for: subject)
      substituteNewBasic(subject, row: row)
    } else {
      try addRepairing(row, marker: record.marker, number: number)
    }
    return finishAdding(record, number: number)
  }

  /// Records a constraint whose row is in the tableau and re-optimises.
  private mutating func finishAdding(_ record: ConstraintRecord, number: Int) -> ConstraintID {
    nextConstraint += 1
    records[number] = record
    optimize()
    return ConstraintID(number: number)
  }

  /// A term of `expression` whose variable appears once and in no row yet: the row can be built
  /// already solved for it, and no other row needs it substituted.
  private func freshVariable(of expression: LinearExpression) -> LinearExpression.Term? {
    for (index, term) in expression.terms.enumerated() {
      let symbol = term.variable.symbol
      guard basicSlot[Int(symbol)] < 0, columns.isEmpty(symbol) else { continue }
      let repeated = expression.terms.indices.contains {
        $0 != index && expression.terms[$0].variable == term.variable
      }
      if !repeated { return term }
    }
    return nil
  }

  /// Adds a required row that has no subject keeping every basic symbol in its sign: solved for
  /// its own marker, which may start out of its sign (a negative slack, a dummy away from 0), and
  /// repaired by the dual simplex; the objective stays optimal all along.
  ///
  /// When the dual simplex finds no way to repair a row, the constraints cannot all hold: its
  /// pivots are undone and the row is dropped.
  private mutating func addRepairing(
    _ row: Row, marker: Int32, number: Int
  ) throws(ConstraintError) {
    var solved = row
    solved.solve(for: marker)
    let slot = insertRow(solved, basic: marker)
    infeasible.append(slot)
    var pivots: [(slot: Int, leaving: Int32)] = []
    guard let failure = dualOptimize(pivots: &pivots, number: number) else { return }
    undo(pivots)
    if let markerSlot = self.slot(of: marker) { removeRow(at: markerSlot) }
    throw .unsatisfiable(conflicting: failure)
  }

  /// The row of `constraint` with the basic variables substituted and its marker and errors
  /// added (the errors also to the objective), and what to remember of it.
  ///
  /// With a `subject` (a fresh variable's term), the row comes out solved for it: every term is
  /// scaled by −1 / its coefficient and the subject is left out.
  private mutating func makeRow(
    for constraint: LinearConstraint, number: Int, solvingFor subject: LinearExpression.Term? = nil
  ) -> (Row, ConstraintRecord) {
    let scale = subject.map { -1 / $0.coefficient } ?? 1
    var row = Row(constant: constraint.expression.constant * scale)
    for term in constraint.expression.terms where term.variable != subject?.variable {
      let symbol = term.variable.symbol
      if let slot = slot(of: symbol) {
        row.add(rows[slot], times: term.coefficient * scale, inserted: &inserted)
      } else {
        row.add(term.coefficient * scale, to: symbol)
      }
    }
    inserted.removeAll(keepingCapacity: true)
    let record = addMarkers(to: &row, constraint: constraint, scale: scale)
    owners[Int(record.marker)] = Int32(number)
    if record.other >= 0 { owners[Int(record.other)] = Int32(number) }
    return (row, record)
  }

  /// Adds the marker (and errors) of `constraint` to its row, and the errors to the objective.
  ///
  /// The markers' cells are multiplied by `scale`, the record's coefficient is not.
  private mutating func addMarkers(
    to row: inout Row, constraint: LinearConstraint, scale: Double
  ) -> ConstraintRecord {
    let optional = !constraint.priority.isRequired
    let level = optional ? objective.level(for: constraint.priority.value) : -1
    switch constraint.relation {
    case .equal where optional:
      let plus = makeSymbol(.error)
      let minus = makeSymbol(.error)
      row.add(-scale, to: plus)
      row.add(scale, to: minus)
      objective.add(1, to: plus, at: level, kinds: kinds)
      objective.add(1, to: minus, at: level, kinds: kinds)
      return ConstraintRecord(
        constraint: constraint, marker: plus, other: minus, markerCoefficient: -1)
    case .equal:
      let dummy = makeSymbol(.dummy)
      row.add(scale, to: dummy)
      return ConstraintRecord(
        constraint: constraint, marker: dummy, other: -1, markerCoefficient: 1)
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.add(sign * scale, to: slack)
      var other: Int32 = -1
      if optional {
        other = makeSymbol(.error)
        row.add(-sign * scale, to: other)
        objective.add(1, to: other, at: level, kinds: kinds)
      }
      return ConstraintRecord(
        constraint: constraint, marker: slack, other: other, markerCoefficient: sign)
    }
  }

  /// The symbol to solve a new row for: an external variable (one that no other row holds, if
  /// any), else its own marker or error when negative (the row's constant being at least 0, that
  /// keeps it at least 0); `nil` when the row needs repairing.
  private func subject(of row: Row, record: ConstraintRecord) -> Int32? {
    var firstExternal: Int32?
    for cell in row.cells where kind(cell.symbol) == .external {
      if basicSlot[Int(cell.symbol)] < 0, columns.isEmpty(cell.symbol) { return cell.symbol }
      if firstExternal == nil { firstExternal = cell.symbol }
    }
    if let firstExternal { return firstExternal }
    for candidate in [record.marker, record.other] where candidate >= 0 {
      let kind = kind(candidate)
      if kind == .slack || kind == .error, row.coefficient(of: candidate) < 0 { return candidate }
    }
    return nil
  }

  /// Puts `row`, solved for `subject`, into the tableau after substituting it everywhere.
  mutating func substituteNewBasic(_ subject: Int32, row: Row) {
    let slot = insertRow(row, basic: subject)
    substitute(subject, definedBy: Int(slot))
  }
}
