/// A layout spec that cannot be used, with everything needed to find and fix the fault.
///
/// The ``description`` is one line, then for a fault with a position the source line and a
/// caret:
///
/// ```text
/// <file>:<JSON path>: <message>
/// <file>:<JSON path>: line <L>, column <C>: <message>
/// <source line>
/// <caret>
/// ```
///
/// For a chain the position and the quoted line are in the chain text (the JSON string at the
/// path); otherwise they are in the file.
public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file, as it was named to the decoder.
  public var file: String
  /// The JSON path of the value at fault (for a JSON syntax error, of the value being read).
  public var path: JSONPath
  /// What is wrong.
  public var message: String
  /// Where it is wrong, when the fault has a position.
  public var position: SourcePosition?
  /// The line that holds ``position``.
  public var snippet: SourceSnippet?

  /// Creates an error.
  public init(
    file: String, path: JSONPath, message: String, position: SourcePosition? = nil,
    snippet: SourceSnippet? = nil
  ) {
    self.file = file
    self.path = path
    self.message = message
    self.position = position
    self.snippet = snippet
  }

  /// Creates an error from a diagnostic about chain text (or other text) at `path`.
  public init(file: String, path: JSONPath, diagnostic: SourceDiagnostic) {
    self.init(
      file: file, path: path, message: diagnostic.message, position: diagnostic.position,
      snippet: diagnostic.snippet)
  }

  /// The rendered message, in the format above.
  public var description: String {
    let position = position.map { "\($0): " } ?? ""
    let quote = snippet.map { "\n\($0)" } ?? ""
    return "\(file):\(path): \(position)\(message)\(quote)"
  }
}
