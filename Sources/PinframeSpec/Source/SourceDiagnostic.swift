/// A message about one place in a text, with the line it points into.
///
/// Its ``description`` is the format every Pinframe spec message ends with:
///
/// ```text
/// line 1, column 11: unknown method 'botom'; did you mean 'bottom'?
/// size(100).botom(12)
///           ^
/// ```
public struct SourceDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, in one sentence without a final full stop.
  public var message: String
  /// Where it is wrong.
  public var position: SourcePosition
  /// The line that holds ``position``, for the caret.
  public var snippet: SourceSnippet

  /// Creates a diagnostic from its parts.
  public init(message: String, position: SourcePosition, snippet: SourceSnippet) {
    self.message = message
    self.position = position
    self.snippet = snippet
  }

  /// Creates a diagnostic for `position` in the UTF-8 text `bytes`.
  public init(_ message: String, at position: SourcePosition, in bytes: [UInt8]) {
    self.init(
      message: message, position: position,
      snippet: SourceSnippet(locating: position, in: bytes))
  }

  /// `line L, column C: message`, then the source line and the caret line.
  public var description: String { "\(position): \(message)\n\(snippet)" }
}
