import Foundation
import PinframeSnapshot

/// `pinframe test [SPEC|DIR…]`: renders specs and verifies them against their references with
/// the snapshot harness's engine.
struct TestCommand: Command {
  static let definition = CommandDefinition(
    name: "test", summary: "Check specs against their reference images (snapshot tests).",
    usage: [
      "test [SPEC|DIR…] [--snapshots DIR] [--record MODE] [--report DIR] [--junit FILE.xml]",
      "     [--shard I/N] [--jobs N] [--work-limit N] [--list-orphans | --prune-orphans]",
      "     [--text glyphs|silhouettes] [--quiet | --verbose]",
    ],
    arguments: [
      ("SPEC|DIR…", "Specs, or folders searched for specs (default: .): see below.")
    ],
    argumentCount: 0...Int.max,
    options: [
      .value("--snapshots", "DIR", help: "The references folder (default: Snapshots)."),
      .value("--record", "MODE", help: "all, missing, failed or never (see below)."),
      .value("--report", "DIR", help: "The HTML report folder (default: <artifacts>/report)."),
      .value("--junit", "FILE.xml", help: "Also write the results as JUnit XML, for CI."),
      .value("--shard", "I/N", help: "Check only the I-th of N parts of the sorted specs."),
      .jobs, .workLimit, .text,
      .flag("--list-orphans", help: "After the run, list references no spec checked."),
      .flag(
        "--prune-orphans",
        help: "After a complete, passing run, delete references no spec checked."),
      .quiet, .verbose,
    ],
    discussion: """
      In a folder, the specs are the files named *.pinframe.json and the *.json files in a
      folder named specs (at any depth); other JSON files (package.json, other tools' fixtures)
      are skipped, and --verbose lists them; asset catalogs (*.xcassets) are not searched.
      Files named on the command line are always specs.

      Each spec has one reference, named as the test assertions name theirs, under its path
      below its spec root (the nearest folder named specs above it, else the current
      directory), without .json: specs/examples/intro.json has
      <snapshots>/examples/intro/spec.image.png (spec.animation.png, an APNG checked frame by
      frame, for specs with an animation), whether it was named or found. Specs of different
      spec roots with one name (a/specs/card.json, b/specs/card.json) add their root's path
      from the current directory (<snapshots>/a/specs/card/). A spec next to
      SPEC.expected.txt must instead fail to load with exactly the message in that file.

      Record modes (SNAPSHOT_TESTING_RECORD sets the default; it is never when CI is set, else
      missing): all re-records every reference whose pixels changed; failed records missing
      and mismatching references; missing records only missing ones; never records nothing.
      A recorded reference counts as a failure, so that it is reviewed and committed.

      Failures write expected/actual/diff images under SNAPSHOT_ARTIFACTS (default
      .build/snapshot-artifacts) and an HTML report with an accept script.

      Exit status: 0 all passed; 1 failures or recorded references; 2 a usage mistake, a spec
      that cannot be read, or orphans that cannot be pruned.
      """)

  let context: CommandContext
  let options: TestOptions

  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    try context.applyVerbosity(arguments)
    self.context = context
    options = try TestOptions(arguments, context: context)
  }

  func run() async throws -> ExitCode {
    let files = try SpecFiles(options.paths, currentDirectory: context.currentDirectory)
    for path in files.skipped {
      context.console.detail(
        "skipped \(path): not a spec (not named *.pinframe.json and not in a specs/ folder)")
    }
    for place in files.unsearched {
      let line = "skipped \(place.path): \(place.reason)"
      if place.isWarning { context.console.warn(line) } else { context.console.detail(line) }
    }
    var setup = try TestSetup(options: options, context: context)
    try setup.nameReferences(files.paths)
    if let junit = options.junit {
      try PathConflicts(
        inputs: files.paths.map { .init(label: "the spec \($0)", url: context.url($0)) },
        outputs: [
          .init(label: "--junit \(junit.relativePath(from: context.currentDirectory))", url: junit)
        ]
      ).check(command: "test")
      try OutputCheck(
        junit.relativePath(from: context.currentDirectory), directory: context.currentDirectory
      )
      .checkFile(option: "--junit", extensions: ["xml"], command: "test")
      try setup.checkJUnitPlace()
    }
    do {
      try setup.run.start(options.report)
    } catch {
      throw CommandLineError("\(error)")
    }
    OutputGuard.protect(
      [options.snapshotsDirectory, options.artifactsDirectory], recursive: true)
    let selected = options.shard?.select(files.paths) ?? files.paths
    let clock = ContinuousClock()
    let start = clock.now
    let results = await TestRunner(setup: setup, console: context.console).run(selected)
    do {
      try options.report.writeIndex()
    } catch {
      throw CommandLineError("\(error)")
    }
    var summary = TestSummary(results: results, total: files.paths.count, shard: options.shard)
    summary.duration = clock.now - start
    try summary.write(to: context.console, setup: setup)
    let orphansCode = try OrphanCommand(setup: setup, console: context.console).run()
    return orphansCode ?? summary.exitCode
  }
}
