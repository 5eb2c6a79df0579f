import Foundation
import PinframeFiles

extension SnapshotReport {
  /// The marker file that makes a folder a Pinframe report folder, which Pinframe may clear.
  public static let markerName = ".pinframe-report"

  /// The names a report folder holds; a folder of only these (with a `.run` file, as reports
  /// written before the marker existed had) is taken for a report and marked.
  static let ownNames: Set<String> = [
    "index.html", "accept.sh", "records", "files", ".lock", ".run", ".runs", markerName,
  ]

  /// The marker file of this report.
  var markerURL: URL { directory.appendingPathComponent(Self.markerName) }

  /// Makes sure the report folder is Pinframe's before anything is written or removed in it:
  /// a missing or empty folder is created and marked; a folder with the marker is used; any
  /// other folder (a project folder, `Snapshots/`, another tool's report) is refused.
  ///
  /// - Throws: ``SnapshotReportError`` naming the folder and what to do instead.
  public func claimFolder() throws(SnapshotReportError) {
    if try !checkFolder() { try createMarked() }
  }

  /// Checks, without changing anything, that the report may use its folder (see
  /// ``claimFolder()``); returns whether the folder is already marked as a report.
  ///
  /// - Throws: ``SnapshotReportError`` for a folder that is not empty and not a report, or a
  ///   path that is not a folder.
  @discardableResult
  public func checkFolder() throws(SnapshotReportError) -> Bool {
    switch InputFile.kind(of: directory) {
    case nil:
      return false
    case .directory?, .symbolicLink?:
      guard InputFile.kind(of: markerURL) != .regularFile else { return true }
      try checkUnmarked()
      return false
    case let kind?:
      throw SnapshotReportError(
        path: directory.path,
        reason: "it is \(kind.name), not a folder: name a folder for the report")
    }
  }

  private func checkUnmarked() throws(SnapshotReportError) {
    // Temporary files are another writer's marker on its way (it is renamed in place last).
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { !$0.hasSuffix(AtomicFileWriter.temporarySuffix) }
    } catch {
      throw SnapshotReportError(
        path: directory.path, reason: "cannot list it: \(SystemErrorDescription.describe(error))")
    }
    let isEarlierReport = names.contains(".run") && Set(names).isSubset(of: Self.ownNames)
    guard names.isEmpty || isEarlierReport else {
      throw SnapshotReportError(
        path: directory.path,
        reason:
          "it is not empty and is not a Pinframe report folder (it has no \(Self.markerName) file), so nothing in it is deleted or overwritten: name a new or empty folder for the report"
      )
    }
  }

  private func createMarked() throws(SnapshotReportError) {
    do {
      try AtomicFileWriter.write(
        "A Pinframe snapshot report: Pinframe clears and rewrites this folder.\n", to: markerURL)
    } catch {
      throw SnapshotReportError(error)
    }
  }
}
