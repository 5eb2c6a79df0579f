import Testing

@testable import PinframeConstraints

@Suite struct PriorityTests {
  @Test func priority_999_beats_any_number_of_998_constraints() throws {
    var solver = ConstraintSolver()
    let x = solver.addVariable()
    try solver.add(LinearConstraint(x, .equal, 0, priority: try #require(Priority(999))))
    for _ in 0..<500 {
      try solver.add(LinearConstraint(x, .equal, 10, priority: try #require(Priority(998))))
    }
    #expect(solver.value(of: x) == 0)
  }

  @Test func errors_of_one_priority_add_up() throws {
    var solver = ConstraintSolver()
    let x = solver.addVariable()
    try solver.add(LinearConstraint(x, .equal, 0, priority: .defaultHigh))
    try solver.add(LinearConstraint(x, .equal, 10, priority: .defaultHigh))
    try solver.add(LinearConstraint(x, .equal, 10, priority: .defaultHigh))
    #expect(solver.value(of: x) == 10)
  }

  @Test func a_required_inequality_breaks_the_optional_width() throws {
    var solver = ConstraintSolver()
    let left = solver.addVariable(named: "left")
    let width = solver.addVariable(named: "width")
    try solver.add(LinearConstraint(left, .equal, 16))
    try solver.add(LinearConstraint(left + width, .lessThanOrEqual, LinearExpression(359)))
    try solver.add(LinearConstraint(width, .equal, 400, priority: .defaultHigh))
    #expect(solver.value(of: width) == 343)
  }

  @Test func the_lowest_priority_gives_way_first() throws {
    var solver = ConstraintSolver()
    let a = solver.addVariable()
    let b = solver.addVariable()
    try solver.add(LinearConstraint(a + b, .equal, LinearExpression(100)))
    try solver.add(LinearConstraint(a, .equal, 70, priority: .defaultLow))
    try solver.add(LinearConstraint(b, .equal, 70, priority: .defaultHigh))
    #expect([solver.value(of: a), solver.value(of: b)] == [30, 70])
  }

  @Test func changing_a_priority_reorders_the_constraints() throws {
    var solver = ConstraintSolver()
    let a = solver.addVariable()
    let b = solver.addVariable()
    try solver.add(LinearConstraint(a + b, .equal, LinearExpression(100)))
    let first = try solver.add(LinearConstraint(a, .equal, 70, priority: .defaultLow))
    try solver.add(LinearConstraint(b, .equal, 70, priority: .defaultHigh))
    try solver.setPriority(try #require(Priority(751)), of: first)
    #expect([solver.value(of: a), solver.value(of: b)] == [70, 30])
    #expect(solver.constraint(first)?.priority == Priority(751))
  }

  @Test func a_priority_cannot_change_between_required_and_optional() throws {
    var solver = ConstraintSolver()
    let x = solver.addVariable()
    let id = try solver.add(LinearConstraint(x, .equal, 1))
    #expect(throws: ConstraintError.requiredPriorityChange(id)) {
      try solver.setPriority(.defaultHigh, of: id)
    }
  }

  @Test(arguments: [0, -1, 1000.5, .nan])
  func priorities_outside_1_to_1000_do_not_exist(value: Double) {
    #expect(Priority(value) == nil)
  }
}
