import PinframeConstraints

/// A brute-force reference for small systems: the lexicographic optimum is reached at a vertex
/// where `n` independent hyperplanes meet (a required constraint's, or the kink of an optional
/// one), so it tries every such intersection of the hyperplanes and keeps the best feasible one.
///
/// The systems it is given are bounded by required boxes, so every non-empty feasible region has
/// a vertex.
struct ReferenceSolver {
  /// A constraint as plain numbers: `coefficients · x + constant ⋈ 0`.
  struct Constraint {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double

    func residual(_ point: [Double]) -> Double {
      zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    /// How far `point` is from satisfying the constraint.
    func violation(_ point: [Double]) -> Double {
      let value = residual(point)
      switch relation {
      case .equal: return abs(value)
      case .lessThanOrEqual: return max(0, value)
      case .greaterThanOrEqual: return max(0, -value)
      }
    }
  }

  /// The best vertex: its point and its cost per optional priority (highest first), with
  /// whether every optimal vertex is that same point.
  struct Optimum {
    var point: [Double]
    var costs: [Double]
    var isUnique: Bool
  }

  var dimension: Int
  var constraints: [Constraint]

  /// The priorities of the optional constraints, highest first.
  var levels: [Double] {
    Array(Set(constraints.map(\.priority).filter { $0 < 1000 })).sorted(by: >)
  }

  /// The cost of `point` at each optional level.
  func costs(_ point: [Double]) -> [Double] {
    levels.map { level in
      constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(point) }
    }
  }

  /// Whether `point` satisfies every required constraint (within `tolerance`).
  func isFeasible(_ point: [Double], tolerance: Double = 1e-7) -> Bool {
    constraints.allSatisfy { $0.priority < 1000 || $0.violation(point) <= tolerance }
  }

  /// The optimum, or `nil` when the required constraints cannot all hold.
  func solve() -> Optimum? {
    var best: Optimum?
    forEachSubset(of: constraints.count, size: dimension) { subset in
      let matrix = subset.map { constraints[$0].coefficients }
      let right = subset.map { -constraints[$0].constant }
      guard let point = Self.solveLinear(matrix, right), isFeasible(point) else { return }
      let costs = costs(point)
      guard let current = best else {
        best = Optimum(point: point, costs: costs, isUnique: true)
        return
      }
      switch Self.compare(costs, current.costs) {
      case .less: best = Optimum(point: point, costs: costs, isUnique: true)
      case .equal where !Self.isSame(point, current.point): best?.isUnique = false
      default: break
      }
    }
    return best
  }

  private func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
    var chosen: [Int] = []
    func choose(from start: Int) {
      if chosen.count == size { return body(chosen) }
      guard start < count else { return }
      for index in start..<count {
        chosen.append(index)
        choose(from: index + 1)
        chosen.removeLast()
      }
    }
    choose(from: 0)
  }

  enum Order { case less, equal, greater }

  static func compare(_ lhs: [Double], _ rhs: [Double], tolerance: Double = 1e-7) -> Order {
    for (left, right) in zip(lhs, rhs) where abs(left - right) > tolerance {
      return left < right ? .less : .greater
    }
    return .equal
  }

  static func isSame(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    zip(lhs, rhs).allSatisfy { abs($0 - $1) <= 1e-7 }
  }

  /// Gaussian elimination with partial pivoting; `nil` for a singular matrix.
  static func solveLinear(_ matrix: [[Double]], _ right: [Double]) -> [Double]? {
    var rows = zip(matrix, right).map { $0 + [$1] }
    let size = rows.count
    for column in 0..<size {
      guard
        let pivot = (column..<size).max(by: { abs(rows[$0][column]) < abs(rows[$1][column]) }),
        abs(rows[pivot][column]) > 1e-9
      else { return nil }
      rows.swapAt(column, pivot)
      for row in 0..<size where row != column {
        let factor = rows[row][column] / rows[column][column]
        for index in column...size { rows[row][index] -= factor * rows[column][index] }
      }
    }
    return (0..<size).map { rows[$0][size] / rows[$0][$0] }
  }
}
