/// A mistake in the syntax of PinLayout chain text, or chain text over a ``ChainLimits`` limit.
///
/// Its description is a ``SourceDiagnostic``: `line L, column C: message`, the chain line, and a
/// caret under the fault.
public struct ChainSyntaxError: ChainDiagnosticError, Sendable, Hashable {
  /// The message, its place and the line it points into.
  public var diagnostic: SourceDiagnostic

  /// Creates the error from a diagnostic.
  public init(diagnostic: SourceDiagnostic) {
    self.diagnostic = diagnostic
  }
}

extension ChainSyntaxError {
  init(unexpectedCharacterAt position: SourcePosition, in bytes: [UInt8]) {
    let rest = String(decoding: bytes[position.offset...].prefix(4), as: UTF8.self)
    let scalar = rest.unicodeScalars.first ?? "\u{FFFD}"
    let message: String
    switch scalar {
    case "\"", "'":
      message = "unexpected '\(scalar)': chains have no strings; name views by id, without quotes"
    case _ where scalar.isASCII:
      message = "unexpected character '\(scalar)'"
    default:
      message = "unexpected character '\(scalar)' (\(scalar.codePoint))"
    }
    self.init(message, at: position, in: bytes)
  }
}
