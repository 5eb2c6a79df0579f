import Foundation
import PinframeSnapshot

/// Where a test run's references, artifacts and report are, its record mode, and the run
/// itself (its manifest of the references it checked).
struct TestSetup: Sendable {
  /// The file names of spec references; only these count as orphans.
  static let referenceNames: Set<String> = ["spec.image.png", "spec.animation.png"]

  /// The options of the run.
  var options: TestOptions
  /// The directory relative paths are resolved against.
  var currentDirectory: URL
  /// The run: its id (the report is cleared once per run) and its manifest.
  var run: SnapshotRun
  /// The folders the specs' references are in, once ``nameReferences(_:)`` has named them.
  var referenceNames: SpecReferenceNames?

  /// Sets up a run of `options`.
  @MainActor
  init(options: TestOptions, context: CommandContext) throws(CommandLineError) {
    self.options = options
    currentDirectory = context.currentDirectory
    run = SnapshotRun(
      id: "pinframe-test-\(UUID().uuidString)", arguments: CommandLine.arguments,
      isFiltered: options.isFiltered(currentDirectory: context.currentDirectory))
  }

  /// The reference of the spec at `path`: `<snapshots>/<spec name>/spec.<kind>.png` (see
  /// ``SpecReferenceNames``).
  func location(for path: String, animated: Bool) -> SnapshotLocation {
    let name =
      referenceNames?.name(of: path)
      ?? SpecReferenceNames.specName(path, currentDirectory: currentDirectory)
    return SnapshotLocation(
      snapshotsDirectory: options.snapshotsDirectory, testPath: name, testName: "spec",
      name: animated ? "animation" : "image", pathExtension: "png")
  }

  /// The verifier of a reference, by the run's record mode, artifacts and report.
  ///
  /// Its messages speak to CLI users: no diff-tool advice in Swift, and the CLI's ways of
  /// accepting changes.
  func verifier(for location: SnapshotLocation) -> SnapshotVerifier {
    var verifier = SnapshotVerifier(
      location: location, record: options.record, artifactsDirectory: options.artifactsDirectory,
      report: .some(options.report), run: run)
    verifier.diffTool = .fileURLs
    verifier.acceptAdvice = Self.acceptAdvice(report: options.report)
    return verifier
  }

  /// How a CLI user accepts every failing spec at once.
  static func acceptAdvice(report: SnapshotReport?) -> String {
    let script = report.map {
      " or sh \($0.directory.appendingPathComponent(SnapshotReport.acceptScriptName).path)"
    }
    return "To accept every failing spec, run pinframe test again with --record failed"
      + (script ?? "") + "."
  }

  /// The file holding the error the spec at `path` is expected to fail with, if there is one:
  /// `SPEC.expected.txt` next to `SPEC.json`.
  func expectedErrorFile(for path: String) -> URL? {
    let url = URL(fileURLWithPath: path, relativeTo: currentDirectory)
    let expected = url.deletingPathExtension().appendingPathExtension("expected.txt")
    return FileManager.default.fileExists(atPath: expected.path) ? expected : nil
  }

  /// Names the references of the run's specs at `paths` (all of them, before sharding).
  ///
  /// - Throws: ``CommandLineError`` naming two specs that would share references.
  mutating func nameReferences(_ paths: [String]) throws(CommandLineError) {
    referenceNames = try SpecReferenceNames(
      paths.filter { expectedErrorFile(for: $0) == nil }, currentDirectory: currentDirectory,
      snapshotsDirectory: options.snapshotsDirectory)
  }
}
