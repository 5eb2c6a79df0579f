/// What a command is called, what it takes and how its help text reads.
public struct CommandDefinition: Sendable {
  /// The command's name: `render`.
  public var name: String
  /// A one-line summary for the command list.
  public var summary: String
  /// The usage line(s) after `pinframe`, such as `render SPEC -o OUT.png [--scale N]`.
  public var usage: [String]
  /// The positional arguments, by placeholder, with what they are.
  public var arguments: [(name: String, help: String)]
  /// How many positional arguments the command takes.
  public var argumentCount: ClosedRange<Int>
  /// The options, `--help` excluded (every command has it).
  public var options: [OptionDefinition]
  /// Paragraphs after the options: details, examples, exit codes.
  public var discussion: String

  /// Creates a command definition.
  public init(
    name: String, summary: String, usage: [String], arguments: [(name: String, help: String)],
    argumentCount: ClosedRange<Int>, options: [OptionDefinition], discussion: String
  ) {
    self.name = name
    self.summary = summary
    self.usage = usage
    self.arguments = arguments
    self.argumentCount = argumentCount
    self.options = options
    self.discussion = discussion
  }

  /// Every option, `--help` included.
  var allOptions: [OptionDefinition] { options + [.help] }

  /// The help text: summary, usage, arguments, options and discussion.
  public var helpText: String {
    var lines = ["pinframe \(name): \(summary)", "", "Usage:"]
    lines += usage.map { "  pinframe \($0)" }
    if !arguments.isEmpty {
      lines += ["", "Arguments:"] + table(arguments.map { ($0.name, $0.help) })
    }
    lines += ["", "Options:"] + table(allOptions.map { ($0.synopsis, $0.help) })
    if !discussion.isEmpty { lines += ["", discussion] }
    return lines.joined(separator: "\n") + "\n"
  }

  private func table(_ rows: [(String, String)]) -> [String] {
    let width = min(rows.map(\.0.count).max() ?? 0, 28)
    return rows.map { left, right in
      let padding = String(repeating: " ", count: max(2, width - left.count + 2))
      return "  \(left)\(padding)\(right)"
    }
  }
}
