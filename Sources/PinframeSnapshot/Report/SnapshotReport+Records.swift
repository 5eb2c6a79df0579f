import Foundation
import PinframeFiles

extension SnapshotReport {
  /// The JSON file of the record with `key`.
  func recordURL(key: String) -> URL {
    recordsDirectory.appendingPathComponent(key + ".json")
  }

  /// Writes `record` as pretty, key-sorted JSON (replacing any record of the same reference).
  func write(_ record: SnapshotFailureRecord) throws(SnapshotReportError) {
    let url = recordURL(key: record.id)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(record)
    } catch {
      throw SnapshotReportError(path: url.path, reason: "cannot encode the record (\(error))")
    }
    do {
      try AtomicFileWriter.write([UInt8](data), to: url)
    } catch {
      throw SnapshotReportError(error)
    }
  }

  /// Reads every record file, ordered by key; the caller holds the lock.
  func readRecords() throws(SnapshotReportError) -> [SnapshotFailureRecord] {
    let folder = recordsDirectory
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw SnapshotReportError(path: folder.path, reason: "cannot list the records (\(error))")
    }
    let files = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    var records: [SnapshotFailureRecord] = []
    for name in files {
      records.append(try readRecord(at: folder.appendingPathComponent(name)))
    }
    return records
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
        reason: "not a snapshot failure record (\(error)); run reset() to start a new report")
    }
  }
}
