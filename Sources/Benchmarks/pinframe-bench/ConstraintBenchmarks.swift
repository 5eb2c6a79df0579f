import Foundation
import PinframeConstraints
import PinframeConstraintsFixtures

/// The constraint solver on the benchmark grid (`ConstraintGrid`: rows of 10 views, 4
/// constraints per view and 1 per row) against kiwisolver solving the same systems in the same
/// run (`peers/kiwi_constraints.py`, solve only), and one constant changed and re-solved.
///
/// kiwisolver's rows are skipped, with a message, when python3 or kiwisolver is missing.
func constraintBenchmarks(root: URL) throws -> [BenchmarkTable] {
  let peer = KiwiPeer(script: root.appendingPathComponent(KiwiPeer.scriptPath))
  let systems = [
    GridBenchmark(views: 100, rowsPerScreen: 0, target: 0.001, kiwiRuns: 21),
    GridBenchmark(views: 1_000, rowsPerScreen: 0, target: 0.015, kiwiRuns: 3),
    GridBenchmark(views: 1_000, rowsPerScreen: 10, target: 0.015, kiwiRuns: 3),
    GridBenchmark(views: 25_000, rowsPerScreen: 10, target: nil, kiwiRuns: 0),
  ]
  return try systems.map { try $0.table(peer: peer) } + [try constantChangeTable(peer: peer)]
}

/// One grid system: solved from an empty solver, by pinframe and by kiwisolver.
private struct GridBenchmark {
  var views: Int
  /// Rows per screen, 0 for one screen.
  var rowsPerScreen: Int
  /// The target for the solve, in seconds.
  var target: Double?
  /// How many times kiwisolver solves it (0: not at all).
  var kiwiRuns: Int

  func table(peer: KiwiPeer) throws -> BenchmarkTable {
    var template = ConstraintSolver()
    let variables = ConstraintGrid.makeVariables(views: views, in: &template)
    let constraints = ConstraintGrid.constraints(
      views: views, variables, rowsPerScreen: rowsPerScreen == 0 ? .max : rowsPerScreen)
    var checksum = 0.0
    let ours = try Measurement.run(runs: views > 1_000 ? 3 : 21) {
      var solver = ConstraintSolver()
      _ = ConstraintGrid.makeVariables(views: views, in: &solver)
      for constraint in constraints { try solver.add(constraint) }
      checksum = variables.reduce(0) { $0 + solver.value(of: $1) }
    }
    let screens = rowsPerScreen == 0 ? "one screen" : "screens of \(rowsPerScreen) rows"
    let title =
      "Constraints: \(views.formatted()) views, \(constraints.count.formatted()) constraints, "
      + screens
    let row = BenchmarkTable.Row(
      name: "PinframeConstraints", measurement: ours,
      note: KiwiPeer.targetNote(ours, target) + String(format: "checksum %.2f", checksum))
    let arguments = ["solve", "\(views)", "\(rowsPerScreen)", "\(kiwiRuns)"]
    return peer.table(title: title, ours: row, arguments: kiwiRuns > 0 ? arguments : nil) {
      abs($0 - checksum) < 1e-6 * max(1, abs(checksum))
    }
  }
}

/// The first view's `left == 16` of the 1,000-view grid changed to 17 and back, one change per
/// run; kiwisolver moves an edit variable in its place (it cannot change a constant).
private func constantChangeTable(peer: KiwiPeer) throws -> BenchmarkTable {
  var grid = try ConstraintGrid(views: 1_000)
  let first = grid.constraints[0]
  var moved = false
  let ours = try Measurement.run(runs: 2_001) {
    moved.toggle()
    try grid.solver.setConstant(moved ? -17 : -16, of: first)
  }
  if moved { try grid.solver.setConstant(-16, of: first) }
  let checksum = grid.checksum()
  let row = BenchmarkTable.Row(
    name: "setConstant", measurement: ours,
    note: KiwiPeer.targetNote(ours, 50e-6) + String(format: "checksum %.2f at 16", checksum))
  return peer.table(
    title: "Constraints: one constant changed and re-solved, 1,000 views (one screen)",
    ours: row, arguments: ["edit", "1000", "2001"]
  ) { abs($0 - checksum) < 1e-6 * checksum }
}
