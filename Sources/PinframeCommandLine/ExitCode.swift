/// The documented exit statuses of `pinframe`.
public enum ExitCode: Int32, Sendable {
  /// Everything went well: files written, specs matching, images the same.
  case success = 0
  /// Tests failed (or recorded references), or the compared images differ.
  case failure = 1
  /// A usage mistake, unusable input, or output that could not be written.
  case error = 2
}
