import Testing

@testable import PinframeConstraints

/// The midpoint example of Badros, Borning and Stuckey (2001): a segment from `xl` to `xr`
/// between the walls 0 and 100, at least 10 long, with its midpoint `xm` dragged by an edit
/// constraint while weak stays hold the ends.
@Suite struct PaperExampleTests {
  struct Segment {
    var solver = ConstraintSolver()
    let left: Variable
    let middle: Variable
    let right: Variable
    let drag: ConstraintID

    init(leftStay: Double = 250, rightStay: Double = 250) throws {
      left = solver.addVariable(named: "xl")
      middle = solver.addVariable(named: "xm")
      right = solver.addVariable(named: "xr")
      try solver.add(LinearConstraint(2 * middle, .equal, left + right))
      try solver.add(LinearConstraint(left + 10, .lessThanOrEqual, LinearExpression(right)))
      try solver.add(LinearConstraint(right, .lessThanOrEqual, 100))
      try solver.add(LinearConstraint(left, .greaterThanOrEqual, 0))
      try solver.add(LinearConstraint(left, .equal, 30, priority: try #require(Priority(leftStay))))
      try solver.add(
        LinearConstraint(right, .equal, 70, priority: try #require(Priority(rightStay))))
      drag = solver.addEditVariable(middle, priority: .defaultHigh)
    }

    var values: [Double] {
      [solver.value(of: left), solver.value(of: middle), solver.value(of: right)]
    }
  }

  @Test func stays_alone_give_the_initial_solution() throws {
    let segment = try Segment()
    #expect(segment.values == [30, 50, 70])
  }

  @Test func dragging_the_midpoint_against_the_wall_slides_the_left_end() throws {
    var segment = try Segment()
    try segment.solver.suggestValue(95, for: segment.drag)
    #expect(segment.values == [90, 95, 100])
  }

  @Test func dragging_back_restores_the_stays() throws {
    var segment = try Segment()
    try segment.solver.suggestValue(95, for: segment.drag)
    try segment.solver.suggestValue(50, for: segment.drag)
    #expect(segment.values == [30, 50, 70])
  }

  @Test func the_stronger_stay_keeps_its_end_when_the_midpoint_moves() throws {
    var segment = try Segment(leftStay: 251, rightStay: 250)
    try segment.solver.suggestValue(60, for: segment.drag)
    #expect(segment.values == [30, 60, 90])
  }

  @Test func a_drag_past_both_walls_stops_where_the_required_constraints_allow() throws {
    var segment = try Segment()
    try segment.solver.suggestValue(200, for: segment.drag)
    #expect(segment.values == [90, 95, 100])
    try segment.solver.suggestValue(-50, for: segment.drag)
    #expect(segment.values == [0, 5, 10])
  }

  @Test func ending_the_edit_lets_the_stays_win_again() throws {
    var segment = try Segment()
    try segment.solver.suggestValue(95, for: segment.drag)
    try segment.solver.remove(segment.drag)
    #expect(segment.values == [30, 50, 70])
  }
}
