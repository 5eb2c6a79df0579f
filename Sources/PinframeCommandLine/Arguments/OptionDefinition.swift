/// One option a command accepts: a flag (`--quiet`) or an option with a value (`--scale N`).
public struct OptionDefinition: Sendable, Hashable {
  /// The long name, with its dashes: `--scale`.
  public var name: String
  /// The one-letter name, with its dash (`-o`), if any.
  public var shortName: String?
  /// The placeholder of the value in help text (`N`), or `nil` for a flag.
  public var valueName: String?
  /// What the option does, for the help text.
  public var help: String

  /// Creates an option that takes a value.
  public static func value(
    _ name: String, short: String? = nil, _ valueName: String, help: String
  ) -> OptionDefinition {
    OptionDefinition(name: name, shortName: short, valueName: valueName, help: help)
  }

  /// Creates a flag: an option without a value.
  public static func flag(_ name: String, short: String? = nil, help: String) -> OptionDefinition {
    OptionDefinition(name: name, shortName: short, valueName: nil, help: help)
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }

  /// The option as help text shows it: `-o, --output FILE`.
  var synopsis: String {
    let names = [shortName, name].compactMap { $0 }.joined(separator: ", ")
    return valueName.map { "\(names) \($0)" } ?? names
  }
}

extension OptionDefinition {
  /// `--help`, `-h`: every command has it.
  static let help = flag("--help", short: "-h", help: "Show this help and exit.")
  /// `--quiet`, `-q`.
  static let quiet = flag(
    "--quiet", short: "-q", help: "Print only errors: no paths, progress, warnings or summary.")
  /// `--verbose`, `-v`.
  static let verbose = flag(
    "--verbose", short: "-v", help: "Print details: every view's frame, timings, each file.")
  /// `--work-limit N`: the most pixels drawn, in billions.
  static let workLimit = value(
    "--work-limit", "N",
    help: "Refuse to draw more than N billion pixels (default \(WorkLimitOption.defaultBillions)).")
  /// `--text STYLE`: how text is drawn.
  static let text = value(
    "--text", "STYLE",
    help: "Draw text as glyphs (the default) or silhouettes, whatever the canvas says.")
  /// `--jobs N`, `-j N`.
  static let jobs = value(
    "--jobs", short: "-j", "N",
    help: "Rasterize and encode on N workers at once (default: the cores; at most 4 × cores).")
}
