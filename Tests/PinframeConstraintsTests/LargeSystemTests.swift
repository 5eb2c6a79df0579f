import PinframeConstraints
import PinframeConstraintsFixtures
import Testing

@Suite struct LargeSystemTests {
  @Test func the_last_view_of_a_row_gives_way_to_the_right_edge() throws {
    let grid = try ConstraintGrid(views: 100)
    #expect(grid.frame(of: 0) == [16, 16, 24, 18])
    #expect(grid.frame(of: 9) == [336, 16, 23, 17.25])
    #expect(grid.frame(of: 19) == [336, 41.25, 23, 17.25])
    #expect(grid.frame(of: 99) == [336, 243.25, 23, 17.25])
  }

  @Test func a_changed_constant_gives_the_solution_of_a_system_built_with_it() throws {
    var grid = try ConstraintGrid(views: 100)
    try grid.solver.setConstant(-20, of: grid.constraints[0])
    #expect(grid.frame(of: 0) == [20, 16, 24, 18])
    #expect(grid.frame(of: 9) == [340, 16, 19, 14.25])
    #expect(grid.frame(of: 19) == [336, 38.25, 23, 17.25])
    try grid.solver.setConstant(-16, of: grid.constraints[0])
    #expect(grid.frame(of: 9) == [336, 16, 23, 17.25])
  }

  @Test func removing_the_right_edge_lets_the_last_view_take_its_width() throws {
    var grid = try ConstraintGrid(views: 20)
    try grid.solver.remove(grid.constraints[40])
    #expect(grid.frame(of: 9) == [336, 16, 60, 45])
    #expect(grid.frame(of: 19) == [336, 69, 23, 17.25])
  }

  /// 5,000 views in 50 screens: 20,500 constraints whose rows stay as long as one screen's
  /// (the benchmark solves 102,500).
  @Test func rows_stay_as_long_as_one_screen_needs() throws {
    let grid = try ConstraintGrid(views: 5_000, rowsPerScreen: 10)
    #expect(grid.solver.constraintCount == 20_500)
    #expect(grid.frame(of: 4_999) == [336, 49_243.25, 23, 17.25])
    #expect(grid.solver.statistics.longestRow == 280)
  }
}
