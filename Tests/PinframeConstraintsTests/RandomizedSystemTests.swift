import Testing

@testable import PinframeConstraints

/// Small random systems (2 or 3 variables in a required box, a few random constraints of every
/// relation and several priorities) solved incrementally, compared after every step with the
/// brute-force ``ReferenceSolver``: the same constraints refused, the same optimal cost at every
/// priority, and the same point whenever the optimum is unique.
@Suite struct RandomizedSystemTests {
  /// One system under test: the solver and, in parallel, what the reference knows of it.
  struct System {
    var solver = ConstraintSolver()
    var variables: [Variable] = []
    var reference: ReferenceSolver
    var ids: [ConstraintID?] = []

    init(dimension: Int) throws {
      reference = ReferenceSolver(dimension: dimension, constraints: [])
      for index in 0..<dimension {
        let variable = solver.addVariable()
        variables.append(variable)
        var unit = Array(repeating: 0.0, count: dimension)
        unit[index] = 1
        for (relation, bound) in [(Relation.greaterThanOrEqual, -100.0), (.lessThanOrEqual, 100)] {
          try add(.init(coefficients: unit, constant: -bound, relation: relation, priority: 1000))
        }
      }
    }

    /// Adds a constraint to both; returns whether the solver accepted it.
    @discardableResult
    mutating func add(_ constraint: ReferenceSolver.Constraint) throws -> Bool {
      let terms = zip(variables, constraint.coefficients).map { LinearExpression.Term($0, $1) }
      let priority = try #require(Priority(constraint.priority))
      let linear = LinearConstraint(
        LinearExpression(terms, constant: constraint.constant), constraint.relation,
        LinearExpression(0), priority: priority)
      do {
        ids.append(try solver.add(linear))
        reference.constraints.append(constraint)
        return true
      } catch {
        ids.append(nil)
        return false
      }
    }

    var point: [Double] { variables.map { solver.value(of: $0) } }
  }

  static let priorities: [Double] = [1000, 1000, 999, 750, 500, 250, 1]

  static func randomConstraint(
    dimension: Int, using generator: inout SeededGenerator
  ) -> ReferenceSolver.Constraint {
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    return ReferenceSolver.Constraint(
      coefficients: (0..<dimension).map { _ in Double(Int.random(in: -3...3, using: &generator)) },
      constant: Double(Int.random(in: -60...60, using: &generator)),
      relation: relations[Int.random(in: 0..<3, using: &generator)],
      priority: priorities[Int.random(in: 0..<priorities.count, using: &generator)])
  }

  /// Checks the solver's current solution against the reference's optimum.
  static func expectAgreement(_ system: System, seed: UInt64, step: String) {
    guard let optimum = system.reference.solve() else {
      Issue.record("seed \(seed), \(step): the reference found the accepted system infeasible")
      return
    }
    let point = system.point
    #expect(system.reference.isFeasible(point, tolerance: 1e-6), "seed \(seed), \(step)")
    let costs = system.reference.costs(point)
    #expect(
      ReferenceSolver.compare(costs, optimum.costs, tolerance: 1e-6) == .equal,
      "seed \(seed), \(step): costs \(costs), reference \(optimum.costs)")
    if optimum.isUnique {
      #expect(
        zip(point, optimum.point).allSatisfy { abs($0 - $1) <= 1e-6 },
        "seed \(seed), \(step): point \(point), reference \(optimum.point)")
    }
  }

  @Test(arguments: 0..<150)
  func adding_constraints_one_by_one_matches_the_reference(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var system = try System(dimension: seed % 3 == 0 ? 3 : 2)
    for step in 0..<Int.random(in: 2...6, using: &generator) {
      let constraint = Self.randomConstraint(
        dimension: system.reference.dimension, using: &generator)
      let accepted = try system.add(constraint)
      var extended = system.reference
      if !accepted { extended.constraints.append(constraint) }
      #expect(accepted == (extended.solve() != nil), "seed \(seed), add \(step)")
      Self.expectAgreement(system, seed: seed, step: "add \(step)")
    }
  }
}

extension RandomizedSystemTests {
  @Test(arguments: 0..<150)
  func removing_and_changing_constants_matches_the_reference(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed &+ 10_000)
    var system = try System(dimension: seed % 3 == 0 ? 3 : 2)
    for _ in 0..<6 {
      try system.add(
        Self.randomConstraint(dimension: system.reference.dimension, using: &generator))
    }
    for step in 0..<6 {
      let accepted = system.ids.indices.filter { system.ids[$0] != nil }
      let index = accepted[Int.random(in: 0..<accepted.count, using: &generator)]
      let position = accepted.firstIndex(of: index) ?? 0
      let id = try #require(system.ids[index])
      if Bool.random(using: &generator) {
        try Self.changeConstant(
          of: id, at: position, in: &system,
          to: Double(Int.random(in: -60...60, using: &generator)),
          seed: seed, step: step)
      } else if position >= 2 * system.reference.dimension {
        try system.solver.remove(id)
        system.ids[index] = nil
        system.reference.constraints.remove(at: position)
      }
      Self.expectAgreement(system, seed: seed, step: "step \(step)")
    }
  }

  /// Changes a constant in the solver; the reference decides whether it should have been
  /// refused, and a refusal must leave the solution as it was (to rounding).
  static func changeConstant(
    of id: ConstraintID, at position: Int, in system: inout System, to constant: Double,
    seed: UInt64, step: Int
  ) throws {
    var changed = system.reference
    changed.constraints[position].constant = constant
    let before = system.point
    do {
      try system.solver.setConstant(constant, of: id)
      #expect(changed.solve() != nil, "seed \(seed), step \(step): accepted an infeasible change")
      system.reference = changed
    } catch {
      #expect(changed.solve() == nil, "seed \(seed), step \(step): refused a feasible change")
      #expect(
        ReferenceSolver.isSame(system.point, before),
        "seed \(seed), step \(step): refusal moved the solution")
    }
  }
}
