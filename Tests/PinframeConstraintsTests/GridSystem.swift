import PinframeConstraints

/// The benchmark's grid of views as a constraint system: each view has left, top, width and
/// height; views sit in rows of 10 with 8 points between them, each row's first view at 16;
/// widths prefer 24–32 points (750) except the last of a row (60 at 250), which the required
/// `right ≤ 359` squeezes; heights are ¾ of the widths; each screen of `rowsPerScreen` rows starts
/// 1,000 points below the previous one, its first row at 16.
struct GridSystem {
  var solver = ConstraintSolver()
  var variables: [Variable] = []
  var constraints: [ConstraintID] = []

  init(views: Int, rowsPerScreen: Int = .max) throws {
    for _ in 0..<(4 * views) { variables.append(solver.addVariable()) }
    for view in 0..<views {
      for constraint in Self.constraints(of: view, variables, rowsPerScreen: rowsPerScreen) {
        constraints.append(try solver.add(constraint))
      }
    }
  }

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
      list.append(LinearConstraint(left, .equal, variables[previous] + variables[previous + 2] + 8))
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
  func frame(of view: Int) -> [Double] {
    (0..<4).map { solver.value(of: variables[4 * view + $0]) }
  }
}
