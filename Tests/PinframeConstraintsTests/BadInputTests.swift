import Testing

@testable import PinframeConstraints

@Suite struct BadInputTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func non_finite_coefficients_are_refused(value: Double) throws {
    var solver = ConstraintSolver()
    let x = solver.addVariable()
    let error = #expect(throws: ConstraintError.self) {
      try solver.add(LinearConstraint(x * value, .equal, 10))
    }
    #expect(error?.isNonFinite == true)
    #expect(solver.constraintCount == 0)
  }

  @Test(arguments: [Double.nan, .infinity])
  func non_finite_constants_are_refused(value: Double) throws {
    var solver = ConstraintSolver()
    let x = solver.addVariable()
    let error = #expect(throws: ConstraintError.self) {
      try solver.add(LinearConstraint(x, .equal, value))
    }
    #expect(error?.isNonFinite == true)
    let id = try solver.add(LinearConstraint(x, .equal, 3))
    let changeError = #expect(throws: ConstraintError.self) {
      try solver.setConstant(value, of: id)
    }
    #expect(changeError?.isNonFinite == true)
    #expect(solver.value(of: x) == 3)
  }

  @Test func contradicting_equalities_name_both_constraints() throws {
    var solver = ConstraintSolver()
    let x = solver.addVariable()
    let first = try solver.add(LinearConstraint(x, .equal, 10))
    #expect(throws: ConstraintError.unsatisfiable(conflicting: [first, ConstraintID(number: 1)])) {
      try solver.add(LinearConstraint(x, .equal, 20))
    }
    #expect(solver.value(of: x) == 10)
    #expect(solver.constraintCount == 1)
  }

  @Test func a_cycle_of_required_inequalities_names_the_cycle_only() throws {
    var solver = ConstraintSolver()
    let x = solver.addVariable()
    let y = solver.addVariable()
    let z = solver.addVariable()
    try solver.add(LinearConstraint(z, .equal, 5))
    let first = try solver.add(LinearConstraint(x, .greaterThanOrEqual, y + 1))
    let second = try solver.add(LinearConstraint(y, .greaterThanOrEqual, z + 1))
    #expect(
      throws: ConstraintError.unsatisfiable(conflicting: [first, second, ConstraintID(number: 3)])
    ) {
      try solver.add(LinearConstraint(z, .greaterThanOrEqual, x + 1))
    }
    #expect([solver.value(of: x), solver.value(of: y), solver.value(of: z)] == [7, 6, 5])
  }

  @Test func a_refused_constant_names_the_conflict_and_keeps_the_solution() throws {
    var solver = ConstraintSolver()
    let x = solver.addVariable()
    let y = solver.addVariable()
    let gap = try solver.add(LinearConstraint(y, .greaterThanOrEqual, x + 10))
    let wall = try solver.add(LinearConstraint(y, .lessThanOrEqual, 100))
    let start = try solver.add(LinearConstraint(x, .equal, 20))
    #expect(throws: ConstraintError.unsatisfiable(conflicting: [gap, wall, start])) {
      try solver.setConstant(-95, of: start)
    }
    #expect(solver.constraint(start)?.expression.constant == -20)
    #expect(solver.value(of: x) == 20)
    try solver.setConstant(-90, of: start)
    #expect([solver.value(of: x), solver.value(of: y)] == [90, 100])
  }

  @Test func a_redundant_equality_cannot_change_alone() throws {
    var solver = ConstraintSolver()
    let x = solver.addVariable()
    let first = try solver.add(LinearConstraint(x, .equal, 10))
    let second = try solver.add(LinearConstraint(x, .equal, 10))
    #expect(throws: ConstraintError.unsatisfiable(conflicting: [first, second])) {
      try solver.setConstant(-11, of: second)
    }
    #expect(solver.value(of: x) == 10)
  }

  @Test func unknown_constraints_are_reported() throws {
    var solver = ConstraintSolver()
    let x = solver.addVariable()
    let id = try solver.add(LinearConstraint(x, .equal, 1))
    try solver.remove(id)
    #expect(throws: ConstraintError.unknownConstraint(id)) { try solver.remove(id) }
    #expect(throws: ConstraintError.unknownConstraint(id)) { try solver.setConstant(2, of: id) }
    #expect(solver.value(of: x) == 0)
  }
}

extension ConstraintError {
  /// Whether the error is about a NaN or infinite number (NaN never equals itself, so the cases
  /// cannot be compared with `==`).
  fileprivate var isNonFinite: Bool {
    switch self {
    case .nonFinite, .nonFiniteConstant: true
    default: false
    }
  }
}
