import Foundation

extension SnapshotFailureRecord {
  /// The shell command that accepts the change: it replaces the reference with the actual
  /// snapshot.
  ///
  /// `rm -f '<reference>' && cp '<actual>' '<reference>'`, with every path quoted by
  /// ``ShellQuoting/quote(_:)``: removing first replaces a reference that is a symbolic link
  /// instead of writing through it, and stops at a reference that is a folder. When there is
  /// no reference yet, `mkdir -p '<folder>' && ` comes first. `nil` when the run already wrote
  /// the reference (``Status/needsAccepting``), there is no actual file, or the reference may
  /// not be replaced (``acceptRefusal``).
  public var acceptCommand: String? {
    guard status.needsAccepting, acceptRefusal == nil, let actual = artifacts.actual else {
      return nil
    }
    let target = ShellQuoting.quote(reference.absolutePath)
    let copy = "rm -f \(target) && cp \(ShellQuoting.quote(actual)) \(target)"
    guard status == .missingReference else { return copy }
    let folder = URL(fileURLWithPath: reference.absolutePath).deletingLastPathComponent().path
    return "mkdir -p \(ShellQuoting.quote(folder)) && \(copy)"
  }
}
