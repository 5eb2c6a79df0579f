/// A recursive-descent parser for the Swift subset PinLayout chains are written in.
///
/// Grammar (whitespace and line breaks are allowed between any two tokens):
///
/// ```text
/// chain      = [ ("pin" | "pinFrame") "." ] call { "." call }
/// call       = name "(" [ argument { "," argument } [ "," ] ] ")"
/// argument   = [ label ":" ] expression
/// expression = term { ("+" | "-") term }
/// term       = prefix { ("*" | "/") prefix }
/// prefix     = "-" prefix | postfix
/// postfix    = primary { "%" | "." name | "(" arguments ")" }
/// primary    = number | name | "true" | "false" | "." name | "[" [ list ] "]" | "(" expression ")"
/// ```
///
/// `%` must follow its operand directly (`50%`, as Swift requires). Every node records where it
/// starts; every error is a ``ChainSyntaxError`` with a caret under the fault.
public struct ChainParser {
  let bytes: [UInt8]
  let limits: ChainLimits
  var tokens: [ChainToken] = []
  var position = 0

  /// Creates a parser for `text`.
  public init(_ text: String, limits: ChainLimits = .standard) {
    bytes = Array(text.utf8)
    self.limits = limits
  }

  /// Parses the whole text as one chain.
  public mutating func parse() throws(ChainSyntaxError) -> ChainSyntax {
    try checkLength()
    var lexer = ChainLexer(bytes: bytes)
    tokens = try lexer.tokens()
    position = 0
    guard current.kind != .end else {
      throw error("the chain is empty; write at least one call, such as 'top(10)'")
    }
    let receiver = try parseReceiver()
    var calls = [try parseCall()]
    while current.kind == .dot {
      advance()
      guard calls.count < limits.maximumCalls else {
        throw error("the chain has more than \(limits.maximumCalls) method calls, the limit")
      }
      calls.append(try parseCall())
    }
    guard current.kind == .end else {
      throw error("expected '.' before the next call, found \(current.quoted)")
    }
    return ChainSyntax(receiver: receiver, calls: calls)
  }

  var current: ChainToken { peek(0) }

  /// The token `distance` places ahead, or the final `.end` token past the end.
  func peek(_ distance: Int) -> ChainToken {
    let index = position + distance
    if index < tokens.count { return tokens[index] }
    if let end = tokens.last { return end }
    let position = SourcePosition(offset: bytes.count, in: bytes)
    return ChainToken(kind: .end, text: "", position: position, followsWhitespace: false)
  }

  mutating func advance() {
    position += 1
  }

  func error(_ message: String, at position: SourcePosition? = nil) -> ChainSyntaxError {
    ChainSyntaxError(message, at: position ?? current.position, in: bytes)
  }

  private func checkLength() throws(ChainSyntaxError) {
    guard bytes.count > limits.maximumLength else { return }
    let position = SourcePosition(offset: limits.maximumLength, in: bytes)
    throw error(
      "the chain is \(bytes.count) characters long; the limit is \(limits.maximumLength)",
      at: position)
  }

  private mutating func parseReceiver() throws(ChainSyntaxError) -> ChainSyntax.Receiver {
    guard case .identifier(let name) = current.kind, peek(1).kind == .dot else { return .none }
    if let receiver = ChainSyntax.Receiver(rawValue: name), receiver != .none {
      advance()
      advance()
      return receiver
    }
    if case .identifier(let next) = peek(2).kind, next == "pin" || next == "pinFrame" {
      throw error(
        "remove '\(name).': a chain belongs to its view, so it starts with '\(next).' "
          + "or with the first call")
    }
    return .none
  }

  private mutating func parseCall() throws(ChainSyntaxError) -> MethodCallSyntax {
    guard case .identifier(let name) = current.kind else {
      if position == 0, current.kind == .dot {
        throw error("remove the leading '.': a chain starts with 'pin.' or with the first call")
      }
      throw error("expected a method name, found \(current.quoted)")
    }
    let position = current.position
    advance()
    if self.position == 1, ChainSyntax.Receiver(rawValue: name) != nil, current.kind == .end {
      throw error("expected '.' and a method call after '\(name)'")
    }
    guard current.kind == .leftParenthesis else {
      throw error("expected '(' after '\(name)': PinLayout methods are called, as in '\(name)()'")
    }
    advance()
    let (arguments, _) = try parseArguments(closing: .rightParenthesis, depth: 1)
    return MethodCallSyntax(name: name, arguments: arguments, position: position)
  }

  /// Parses `argument, argument…` up to and including `closing`; returns the arguments and
  /// the height of the tallest argument value.
  mutating func parseArguments(closing: ChainToken.Kind, depth: Int) throws(ChainSyntaxError)
    -> ([ArgumentSyntax], height: Int)
  {
    var height = 0
    let arguments = try parseList(closing: closing) { parser throws(ChainSyntaxError) in
      let argument = try parser.parseArgument(depth: depth)
      height = max(height, argument.height)
      return argument.syntax
    }
    return (arguments, height)
  }

  /// Parses comma-separated elements up to and including `closing`; a trailing comma is allowed.
  mutating func parseList<Element>(
    closing: ChainToken.Kind,
    element: (inout ChainParser) throws(ChainSyntaxError) -> Element
  ) throws(ChainSyntaxError) -> [Element] {
    var elements: [Element] = []
    while current.kind != closing {
      elements.append(try element(&self))
      if current.kind == .comma {
        advance()
      } else if current.kind != closing {
        let (symbol, noun) = closing == .rightBracket ? ("]", "an element") : (")", "an argument")
        throw error("expected ',' or '\(symbol)' after \(noun), found \(current.quoted)")
      }
    }
    advance()
    return elements
  }

  private mutating func parseArgument(depth: Int) throws(ChainSyntaxError)
    -> (syntax: ArgumentSyntax, height: Int)
  {
    var label: String?
    var labelPosition: SourcePosition?
    if case .identifier(let name) = current.kind, peek(1).kind == .colon {
      label = name
      labelPosition = current.position
      advance()
      advance()
    }
    let value = try parseExpression(depth: depth)
    return (
      ArgumentSyntax(label: label, labelPosition: labelPosition, value: value.syntax), value.height
    )
  }
}
