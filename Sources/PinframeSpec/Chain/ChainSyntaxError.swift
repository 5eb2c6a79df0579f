/// A mistake in the syntax of PinLayout chain text, or chain text over a ``ChainLimits`` limit.
///
/// Its description is a ``SourceDiagnostic``: `line L, column C: message`, the chain line, and a
/// caret under the fault.
public struct ChainSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
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
