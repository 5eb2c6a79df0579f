extension SnapshotReport {
  /// The text of `accept.sh`: a POSIX shell script running every record's accept command; a
  /// change that may not be accepted by copying is left out, with a comment saying why.
  func acceptScript(_ records: [SnapshotFailureRecord]) -> String {
    let commands = records.compactMap { record in
      record.acceptCommand
        ?? record.acceptRefusal.map { reason in
          "# not accepted, \(record.id): " + reason.replacingOccurrences(of: "\n", with: " ")
        }
    }
    let header = [
      "#!/bin/sh",
      "# Accepts every change in this Pinframe snapshot report by copying each actual snapshot",
      "# over its reference. Review the report (index.html) first. Run: sh accept.sh",
      "set -e",
    ]
    return (header + commands).joined(separator: "\n") + "\n"
  }
}
