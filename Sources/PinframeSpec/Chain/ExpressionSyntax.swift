/// A value written in chain text, such as `50%`, `red.edge.top` or `visible([red, blue])`.
///
/// Values are numbers, percents, view ids, implicit members (`.center`), member paths,
/// function calls (`UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)`), arrays and
/// arithmetic (`10 + 2`).
public struct ExpressionSyntax: Sendable, Hashable {
  /// The arithmetic operators, with Swift's precedence (`*` and `/` bind tighter).
  public enum Operator: String, Sendable, Hashable {
    /// `+`
    case add = "+"
    /// `-`
    case subtract = "-"
    /// `*`
    case multiply = "*"
    /// `/`
    case divide = "/"
  }

  /// The forms an expression takes.
  public indirect enum Kind: Sendable, Hashable {
    /// A number literal.
    case number(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// A bare name: a view id, or `pin`.
    case identifier(String)
    /// An implicit member such as `.center` (its type comes from the parameter).
    case implicitMember(String)
    /// `base.name`, such as `red.edge` or `red.edge.top`.
    case member(base: ExpressionSyntax, name: String)
    /// `callee(arguments)`, such as `visible([red])` or `CGSize(width: 1, height: 2)`.
    case call(callee: ExpressionSyntax, arguments: [ArgumentSyntax])
    /// `[elements]`.
    case array([ExpressionSyntax])
    /// Prefix minus: `-operand`.
    case negation(ExpressionSyntax)
    /// Postfix percent: `operand%`.
    case percent(ExpressionSyntax)
    /// `left operator right`.
    case binary(Operator, ExpressionSyntax, ExpressionSyntax)
  }

  /// What the expression is.
  public var kind: Kind
  /// Where a message about this node points: the start of a literal or name, the member name
  /// of `base.name`, or the operator of an operation.
  public var position: SourcePosition
  /// Where the whole expression starts: `10` in `10 + 2`, `red` in `red.edge.top`.
  public var start: SourcePosition

  /// Creates an expression; `start` defaults to `position`.
  public init(kind: Kind, position: SourcePosition, start: SourcePosition? = nil) {
    self.kind = kind
    self.position = position
    self.start = start ?? position
  }
}
