import Foundation
import PinframeFiles

/// The test run this process belongs to, and what it touched.
///
/// Every process of one `swift test` run (parallel workers included) shares the run's id: the
/// parent process's id and start time. The run clears the previous run's HTML report once and
/// writes a manifest of the references it checked, which ``SnapshotOrphans`` reads to find
/// references no test touched.
public final class SnapshotRun: @unchecked Sendable {
  /// The run of this process.
  public static let shared = SnapshotRun(id: SnapshotRun.parentProcessIdentity())

  /// The run's id, shared by the processes of one run.
  public let id: String
  /// The process's arguments, which tell whether the run was filtered.
  public let arguments: [String]
  /// Whether the run checks a subset of the snapshots (its manifest says so, and pruning
  /// orphans is refused).
  public let isFiltered: Bool
  private let lock = NSLock()
  private var startedReports: Set<URL> = []
  /// The manifest files by their folder's path (not its URL: Foundation gives the URL of an
  /// existing folder a trailing slash, so the URLs before and after the first note differ).
  private var manifests: [String: AtomicAppendFile] = [:]

  /// Creates a run with an explicit id (the CLI passes its own) and the process arguments.
  ///
  /// The run is filtered when `isFiltered` says so or, when it is `nil`, when the arguments
  /// hold a test filter (`--filter`, `--skip`).
  public init(id: String, arguments: [String] = CommandLine.arguments, isFiltered: Bool? = nil) {
    self.id = id
    self.arguments = arguments
    self.isFiltered = isFiltered ?? ManifestLine.isFiltered(arguments)
  }

  /// Joins `report` the first time this run uses it: the report then drops the entries of
  /// finished runs and names this one.
  ///
  /// - Throws: ``SnapshotReportError`` when the folder is not a report's or cannot be written.
  public func start(_ report: SnapshotReport) throws(SnapshotReportError) {
    lock.lock()
    defer { lock.unlock() }
    guard !startedReports.contains(report.directory) else { return }
    try report.startRun(id: id, run: ReportRun(arguments: arguments))
    startedReports.insert(report.directory)
  }

  /// Notes that the reference at `location` was checked, with its outcome, in the run's
  /// manifest under `<artifacts>/runs/<run id>/`; the first note of a run removes the
  /// manifests of all but the last few runs (``SnapshotRunManifest/keptRuns``).
  public func touch(
    _ location: SnapshotLocation, outcome: SnapshotOutcome, artifactsDirectory: URL
  ) {
    let line = ManifestLine(
      reference: location.referenceURL.path,
      snapshotsDirectory: location.snapshotsDirectory.path, passed: outcome == .passed)
    lock.lock()
    defer { lock.unlock() }
    let folder = SnapshotRunManifest.folder(in: artifactsDirectory, runID: id)
    if manifests[folder.path] == nil {
      SnapshotRunManifest.pruneOldRuns(in: artifactsDirectory, current: id)
      manifests[folder.path] = AtomicAppendFile(
        url: folder.appendingPathComponent("\(getpid()).manifest"),
        header: ManifestLine.header(arguments: arguments, isFiltered: isFiltered))
    }
    manifests[folder.path]?.append(line.text)
  }

  /// The id of this process's parent: its pid and start time (from `/proc`), so two runs
  /// never share an id even when pids are reused.
  static func parentProcessIdentity() -> String {
    let parent = getppid()
    let stat = (try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8)) ?? ""
    let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
    let startTime = fields.count > 19 ? String(fields[19]) : "0"
    return "\(parent)-\(startTime)"
  }
}

/// A file that grows by whole lines, each appended with one `write` (atomic with `O_APPEND`).
final class AtomicAppendFile {
  let url: URL
  private var descriptor: Int32 = -1

  init(url: URL, header: String) {
    self.url = url
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    append(header)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  func append(_ line: String) {
    guard descriptor >= 0 else { return }
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}
