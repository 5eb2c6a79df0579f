import Foundation
import Pinframe
import PinframeSnapshot

/// The options of `pinframe test`, checked and resolved against the environment.
struct TestOptions {
  /// The specs and folders named (empty: the current directory).
  var paths: [String]
  /// The references folder.
  var snapshotsDirectory: URL
  /// The failure artifacts folder.
  var artifactsDirectory: URL
  /// The HTML report.
  var report: SnapshotReport
  /// The JUnit file, if asked for.
  var junit: URL?
  /// The part of the specs to check, if asked for.
  var shard: Shard?
  /// The record mode in effect.
  var record: SnapshotTestingConfiguration.Record
  /// The number of workers.
  var jobs: Int
  /// The most pixels one spec may draw.
  var workLimit: WorkLimit
  /// What to do with orphaned references after the run.
  var orphans: OrphanAction?
  /// `--text`: how every spec's text is drawn, whatever its canvas says.
  var canvas = CanvasOverride()

  /// What to do with references no spec checked.
  enum OrphanAction {
    /// List them.
    case list
    /// Delete them, after a complete and passing run.
    case prune
  }

  /// Reads the options.
  ///
  /// - Throws: ``CommandLineError`` for a bad record mode (option or environment), shard,
  ///   number of jobs or text style, or both orphan options.
  @MainActor
  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    let environment = SnapshotEnvironment(variables: context.environment)
    paths = arguments.positionals
    snapshotsDirectory =
      arguments.url("--snapshots", relativeTo: context.currentDirectory)
      ?? environment.snapshotsDirectory.map { context.url($0.path) }
      ?? context.url("Snapshots")
    artifactsDirectory =
      environment.artifactsDirectory.map { context.url($0.path) }
      ?? context.url(".build/snapshot-artifacts")
    report =
      arguments.url("--report", relativeTo: context.currentDirectory).map {
        SnapshotReport(directory: $0)
      } ?? SnapshotReport(artifactsDirectory: artifactsDirectory)
    report.defersPage = true  // written once, after the run (TestCommand)
    junit = arguments.url("--junit", relativeTo: context.currentDirectory)
    shard = try arguments.value("--shard").map { text throws(CommandLineError) in
      try Shard(text)
    }
    record = try Self.recordMode(arguments.value("--record"), environment: environment)
    jobs = try context.jobs(arguments)
    workLimit = try context.workLimit(arguments)
    orphans = try Self.orphanAction(arguments)
    canvas = try CanvasOverride(text: arguments, command: "test")
  }

  private static func recordMode(_ text: String?, environment: SnapshotEnvironment)
    throws(CommandLineError) -> SnapshotTestingConfiguration.Record
  {
    var explicit: SnapshotTestingConfiguration.Record?
    if let text {
      guard let mode = SnapshotTestingConfiguration.Record(rawValue: text) else {
        throw .usage(
          "--record expects all, missing, failed or never, got '\(text)'", command: "test")
      }
      explicit = mode
    }
    do {
      return try environment.resolvedRecordMode(explicit)
    } catch {
      throw CommandLineError("\(error)")
    }
  }

  private static func orphanAction(_ arguments: ParsedArguments) throws(CommandLineError)
    -> OrphanAction?
  {
    switch (arguments.has("--list-orphans"), arguments.has("--prune-orphans")) {
    case (true, true):
      throw .usage("--list-orphans and --prune-orphans cannot be used together", command: "test")
    case (true, false): return .list
    case (false, true): return .prune
    case (false, false): return nil
    }
  }

  /// Whether the run checks a subset: a shard, or spec files named one by one.
  func isFiltered(currentDirectory: URL) -> Bool {
    shard != nil
      || paths.contains { path in
        var isDirectory: ObjCBool = false
        let url = URL(fileURLWithPath: path, relativeTo: currentDirectory)
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
          && !isDirectory.boolValue
      }
  }
}
