import Foundation
import PinframeFiles

extension SnapshotReport {
  /// The JSON file of the record with `key`.
  func recordURL(key: String) -> URL {
    recordsDirectory.appendingPathComponent(key + ".json")
  }

  /// The rendered entry of the record with `key`.
  func entryURL(key: String) -> URL {
    recordsDirectory.appendingPathComponent(key + ".html")
  }

  /// Writes `record` as pretty, key-sorted JSON (replacing any record of the same reference),
  /// then its rendered entry.
  ///
  /// The old entry is removed first, so a process that dies in between leaves no stale entry:
  /// a record without one is rendered when the page is written.
  func write(_ record: SnapshotFailureRecord) throws(SnapshotReportError) {
    let entry = entryURL(key: record.id)
    guard unlink(entry.path) == 0 || errno == ENOENT else {
      throw SnapshotReportError(path: entry.path, reason: "cannot remove the old entry")
    }
    try writeJSON(record)
    let html = ReportPage(records: [record], directory: directory).entry(record)
    do {
      try AtomicFileWriter.write(html, to: entry)
    } catch {
      throw SnapshotReportError(error)
    }
  }

  private func writeJSON(_ record: SnapshotFailureRecord) throws(SnapshotReportError) {
    let url = recordURL(key: record.id)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(record)
    } catch {
      throw SnapshotReportError(
        path: url.path,
        reason: "cannot encode the record: \(SystemErrorDescription.describe(error))")
    }
    do {
      try AtomicFileWriter.write([UInt8](data), to: url)
    } catch {
      throw SnapshotReportError(error)
    }
  }

  /// The keys of the stored records, sorted; the caller holds the lock.
  func recordKeys() throws(SnapshotReportError) -> [String] {
    let folder = recordsDirectory
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw SnapshotReportError(
        path: folder.path,
        reason: "cannot list the records: \(SystemErrorDescription.describe(error))")
    }
    return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
      .map { String($0.dropLast(".json".count)) }
  }

  /// Reads every record file and its rendered entry, ordered by key; the caller holds the lock.
  func readItems() throws(SnapshotReportError) -> [ReportPage.Item] {
    var items: [ReportPage.Item] = []
    for key in try recordKeys() {
      let record = try readRecord(at: recordURL(key: key))
      let entry = FileManager.default.contents(atPath: entryURL(key: key).path)
      items.append(
        ReportPage.Item(
          record: record, renderedEntry: entry.map { String(decoding: $0, as: UTF8.self) }))
    }
    return items
  }

  private func readRecord(at url: URL) throws(SnapshotReportError) -> SnapshotFailureRecord {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw SnapshotReportError(path: url.path, reason: "cannot read the record")
    }
    do {
      return try JSONDecoder().decode(SnapshotFailureRecord.self, from: data)
    } catch {
      throw SnapshotReportError(
        path: url.path,
        reason:
          "not a snapshot failure record (\(SystemErrorDescription.describe(error))); run reset() to start a new report"
      )
    }
  }
}
