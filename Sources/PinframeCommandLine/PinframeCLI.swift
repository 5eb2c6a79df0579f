import Foundation
import Pinframe
import PinframeFiles
import PinframeSpec

/// The `pinframe` command-line tool: dispatches to a command, prints help, versions and
/// errors, and returns the exit status.
@MainActor
public enum PinframeCLI {
  /// The commands, in the order help lists them.
  static let commands: [CommandEntry] = [
    CommandEntry(RenderCommand.self), CommandEntry(AnimateCommand.self),
    CommandEntry(TestCommand.self),
    CommandEntry(CompareCommand.self), CommandEntry(DemoCommand.self),
    CommandEntry(ColorsCommand.self),
  ]

  /// The version line: `pinframe 0.1.0 (renderer 1)`.
  public static var version: String {
    "pinframe \(PinframeVersion.package) (renderer \(PinframeVersion.renderer))"
  }

  /// Runs the command line `arguments` (without the program name).
  public static func run(_ arguments: [String], context: CommandContext) async -> ExitCode {
    let console = context.console
    guard let first = arguments.first else {
      console.error(overview)
      return .error
    }
    switch first {
    case "--help", "-h", "help":
      return help(for: Array(arguments.dropFirst()), console: console)
    case "--version":
      console.output.write(version + "\n")
      return .success
    default:
      return await runCommand(first, Array(arguments.dropFirst()), context: context)
    }
  }

  private static func runCommand(_ name: String, _ arguments: [String], context: CommandContext)
    async -> ExitCode
  {
    guard let type = commands.first(where: { $0.definition.name == name }) else {
      let hint = Suggestion.hint(for: name, in: commands.map(\.definition.name))
      let message =
        name.hasPrefix("-") ? "unknown option '\(name)'" : "unknown command '\(name)'\(hint)"
      context.console.error("pinframe: \(CommandLineError.usage(message, command: nil))")
      return .error
    }
    do {
      let parsed = try ArgumentParser(definition: type.definition).parse(arguments)
      if parsed.has(OptionDefinition.help.name) {
        context.console.output.write(type.definition.helpText)
        return .success
      }
      return try await type.run(parsed, context)
    } catch {
      context.console.finishProgress()
      context.console.error(message(for: error, command: name))
      return .error
    }
  }

  /// An error as a command prints it: `pinframe <command>: ` and the reason (a spec error
  /// names its file, JSON path and position).
  static func message(for error: any Error, command: String) -> String {
    "pinframe \(command): " + reason(for: error)
  }

  /// An error as a test result shows it: a spec error as it is (the result line names the
  /// command's context), anything else as ``message(for:command:)``.
  static func resultMessage(for error: any Error, command: String) -> String {
    (error as? SpecError)?.description ?? message(for: error, command: command)
  }

  private static func reason(for error: any Error) -> String {
    switch error {
    case let error as SpecError: error.description
    case let error as CommandLineError: error.description
    default: SystemErrorDescription.describe(error)
    }
  }

  private static func help(for arguments: [String], console: Console) -> ExitCode {
    guard let name = arguments.first else {
      console.output.write(overview + "\n")
      return .success
    }
    guard let type = commands.first(where: { $0.definition.name == name }) else {
      let hint = Suggestion.hint(for: name, in: commands.map(\.definition.name))
      let error = CommandLineError.usage("unknown command '\(name)'\(hint)", command: nil)
      console.error("pinframe: \(error)")
      return .error
    }
    console.output.write(type.definition.helpText)
    return .success
  }

  /// The overview: what pinframe is, its commands and exit statuses.
  static var overview: String {
    let width = commands.map(\.definition.name.count).max() ?? 0
    let list = commands.map { type in
      let name = type.definition.name
      return
        "  \(name)\(String(repeating: " ", count: width - name.count + 2))\(type.definition.summary)"
    }
    return """
      pinframe: lay out, render, animate and snapshot-test JSON layout specs written with PinLayout chains.

      Usage:
        pinframe <command> [options] [arguments]
        pinframe <command> --help
        pinframe --version

      Commands:
      \(list.joined(separator: "\n"))

      Exit status: 0 success; 1 test failures or differences; 2 usage, input or output errors.
      """
  }
}

/// A command as the dispatcher sees it: its definition, and how to make and run it.
@MainActor
struct CommandEntry {
  /// The name, options and help text.
  let definition: CommandDefinition
  /// Makes the command from parsed arguments and runs it.
  let run: (ParsedArguments, CommandContext) async throws -> ExitCode

  /// The entry of command type `C`.
  init<C: Command>(_ type: C.Type) {
    definition = C.definition
    run = { arguments, context in try await C(arguments: arguments, context: context).run() }
  }
}
