import PinframeConstraints

/// The benchmark's grid of views as a constraint system, shared by the solver's tests and
/// `pinframe-bench` (and mirrored by the kiwisolver peer script).
///
/// Each view has left, top, width and height; views sit in rows of 10 with 8 points between
/// them, each row's first view at 16; widths prefer 24–32 points (750) except the last of a row
/// (60 at 250), which the required `right ≤ 359` squeezes to 23; heights are ¾ of the widths;
/// each screen of `rowsPerScreen` rows starts 1,000 points below the previous one, its first row
/// at 16. That is 4 constraints per view and 1 per row.
public struct ConstraintGrid {
  /// The solver holding the grid.
  public var solver = ConstraintSolver()
  /// Left, top, width and height of each view in turn.
  public var variables: [Variable] = []
  /// The constraints in the order they were added: the first is the first view's `left == 16`.
  public var constraints: [ConstraintID] = []

  /// The grid of `views` views solved, screens of `rowsPerScreen` rows (one screen by default).
  public init(views: Int, rowsPerScreen: Int = .max) throws {
    variables = Self.makeVariables(views: views, in: &solver)
    for constraint in Self.constraints(views: views, variables, rowsPerScreen: rowsPerScreen) {
      constraints.append(try solver.add(constraint))
    }
  }

  /// The 4 variables of each of `views` views, made in `solver` (a new solver making the same
  /// number of variables gets the same ones).
  public static func makeVariables(views: Int, in solver: inout ConstraintSolver) -> [Variable] {
    (0..<(4 * views)).map { _ in solver.addVariable() }
  }

  /// Every constraint of the grid, in order.
  public static func constraints(
    views: Int, _ variables: [Variable], rowsPerScreen: Int = .max
  ) -> [LinearConstraint] {
    (0..<views).flatMap { constraints(of: $0, variables, rowsPerScreen: rowsPerScreen) }
  }

  /// The constraints of one view (and of its row, after the row's last view).
  static func constraints(
    of view: Int, _ variables: [Variable], rowsPerScreen: Int
  ) -> [LinearConstraint] {
    let (left, top, width, height) = (
      variables[4 * view], variables[4 * view + 1], variables[4 * view + 2],
      variables[4 * view + 3]
    )
    let column = view % 10
    let row = view / 10
    var list: [LinearConstraint] = []
    if column == 0 {
      list.append(LinearConstraint(left, .equal, 16))
    } else {
      let previous = 4 * (view - 1)
      list.append(
        LinearConstraint(left, .equal, variables[previous] + variables[previous + 2] + 8))
    }
    if row % rowsPerScreen == 0 {
      list.append(LinearConstraint(top, .equal, Double(16 + 1000 * (row / rowsPerScreen))))
    } else {
      let above = 4 * (view - 10)
      list.append(LinearConstraint(top, .equal, variables[above + 1] + variables[above + 3] + 8))
    }
    let preferred = column == 9 ? 60 : Double(24 + 2 * (view % 5))
    let priority: Priority = column == 9 ? .defaultLow : .defaultHigh
    list.append(LinearConstraint(width, .equal, preferred, priority: priority))
    list.append(LinearConstraint(height, .equal, 0.75 * width))
    if column == 9 { list.append(LinearConstraint(left + width, .lessThanOrEqual, 359)) }
    return list
  }

  /// Left, top, width and height of `view`.
  public func frame(of view: Int) -> [Double] {
    (0..<4).map { solver.value(of: variables[4 * view + $0]) }
  }

  /// The sum of every variable's value, to compare two solvers' solutions.
  public func checksum() -> Double { variables.reduce(0) { $0 + solver.value(of: $1) } }
}
