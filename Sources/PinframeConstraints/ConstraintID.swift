/// A constraint added to a ``ConstraintSolver``, returned by ``ConstraintSolver/add(_:)``.
///
/// Numbers are never reused within a solver, so an identifier of a removed constraint stays
/// unknown to it.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The constraint's number in its solver: the order in which constraints were added.
  public let number: Int

  /// Orders by ``number``: the order of adding.
  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.number < rhs.number }

  /// `c` and the number, as in `c3`.
  public var description: String { "c\(number)" }
}
