/// A chain that parses but does not fit PinLayout's API: an unknown method, view or enum case,
/// a wrong label, or an argument of the wrong kind.
///
/// Its description is a ``SourceDiagnostic``: `line L, column C: message`, the chain line, and a
/// caret under the fault.
public struct ChainValidationError: ChainDiagnosticError, Sendable, Hashable {
  /// The message, its place and the line it points into.
  public var diagnostic: SourceDiagnostic

  /// Creates the error from a diagnostic.
  public init(diagnostic: SourceDiagnostic) {
    self.diagnostic = diagnostic
  }
}
