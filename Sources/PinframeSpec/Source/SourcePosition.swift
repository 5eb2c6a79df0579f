/// A place in a text: its UTF-8 byte offset, and the 1-based line and column a person reads.
///
/// Lines are separated by line feeds (a carriage return before one is ignored). Columns count
/// characters (Unicode scalars), so `column` matches what an editor shows for ASCII text.
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
  /// The number of UTF-8 bytes before the place.
  public var offset: Int
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1.
  public var column: Int

  /// Creates a position from its three coordinates.
  public init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// Finds the line and column of the byte `offset` in `bytes` (an offset at or past the end
  /// names the place just after the last character).
  public init(offset: Int, in bytes: [UInt8]) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var column = 1
    for byte in bytes[..<end] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if !byte.isUTF8Continuation {
        column += 1
      }
    }
    self.init(offset: end, line: line, column: column)
  }

  /// The place as messages print it: `line 3, column 14`.
  public var description: String { "line \(line), column \(column)" }
}
