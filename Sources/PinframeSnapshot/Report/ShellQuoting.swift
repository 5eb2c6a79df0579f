/// Quotes text as one word for a POSIX shell (`sh`, `bash`, `zsh`).
public enum ShellQuoting {
  /// The text in single quotes, each embedded `'` written as `'\''`.
  ///
  /// Inside single quotes the shell expands nothing (`$`, backquotes, `\`, spaces and newlines are
  /// literal), so the result always stands for exactly `text`: `it's` → `'it'\''s'`.
  public static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
