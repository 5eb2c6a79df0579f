import Foundation
import PinframeFiles

/// A folder holding a static HTML report of a run's snapshot failures.
///
/// Layout (by default `<artifacts>/report/`):
/// - `index.html`: the page (``ReportPage``), rewritten after every change (or once at the end,
///   with ``defersPage``);
/// - `accept.sh`: every accept command, to accept all changes at once;
/// - `records/<key>.json`: one ``SnapshotFailureRecord`` per reference file, and next to it
///   `<key>.html`, its rendered entry (so each add renders one entry, not all of them);
/// - `records/<key>.run`: the run that wrote the record;
/// - `.runs/<run>.json`: the command and start time of each run whose records are shown;
/// - `files/<key>/`: copies of artifacts that lived outside the artifacts folder;
/// - `.lock`: the lock that serialises updates; `.runs/<run>`: one lock per run adding to the
///   report, held while the run's processes live;
/// - `.pinframe-report`: the marker that makes the folder a report Pinframe may clear. A folder
///   without it is used only when it is missing or empty (see ``claimFolder()``).
///
/// The report lives inside the artifacts folder and links the artifacts there by relative path,
/// so nothing is stored twice and the artifacts folder is the self-contained unit: zip or upload
/// it and `report/index.html` works wherever it is unpacked. An artifact outside that folder (a
/// reference in `Snapshots/`, say) is copied into `files/` when its record is added, so the
/// report keeps showing it even after the reference is accepted or moved.
///
/// Any number of threads and processes (parallel test workers, `pinframe test --jobs`) may add
/// records at once: each update holds an exclusive `flock` on `.lock`, and every file is written
/// atomically, so no record is lost and `index.html` is always a complete page. Two runs adding
/// at the same time keep each other's records: a run clears only what finished runs left.
public struct SnapshotReport: Sendable {
  /// The report folder's name inside the artifacts folder.
  public static let folderName = "report"
  /// The accept-all script's file name.
  public static let acceptScriptName = "accept.sh"

  /// The report folder.
  public let directory: URL
  /// Whether ``add(_:runID:)`` leaves the page as it is, for a tool that adds many records and
  /// then calls ``writeIndex()`` once (`pinframe test`): rewriting the page after every record
  /// makes a run of n failures cost n² record reads.
  public var defersPage = false

  /// A report in `directory`; artifacts inside its parent folder are linked, not copied.
  public init(directory: URL) {
    self.directory = directory.standardizedFileURL
  }

  /// The report in `<artifactsDirectory>/report/`.
  public init(artifactsDirectory: URL) {
    self.init(directory: artifactsDirectory.appendingPathComponent(Self.folderName))
  }

  /// The page to open: `index.html`.
  public var indexURL: URL { directory.appendingPathComponent("index.html") }

  /// The script that runs every accept command: `accept.sh`.
  public var acceptScriptURL: URL { directory.appendingPathComponent(Self.acceptScriptName) }

  /// The folder whose artifacts are linked in place: the report folder's parent.
  var artifactsDirectory: URL { directory.deletingLastPathComponent() }

  var recordsDirectory: URL { directory.appendingPathComponent("records") }

  var copiesDirectory: URL { directory.appendingPathComponent("files") }

  var lock: FileLock { FileLock(url: directory.appendingPathComponent(".lock")) }

  /// Adds (or replaces, for the same reference file) a record and rewrites the page.
  ///
  /// Artifacts outside the artifacts folder are copied into `files/` first and the stored
  /// record points at the copies.
  ///
  /// - Parameters:
  ///   - record: The failure to add.
  ///   - runID: The run adding the record (see `startRun(id:run:)`); a record of no run is
  ///     removed by the next run that starts.
  /// - Throws: ``SnapshotReportError`` when the folder is not a report's, or the lock, a copy
  ///   or a write fails.
  public func add(_ record: SnapshotFailureRecord, runID: String? = nil)
    throws(SnapshotReportError)
  {
    let held = try acquireLock()
    defer { held.release() }
    let stored = try localized(record)
    try write(stored)
    if let runID { try noteOwner(of: record.id, runID: runID) }
    if !defersPage { try writePage(try readItems()) }
  }

  /// Joins the run `id` to the report and returns whether the run is new here.
  ///
  /// A new run first removes the records of runs that have finished (and of no run), so it
  /// does not show a previous run's failures, while a run still going keeps its own.
  ///
  /// Every process of a run (parallel test workers, say) passes the same `id`; the first one
  /// clears, the others join. The run counts as going on while any of them lives.
  ///
  /// - Parameters:
  ///   - id: The run's identifier, the same in each of its processes.
  ///   - run: What the page says about the run: its command and start time.
  /// - Throws: ``SnapshotReportError`` when the folder is not a report's, or the report cannot
  ///   be cleared or written.
  @discardableResult
  public func startRun(id: String, run: ReportRun = ReportRun(arguments: CommandLine.arguments))
    throws(SnapshotReportError) -> Bool
  {
    let held = try acquireLock()
    defer { held.release() }
    return try join(runID: id, run: run)
  }

  /// Every record in the report, ordered by key.
  ///
  /// - Throws: ``SnapshotReportError`` naming a record file that cannot be read or decoded.
  public func records() throws(SnapshotReportError) -> [SnapshotFailureRecord] {
    let held = try acquireLock()
    defer { held.release() }
    return try readItems().map(\.record)
  }

  /// Empties the report for a new run: removes every record and copy, and writes an empty page.
  ///
  /// - Throws: ``SnapshotReportError`` when something cannot be removed or written.
  public func reset() throws(SnapshotReportError) {
    let held = try acquireLock()
    defer { held.release() }
    try clear()
  }

  private func clear() throws(SnapshotReportError) {
    try remove(recordsDirectory)
    try remove(copiesDirectory)
    try writePage([])
  }

  /// Rewrites the page from `items`.
  func writePage(_ items: [ReportPage.Item]) throws(SnapshotReportError) {
    let page = ReportPage(items: items, directory: directory, runs: readRuns())
    let records = page.records
    do {
      try AtomicFileWriter.write(page.render(), to: indexURL)
      try AtomicFileWriter.write(acceptScript(records), to: acceptScriptURL)
    } catch {
      throw SnapshotReportError(error)
    }
  }

  /// Rewrites `index.html` and `accept.sh` from the stored records.
  ///
  /// - Throws: ``SnapshotReportError`` when a record cannot be read or a file written.
  public func writeIndex() throws(SnapshotReportError) {
    let held = try acquireLock()
    defer { held.release() }
    try writePage(try readItems())
  }

  private func acquireLock() throws(SnapshotReportError) -> FileLock.Held {
    try claimFolder()
    do {
      return try lock.acquire()
    } catch {
      throw SnapshotReportError(error)
    }
  }

  private func remove(_ folder: URL) throws(SnapshotReportError) {
    guard FileManager.default.fileExists(atPath: folder.path) else { return }
    do {
      try FileManager.default.removeItem(at: folder)
    } catch {
      throw SnapshotReportError(
        path: folder.path, reason: "cannot remove it: \(SystemErrorDescription.describe(error))")
    }
  }
}
