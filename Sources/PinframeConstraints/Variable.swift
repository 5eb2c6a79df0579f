/// A real-valued unknown of a ``ConstraintSolver``, made by ``ConstraintSolver/addVariable(named:)``.
///
/// A variable is a small handle: it names one column of its solver's tableau and is meaningful
/// only to the solver that made it. Its value is read with ``ConstraintSolver/value(of:)``; a
/// variable that no constraint mentions is 0.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The variable's symbol in its solver.
  let symbol: Int32

  /// The variable's number in its solver, unique among the solver's variables.
  public var id: Int { Int(symbol) }

  /// `v` and the variable's number, as in `v12`.
  public var description: String { "v\(symbol)" }
}
