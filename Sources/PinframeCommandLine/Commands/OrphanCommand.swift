import Foundation
import PinframeSnapshot

/// `--list-orphans` and `--prune-orphans`: the references in the snapshots folder that the run
/// just made did not check.
@MainActor
struct OrphanCommand {
  /// The run's settings.
  let setup: TestSetup
  /// Where the list goes.
  let console: Console

  /// Lists or prunes orphans when asked; returns `.error` when pruning is refused or fails,
  /// `nil` otherwise.
  func run() throws(CommandLineError) -> ExitCode? {
    guard let action = setup.options.orphans else { return nil }
    let manifest = SnapshotRunManifest.read(
      folder: setup.options.artifactsDirectory.appendingPathComponent("runs")
        .appendingPathComponent(setup.run.id))
    let orphans = SnapshotOrphans(
      manifest: manifest, snapshotsDirectory: setup.options.snapshotsDirectory,
      referenceNames: TestSetup.referenceNames)
    switch action {
    case .list:
      show(orphans.list(), verb: "orphaned")
      return nil
    case .prune:
      do {
        show(try orphans.prune(), verb: "deleted")
        return nil
      } catch {
        console.error("pinframe test: \(error)")
        return .error
      }
    }
  }

  private func show(_ files: [URL], verb: String) {
    for file in files {
      console.print("\(verb): \(file.relativePath(from: setup.currentDirectory))")
    }
    let count = files.count == 1 ? "1 reference" : "\(files.count) references"
    console.print("\(count) \(verb)")
  }
}
