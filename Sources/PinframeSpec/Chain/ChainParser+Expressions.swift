extension ChainParser {
  /// An expression and the height of its tree (a literal is 1).
  typealias Parsed = (syntax: ExpressionSyntax, height: Int)

  /// Parses `term { ("+" | "-") term }`, left-associative.
  mutating func parseExpression(depth: Int) throws(ChainSyntaxError) -> Parsed {
    var left = try parseTerm(depth: depth)
    while let op = binaryOperator(), op == .add || op == .subtract {
      left = try parseBinary(op, left: left, depth: depth) {
        parser, depth throws(ChainSyntaxError) in
        try parser.parseTerm(depth: depth)
      }
    }
    return left
  }

  private mutating func parseTerm(depth: Int) throws(ChainSyntaxError) -> Parsed {
    var left = try parsePrefix(depth: depth)
    while let op = binaryOperator(), op == .multiply || op == .divide {
      left = try parseBinary(op, left: left, depth: depth) {
        parser, depth throws(ChainSyntaxError) in
        try parser.parsePrefix(depth: depth)
      }
    }
    return left
  }

  private func binaryOperator() -> ExpressionSyntax.Operator? {
    switch current.kind {
    case .plus: .add
    case .minus: .subtract
    case .star: .multiply
    case .slash: .divide
    default: nil
    }
  }

  private mutating func parseBinary(
    _ op: ExpressionSyntax.Operator, left: Parsed, depth: Int,
    operand: (inout ChainParser, Int) throws(ChainSyntaxError) -> Parsed
  ) throws(ChainSyntaxError) -> Parsed {
    let position = current.position
    advance()
    let right = try operand(&self, depth + 1)
    return try node(
      .binary(op, left.syntax, right.syntax), at: position, from: left.syntax.start,
      over: left.height, right.height)
  }

  private mutating func parsePrefix(depth: Int) throws(ChainSyntaxError) -> Parsed {
    guard current.kind == .minus else { return try parsePostfix(depth: depth) }
    let position = current.position
    try enter(depth + 1)
    advance()
    let operand = try parsePrefix(depth: depth + 1)
    return try node(.negation(operand.syntax), at: position, over: operand.height)
  }

  private mutating func parsePostfix(depth: Int) throws(ChainSyntaxError) -> Parsed {
    var result = try parsePrimary(depth: depth)
    while true {
      switch current.kind {
      case .percent:
        result = try parsePercent(result)
      case .dot:
        result = try parseMember(of: result)
      case .leftParenthesis:
        result = try parseCall(of: result, depth: depth)
      default:
        return result
      }
    }
  }

  private mutating func parsePercent(_ operand: Parsed) throws(ChainSyntaxError) -> Parsed {
    guard !current.followsWhitespace else {
      throw error("'%' must follow its number directly, as in '50%'")
    }
    let position = current.position
    advance()
    return try node(
      .percent(operand.syntax), at: position, from: operand.syntax.start, over: operand.height)
  }

  private mutating func parseMember(of base: Parsed) throws(ChainSyntaxError) -> Parsed {
    advance()
    guard case .identifier(let name) = current.kind else {
      throw error("expected a member name after '.', found \(current.quoted)")
    }
    let position = current.position
    advance()
    return try node(
      .member(base: base.syntax, name: name), at: position, from: base.syntax.start,
      over: base.height)
  }

  private mutating func parseCall(of callee: Parsed, depth: Int) throws(ChainSyntaxError) -> Parsed
  {
    try enter(depth + 1)
    advance()
    let (arguments, height) = try parseArguments(closing: .rightParenthesis, depth: depth + 1)
    let kind = ExpressionSyntax.Kind.call(callee: callee.syntax, arguments: arguments)
    return try node(
      kind, at: callee.syntax.position, from: callee.syntax.start, over: callee.height, height)
  }

  private mutating func parsePrimary(depth: Int) throws(ChainSyntaxError) -> Parsed {
    let token = current
    switch token.kind {
    case .number(let value):
      advance()
      return try node(.number(value), at: token.position, over: 0)
    case .identifier(let name):
      advance()
      let kind: ExpressionSyntax.Kind =
        switch name {
        case "true": .boolean(true)
        case "false": .boolean(false)
        default: .identifier(name)
        }
      return try node(kind, at: token.position, over: 0)
    case .dot:
      return try parseImplicitMember()
    case .leftBracket:
      return try parseArray(depth: depth)
    case .leftParenthesis:
      return try parseParenthesized(depth: depth)
    default:
      throw error("expected a value, found \(token.quoted)")
    }
  }

  private mutating func parseImplicitMember() throws(ChainSyntaxError) -> Parsed {
    let position = current.position
    advance()
    switch current.kind {
    case .identifier(let name):
      advance()
      return try node(.implicitMember(name), at: position, over: 0)
    case .number:
      throw error(
        "'.\(current.text)' is not a valid number; write '0.\(current.text)'", at: position)
    default:
      throw error("expected a member name after '.', found \(current.quoted)")
    }
  }

  private mutating func parseArray(depth: Int) throws(ChainSyntaxError) -> Parsed {
    let position = current.position
    try enter(depth + 1)
    advance()
    var height = 0
    let elements = try parseList(closing: .rightBracket) { parser throws(ChainSyntaxError) in
      if case .identifier = parser.current.kind, parser.peek(1).kind == .colon {
        throw parser.error("array elements have no labels")
      }
      let element = try parser.parseExpression(depth: depth + 1)
      height = max(height, element.height)
      return element.syntax
    }
    return try node(.array(elements), at: position, over: height)
  }

  private mutating func parseParenthesized(depth: Int) throws(ChainSyntaxError) -> Parsed {
    try enter(depth + 1)
    advance()
    let inner = try parseExpression(depth: depth + 1)
    guard current.kind == .rightParenthesis else {
      throw error("expected ')' after the expression, found \(current.quoted)")
    }
    advance()
    return inner
  }

  /// Refuses to descend past the depth limit, before the stack grows any further.
  private func enter(_ depth: Int) throws(ChainSyntaxError) {
    guard depth <= limits.maximumDepth else { throw depthError(at: current.position) }
  }

  /// Makes a node one level above its tallest child (`childHeights` are those children's heights).
  private func node(
    _ kind: ExpressionSyntax.Kind, at position: SourcePosition, from start: SourcePosition? = nil,
    over childHeights: Int...
  ) throws(ChainSyntaxError) -> Parsed {
    let height = 1 + (childHeights.max() ?? 0)
    guard height <= limits.maximumDepth else { throw depthError(at: position) }
    return (ExpressionSyntax(kind: kind, position: position, start: start), height)
  }

  private func depthError(at position: SourcePosition) -> ChainSyntaxError {
    error("the value nests deeper than \(limits.maximumDepth) levels, the limit", at: position)
  }
}
