/// A problem that stops a command: a usage mistake, unusable input, or an unwritable output.
///
/// The CLI prints it and exits with status 2.
public struct CommandLineError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, ready to print.
  public var message: String
  /// The command whose help explains the fix, for usage mistakes; `nil` otherwise.
  public var helpCommand: String?

  /// A usage mistake of `command` (`nil` for the `pinframe` command itself).
  public static func usage(_ message: String, command: String?) -> CommandLineError {
    CommandLineError(message: message, helpCommand: command ?? "")
  }

  /// Input that cannot be used, or output that cannot be written.
  public init(_ message: String) {
    self.init(message: message, helpCommand: nil)
  }

  private init(message: String, helpCommand: String?) {
    self.message = message
    self.helpCommand = helpCommand
  }

  /// The message, and for usage mistakes where to read about the command.
  public var description: String {
    guard let helpCommand else { return message }
    let command = helpCommand.isEmpty ? "pinframe" : "pinframe \(helpCommand)"
    return "\(message)\nRun '\(command) --help' for usage."
  }
}
