import Foundation
import Pinframe

/// One `pinframe` command: its definition, made from parsed arguments, then run.
@MainActor
protocol Command {
  /// The name, options and help text.
  static var definition: CommandDefinition { get }

  /// Reads and checks the arguments.
  ///
  /// - Throws: ``CommandLineError`` for a usage mistake.
  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError)

  /// Does the work and says how it went.
  ///
  /// - Throws: ``CommandLineError``, `SpecError` and the errors of rendering, encoding and
  ///   writing, which the CLI prints and turns into exit status 2.
  func run() async throws -> ExitCode
}

/// What every command runs with: where to print, the environment, the working directory and
/// the number of workers.
@MainActor
public struct CommandContext {
  /// Where text goes.
  public var console: Console
  /// The environment variables.
  public var environment: [String: String]
  /// The directory relative paths are resolved against.
  public var currentDirectory: URL
  /// The number of cores, the default for `--jobs`.
  public var processorCount: Int

  /// Creates a context.
  public init(
    console: Console, environment: [String: String], currentDirectory: URL,
    processorCount: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.console = console
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.processorCount = processorCount
  }

  /// `path` as a file URL, resolved against the current directory.
  public func url(_ path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
  }

  /// The number of workers: `--jobs`, at most ``maximumJobs`` (with a warning), else the
  /// number of cores.
  func jobs(_ arguments: ParsedArguments) throws(CommandLineError) -> Int {
    guard let asked = try arguments.integer(OptionDefinition.jobs.name, in: 1...256) else {
      return max(1, processorCount)
    }
    guard asked > maximumJobs else { return asked }
    console.warn(
      "pinframe \(arguments.command): --jobs \(asked) is more than 4 × the \(processorCount) cores, which gains nothing but memory; using \(maximumJobs)"
    )
    return maximumJobs
  }

  /// The most workers: 4 × the number of cores.
  var maximumJobs: Int { 4 * max(1, processorCount) }

  /// The work limit: `--work-limit` (billions of pixels), else ``WorkLimit/standard``.
  ///
  /// - Throws: ``CommandLineError`` for a value that is no positive number.
  func workLimit(_ arguments: ParsedArguments) throws(CommandLineError) -> WorkLimit {
    guard
      let billions = try arguments.number(OptionDefinition.workLimit.name, in: 0.001...1e9)
    else { return .standard }
    return WorkLimit(pixels: Int(billions * 1e9))
  }

  /// Sets the console's verbosity from `--quiet` and `--verbose`.
  ///
  /// - Throws: ``CommandLineError`` when both are given.
  func applyVerbosity(_ arguments: ParsedArguments) throws(CommandLineError) {
    let quiet = arguments.has(OptionDefinition.quiet.name)
    let verbose = arguments.has(OptionDefinition.verbose.name)
    if quiet && verbose {
      throw .usage("--quiet and --verbose cannot be used together", command: arguments.command)
    }
    console.verbosity = quiet ? .quiet : verbose ? .verbose : .normal
  }
}
