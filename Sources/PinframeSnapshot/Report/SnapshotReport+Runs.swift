import Foundation
import PinframeFiles

/// Which runs are adding to a report, so that a new run clears only what finished runs left:
/// each run holds a shared lock on `.runs/<run>` for as long as its process lives, and each
/// record notes its run in `records/<key>.run`.
extension SnapshotReport {
  var runsDirectory: URL { directory.appendingPathComponent(".runs") }

  /// The file under `.runs/` of the run `id`: its characters other than letters, digits, `.`,
  /// `-` and `_` become `_`.
  static func runFileName(_ id: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
    let name = String(id.map { allowed.contains($0) ? $0 : "_" })
    return name.hasPrefix(".") ? "_" + name : name
  }

  /// The file noting which run wrote the record with `key`.
  func ownerURL(key: String) -> URL {
    recordsDirectory.appendingPathComponent(key + ".run")
  }

  /// Joins the run `id` to the report; the caller holds the report's lock.
  ///
  /// - Returns: Whether the run is new here, in which case the records of finished runs (and
  ///   records of no run) were removed first.
  func join(runID id: String, run: ReportRun) throws(SnapshotReportError) -> Bool {
    let name = Self.runFileName(id)
    let file = runsDirectory.appendingPathComponent(name)
    let isNew = InputFile.kind(of: file) == nil
    if isNew { try removeFinishedRuns() }
    do {
      RunMemberships.shared.keep(try FileLock(url: file).acquireShared(), for: file)
    } catch {
      throw SnapshotReportError(error)
    }
    guard isNew else { return false }
    try describe(run, name: name)
    unlink(directory.appendingPathComponent(".run").path)
    try writePage(try readItems())
    return true
  }

  /// The file describing the run whose lock file is `.runs/<name>`.
  private func runInfoURL(_ name: String) -> URL {
    runsDirectory.appendingPathComponent(name + Self.runInfoSuffix)
  }

  private static let runInfoSuffix = ".json"

  /// Writes `.runs/<name>.json`, which the page reads to name the run.
  private func describe(_ run: ReportRun, name: String) throws(SnapshotReportError) {
    let url = runInfoURL(name)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(run) else {
      throw SnapshotReportError(path: url.path, reason: "cannot encode the run")
    }
    do {
      try AtomicFileWriter.write([UInt8](data), to: url)
    } catch {
      throw SnapshotReportError(error)
    }
  }

  /// The runs whose records the report holds (and any run still going), oldest first.
  func readRuns() -> [ReportRun] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: runsDirectory.path)) ?? []
    let runs = names.filter { $0.hasSuffix(Self.runInfoSuffix) }.compactMap { name in
      (try? InputFile.read(runsDirectory.appendingPathComponent(name), limit: 1 << 16)).flatMap {
        try? JSONDecoder().decode(ReportRun.self, from: Data($0))
      }
    }
    return runs.sorted { ($0.started, $0.command) < ($1.started, $1.command) }
  }

  /// Notes that `key` was written by the run `id`.
  func noteOwner(of key: String, runID id: String) throws(SnapshotReportError) {
    do {
      try AtomicFileWriter.write(Self.runFileName(id), to: ownerURL(key: key))
    } catch {
      throw SnapshotReportError(error)
    }
  }

  /// Removes the records of runs whose processes are gone, and records of no run.
  private func removeFinishedRuns() throws(SnapshotReportError) {
    var finished: [(name: String, lock: FileLock.Held)] = []
    let runs = ((try? FileManager.default.contentsOfDirectory(atPath: runsDirectory.path)) ?? [])
      .filter {
        !$0.hasSuffix(Self.runInfoSuffix) && !$0.hasSuffix(AtomicFileWriter.temporarySuffix)
      }
    for name in runs {
      let lock = FileLock(url: runsDirectory.appendingPathComponent(name))
      if let held = try? lock.acquireIfFree() { finished.append((name, held)) }
    }
    let live = Set(runs).subtracting(finished.map(\.name))
    for key in try recordKeys() where !live.contains(owner(of: key) ?? "") {
      try removeRecord(key)
    }
    for run in finished {
      unlink(runInfoURL(run.name).path)
      unlink(runsDirectory.appendingPathComponent(run.name).path)
      run.lock.release()
    }
  }

  private func owner(of key: String) -> String? {
    (try? InputFile.readText(ownerURL(key: key), limit: 4096))
  }

  /// Removes the record with `key`: its JSON, entry, owner note and copies.
  private func removeRecord(_ key: String) throws(SnapshotReportError) {
    for url in [recordURL(key: key), entryURL(key: key), ownerURL(key: key)] {
      guard unlink(url.path) == 0 || errno == ENOENT else {
        throw SnapshotReportError(path: url.path, reason: "cannot remove it")
      }
    }
    let copies = copiesDirectory.appendingPathComponent(key)
    guard InputFile.kind(of: copies) != nil else { return }
    do {
      try FileManager.default.removeItem(at: copies)
    } catch {
      throw SnapshotReportError(
        path: copies.path, reason: "cannot remove it: \(SystemErrorDescription.describe(error))")
    }
  }
}

/// The run locks this process holds, for as long as it lives: a run is running while any of
/// its processes holds its lock.
final class RunMemberships: @unchecked Sendable {
  static let shared = RunMemberships()
  private let lock = NSLock()
  private var held: [URL: FileLock.Held] = [:]

  /// Keeps `membership` for `file`, replacing (and releasing) one held before.
  func keep(_ membership: FileLock.Held, for file: URL) {
    lock.withLock { held[file] = membership }
  }
}
