import Foundation

/// A sum of variables times coefficients, plus a constant: `2·x − y + 10`.
///
/// Expressions are built with the arithmetic operators on ``Variable``, `Double` and expressions
/// (`x * 2 - y + 10`), or from a list of terms. A variable may appear more than once; the solver
/// adds its coefficients up.
public struct LinearExpression: Sendable, Hashable, CustomStringConvertible {
  /// One variable of an expression, with its coefficient.
  public struct Term: Sendable, Hashable {
    /// The variable.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The variables with their coefficients, in the order they were written.
  public var terms: [Term]
  /// The constant added to the terms.
  public var constant: Double

  /// `Σ terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// `1 · variable`.
  public init(_ variable: Variable) { self.init([Term(variable)]) }

  /// The constant alone.
  public init(_ constant: Double) { self.init([], constant: constant) }

  /// Whether every coefficient and the constant are finite numbers (not NaN, not infinite).
  public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

  /// The terms and the constant, as in `2*v0 - v1 + 10`.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let factor = magnitude == 1 ? "" : "\(Self.format(magnitude))*"
      let sign = term.coefficient < 0 ? (text.isEmpty ? "-" : " - ") : (text.isEmpty ? "" : " + ")
      text += sign + factor + term.variable.description
    }
    guard constant != 0 || text.isEmpty else { return text }
    if text.isEmpty { return Self.format(constant) }
    return text + (constant < 0 ? " - " : " + ") + Self.format(abs(constant))
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
