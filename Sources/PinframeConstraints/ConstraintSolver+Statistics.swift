extension ConstraintSolver {
  /// Sizes of the tableau, for benchmarks and tests: rows, cells in all rows, the longest row, and
  /// costs in the objective.
  public var statistics: (rows: Int, cells: Int, longestRow: Int, objectiveCosts: Int) {
    let live = rows.indices.filter { rowBasic[$0] >= 0 }
    return (
      live.count, live.reduce(0) { $0 + rows[$1].cells.count },
      live.map { rows[$0].cells.count }.max() ?? 0,
      objective.levels.reduce(0) { $0 + $1.costs.count }
    )
  }
}
