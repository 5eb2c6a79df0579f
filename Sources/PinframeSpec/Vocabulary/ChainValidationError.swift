/// A chain that parses but does not fit PinLayout's API: an unknown method, view or enum case,
/// a wrong label, or an argument of the wrong kind.
///
/// Its description is a ``SourceDiagnostic``: `line L, column C: message`, the chain line, and a
/// caret under the fault.
public struct ChainValidationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message, its place and the line it points into.
  public var diagnostic: SourceDiagnostic

  /// Creates the error from a diagnostic.
  public init(diagnostic: SourceDiagnostic) {
    self.diagnostic = diagnostic
  }

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
