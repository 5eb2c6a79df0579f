/// One token of PinLayout chain text, with where it starts.
public struct ChainToken: Sendable, Hashable {
  /// The kinds of token the chain language has.
  public enum Kind: Sendable, Hashable {
    /// A name: a method, label, view id, enum case or function (`top`, `of`, `red`, `visible`).
    case identifier(String)
    /// A number literal (`12`, `12.5`, `1_000`, `1e3`); the sign is a separate `-` token.
    case number(Double)
    /// `.`
    case dot
    /// `,`
    case comma
    /// `:`
    case colon
    /// `(`
    case leftParenthesis
    /// `)`
    case rightParenthesis
    /// `[`
    case leftBracket
    /// `]`
    case rightBracket
    /// `+`
    case plus
    /// `-`
    case minus
    /// `*`
    case star
    /// `/`
    case slash
    /// `%`, the postfix percent operator.
    case percent
    /// The end of the text.
    case end
  }

  /// What the token is.
  public var kind: Kind
  /// The token's text as written (empty for ``Kind/end``).
  public var text: String
  /// Where the token starts.
  public var position: SourcePosition
  /// Whether whitespace separates the token from the one before it.
  public var followsWhitespace: Bool

  /// Creates a token.
  public init(kind: Kind, text: String, position: SourcePosition, followsWhitespace: Bool) {
    self.kind = kind
    self.text = text
    self.position = position
    self.followsWhitespace = followsWhitespace
  }

  /// The token as messages quote it: `'top'`, `','`, or `the end of the chain`.
  public var quoted: String {
    kind == .end ? "the end of the chain" : "'\(text)'"
  }
}
