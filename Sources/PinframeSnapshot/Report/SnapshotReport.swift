import Foundation
import PinframeFiles

/// A folder holding a static HTML report of a run's snapshot failures.
///
/// Layout (by default `<artifacts>/report/`):
/// - `index.html`: the page (``ReportPage``), rewritten after every change;
/// - `accept.sh`: every accept command, to accept all changes at once;
/// - `records/<key>.json`: one ``SnapshotFailureRecord`` per reference file, and next to it
///   `<key>.html`, its rendered entry (so each add renders one entry, not all of them);
/// - `files/<key>/`: copies of artifacts that lived outside the artifacts folder;
/// - `.lock`: the lock that serialises updates.
///
/// The report lives inside the artifacts folder and links the artifacts there by relative path,
/// so nothing is stored twice and the artifacts folder is the self-contained unit: zip or upload
/// it and `report/index.html` works wherever it is unpacked. An artifact outside that folder (a
/// reference in `Snapshots/`, say) is copied into `files/` when its record is added, so the
/// report keeps showing it even after the reference is accepted or moved.
///
/// Any number of threads and processes (parallel test workers, `pinframe test --jobs`) may add
/// records at once: each update holds an exclusive `flock` on `.lock`, and every file is written
/// atomically, so no record is lost and `index.html` is always a complete page.
public struct SnapshotReport: Sendable {
  /// The report folder's name inside the artifacts folder.
  public static let folderName = "report"
  /// The accept-all script's file name.
  public static let acceptScriptName = "accept.sh"

  /// The report folder.
  public let directory: URL

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
  /// - Throws: ``SnapshotReportError`` when the lock, a copy or a write fails.
  public func add(_ record: SnapshotFailureRecord) throws(SnapshotReportError) {
    let held = try acquireLock()
    defer { held.release() }
    let stored = try localized(record)
    try write(stored)
    try writePage(try readItems())
  }

  /// Clears the report when `id` differs from the run that last called this, so a new run does
  /// not show the previous run's failures; returns whether it cleared.
  ///
  /// Every process of a run (parallel test workers, say) passes the same `id`; the first one
  /// clears, the others find the id already stored. The id is kept in `.run`.
  ///
  /// - Throws: ``SnapshotReportError`` when the report cannot be cleared or the id written.
  @discardableResult
  public func startRun(id: String) throws(SnapshotReportError) -> Bool {
    let held = try acquireLock()
    defer { held.release() }
    let file = directory.appendingPathComponent(".run")
    let current = FileManager.default.contents(atPath: file.path).map {
      String(decoding: $0, as: UTF8.self)
    }
    guard current != id else { return false }
    try clear()
    do {
      try AtomicFileWriter.write(id, to: file)
    } catch {
      throw SnapshotReportError(error)
    }
    return true
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

  /// Rewrites `index.html` and `accept.sh` from the stored records.
  ///
  /// - Throws: ``SnapshotReportError`` when a record cannot be read or a file written.
  public func writeIndex() throws(SnapshotReportError) {
    let held = try acquireLock()
    defer { held.release() }
    try writePage(try readItems())
  }

  private func acquireLock() throws(SnapshotReportError) -> FileLock.Held {
    do {
      return try lock.acquire()
    } catch {
      throw SnapshotReportError(error)
    }
  }

  private func writePage(_ items: [ReportPage.Item]) throws(SnapshotReportError) {
    let page = ReportPage(items: items, directory: directory)
    let records = page.records
    do {
      try AtomicFileWriter.write(page.render(), to: indexURL)
      try AtomicFileWriter.write(acceptScript(records), to: acceptScriptURL)
    } catch {
      throw SnapshotReportError(error)
    }
  }

  private func remove(_ folder: URL) throws(SnapshotReportError) {
    guard FileManager.default.fileExists(atPath: folder.path) else { return }
    do {
      try FileManager.default.removeItem(at: folder)
    } catch {
      throw SnapshotReportError(path: folder.path, reason: "cannot remove it (\(error))")
    }
  }
}
