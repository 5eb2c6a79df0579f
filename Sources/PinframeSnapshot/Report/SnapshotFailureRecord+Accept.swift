import Foundation

extension SnapshotFailureRecord {
  /// The shell command that accepts the change: it copies the actual snapshot over the reference.
  ///
  /// `cp '<actual>' '<reference>'`, with every path quoted by ``ShellQuoting/quote(_:)``. When
  /// there is no reference yet, `mkdir -p '<folder>' && ` comes first. `nil` when the run
  /// already wrote the reference (``Status/needsAccepting``) or there is no actual file.
  public var acceptCommand: String? {
    guard status.needsAccepting, let actual = artifacts.actual else { return nil }
    let copy = "cp \(ShellQuoting.quote(actual)) \(ShellQuoting.quote(reference.absolutePath))"
    guard status == .missingReference else { return copy }
    let folder = URL(fileURLWithPath: reference.absolutePath).deletingLastPathComponent().path
    return "mkdir -p \(ShellQuoting.quote(folder)) && \(copy)"
  }
}
