extension LinearExpression {
  /// The sum of two expressions.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference of two expressions.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + (-rhs)
  }

  /// The expression with every coefficient and the constant negated.
  public static prefix func - (operand: LinearExpression) -> LinearExpression {
    operand * -1
  }

  /// The expression with every coefficient and the constant multiplied by `factor`.
  public static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
    LinearExpression(
      lhs.terms.map { Term($0.variable, $0.coefficient * factor) }, constant: lhs.constant * factor
    )
  }

  /// The expression with every coefficient and the constant multiplied by `factor`.
  public static func * (factor: Double, rhs: LinearExpression) -> LinearExpression { rhs * factor }

  /// The expression with every coefficient and the constant divided by `divisor`.
  public static func / (lhs: LinearExpression, divisor: Double) -> LinearExpression {
    lhs * (1 / divisor)
  }

  /// The expression plus a constant.
  public static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + constant)
  }

  /// The expression minus a constant.
  public static func - (lhs: LinearExpression, constant: Double) -> LinearExpression {
    lhs + -constant
  }
}

extension Variable {
  /// The variable plus another.
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }

  /// The variable minus another.
  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }

  /// The variable plus a constant.
  public static func + (lhs: Variable, constant: Double) -> LinearExpression {
    LinearExpression(lhs) + constant
  }

  /// The variable minus a constant.
  public static func - (lhs: Variable, constant: Double) -> LinearExpression {
    LinearExpression(lhs) - constant
  }

  /// The variable times a coefficient.
  public static func * (lhs: Variable, factor: Double) -> LinearExpression {
    LinearExpression([LinearExpression.Term(lhs, factor)])
  }

  /// The variable times a coefficient.
  public static func * (factor: Double, rhs: Variable) -> LinearExpression { rhs * factor }

  /// The variable divided by a number.
  public static func / (lhs: Variable, divisor: Double) -> LinearExpression { lhs * (1 / divisor) }

  /// The variable plus an expression.
  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  /// The variable minus an expression.
  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  /// An expression plus the variable.
  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }

  /// An expression minus the variable.
  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }
}
