/// An incremental linear constraint solver of the Cassowary family: required and prioritised
/// equations and inequalities over real variables, kept solved as constraints come and go and as
/// their constants change.
///
/// The solver keeps a simplex tableau in solved form (Badros, Borning and Stuckey, "The Cassowary
/// linear arithmetic constraint solving algorithm", 2001), organised as the Kiwi solver organises
/// it: each constraint brings a marker symbol (a slack, a dummy or an error) and optional
/// constraints bring errors that the objective minimises. Adding a constraint substitutes it into
/// the tableau and re-optimises from the current solution; removing one pivots its marker out;
/// changing a constant shifts the rows that depend on it and repairs them with the dual simplex,
/// usually without a single pivot.
///
/// Priorities follow UIKit (``Priority``): required constraints always hold, and optional ones
/// are minimised level by level, so that a priority strictly dominates every lower one. Rows are
/// sparse and each symbol keeps the list of rows it appears in, so that a pivot touches only the
/// rows it changes.
///
/// ```swift
/// var solver = ConstraintSolver()
/// let left = solver.addVariable(named: "left")
/// let width = solver.addVariable(named: "width")
/// try solver.add(LinearConstraint(left, .equal, 16))
/// try solver.add(LinearConstraint(left + width, .lessThanOrEqual, LinearExpression(359)))
/// try solver.add(LinearConstraint(width, .equal, 400, priority: .defaultHigh))
/// solver.value(of: width)  // 343
/// ```
///
/// - Complexity: adding a constraint costs the size of its row after substitution plus the rows
///   that contain its subject; a constant change costs the rows that contain its marker, plus
///   any pivots.
public struct ConstraintSolver: Sendable {
  /// The kind of each symbol.
  var kinds: [SymbolKind] = []
  /// For each symbol, the slot of its row when it is basic, or -1.
  var basicSlot: [Int32] = []
  /// For each symbol, the slots whose rows may contain it.
  var columns = ColumnIndex()
  /// For each symbol, the number of the constraint it marks, or -1.
  var owners: [Int32] = []
  /// The names given to variables.
  var names: [Int32: String] = [:]

  /// The rows, by slot.
  var rows: [Row] = []
  /// The basic symbol of each slot, or -1 for a free slot.
  var rowBasic: [Int32] = []
  /// Free slots, reused before new ones are made.
  var freeSlots: [Int32] = []
  /// For each slot, the stamp of the last walk that visited it.
  var visited: [UInt32] = []
  /// The stamp of the current walk over a column.
  var walk: UInt32 = 0

  /// The prioritised objective.
  var objective = Objective()
  /// Whether the objective changed since it was last optimal.
  var objectiveChanged = false
  /// Slots whose restricted basic symbol went below 0, for the dual simplex.
  var infeasible: [Int32] = []
  /// A buffer for the symbols a merge inserts.
  var inserted: [Int32] = []

  /// The constraints held, by number.
  var records: [Int: ConstraintRecord] = [:]
  /// The number of the next constraint.
  var nextConstraint = 0

  /// An empty solver.
  public init() {}

  /// A new variable, 0 until constrained; `name` appears in descriptions.
  public mutating func addVariable(named name: String = "") -> Variable {
    let symbol = makeSymbol(.external)
    if !name.isEmpty { names[symbol] = name }
    return Variable(symbol: symbol)
  }

  /// The name given to `variable`, or its ``Variable/description``.
  public func name(of variable: Variable) -> String {
    names[variable.symbol] ?? variable.description
  }

  /// The value of `variable` in the current solution.
  ///
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    let symbol = Int(variable.symbol)
    guard symbol < basicSlot.count else { return 0 }
    let slot = basicSlot[symbol]
    return slot >= 0 ? rows[Int(slot)].constant : 0
  }

  /// The number of constraints held.
  public var constraintCount: Int { records.count }

  /// The constraint `id` as held (with its current constant and priority), or `nil` if it is not
  /// in the solver.
  public func constraint(_ id: ConstraintID) -> LinearConstraint? {
    records[id.number]?.constraint
  }

  /// Whether `id` is in the solver.
  public func contains(_ id: ConstraintID) -> Bool { records[id.number] != nil }
}
