/// An error about chain text that carries a ``SourceDiagnostic``: ``ChainSyntaxError`` and
/// ``ChainValidationError``.
public protocol ChainDiagnosticError: Error, CustomStringConvertible {
  /// The message, its place and the line it points into.
  var diagnostic: SourceDiagnostic { get }

  /// Creates the error from a diagnostic.
  init(diagnostic: SourceDiagnostic)
}

extension ChainDiagnosticError {
  /// Creates the error for `position` in the chain text `bytes`.
  public init(_ message: String, at position: SourcePosition, in bytes: [UInt8]) {
    self.init(diagnostic: SourceDiagnostic(message, at: position, in: bytes))
  }

  /// What is wrong.
  public var message: String { diagnostic.message }
  /// Where it is wrong.
  public var position: SourcePosition { diagnostic.position }
  /// The rendered message: position, message, source line and caret.
  public var description: String { diagnostic.description }
}
