/// The line of text a diagnostic points into, and the column its caret `^` stands under.
///
/// Lines longer than ``maximumWidth`` characters are cut to a window around the caret, with `…`
/// marking the cut ends, so a minified file or a long chain still gives a readable message.
public struct SourceSnippet: Sendable, Hashable, CustomStringConvertible {
  /// The widest line shown whole, in characters.
  public static let maximumWidth = 100

  /// The text shown: the source line, or a window of it.
  public var line: String
  /// The 1-based column in ``line`` of the character the caret points at.
  public var caretColumn: Int

  /// Creates a snippet from the text to show and the caret's column in it.
  public init(line: String, caretColumn: Int) {
    self.line = line
    self.caretColumn = caretColumn
  }

  /// The snippet for `position` in `bytes`: the whole line that holds it, windowed if long.
  public init(locating position: SourcePosition, in bytes: [UInt8]) {
    let offset = min(max(position.offset, 0), bytes.count)
    let start = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    var end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    let scalars = Array(String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars)
    self = Self.window(scalars, caretColumn: position.column)
  }

  /// The line, then a line with `^` under the caret column (tabs kept so the caret lines up).
  public var description: String {
    let before = line.unicodeScalars.prefix(max(caretColumn - 1, 0)).map { $0 == "\t" ? "\t" : " " }
    return line + "\n" + before.joined() + "^"
  }

  private static func window(_ scalars: [Unicode.Scalar], caretColumn: Int) -> SourceSnippet {
    guard scalars.count > maximumWidth else {
      return SourceSnippet(line: text(scalars[...]), caretColumn: caretColumn)
    }
    let start = min(max(caretColumn - 1 - maximumWidth / 2, 0), scalars.count - maximumWidth)
    let end = start + maximumWidth
    let prefix = start > 0 ? "…" : ""
    let suffix = end < scalars.count ? "…" : ""
    return SourceSnippet(
      line: prefix + text(scalars[start..<end]) + suffix,
      caretColumn: caretColumn - start + (start > 0 ? 1 : 0))
  }

  private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var string = ""
    string.unicodeScalars.append(contentsOf: scalars)
    return string
  }
}
