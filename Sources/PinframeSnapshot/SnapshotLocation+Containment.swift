import Foundation
import PinframeFiles

extension SnapshotLocation {
  /// Why the reference must not be written or replaced here, or `nil` when it may be.
  ///
  /// The reference may not be a folder, and the folder it goes in, resolved through symbolic
  /// links, must lie inside the snapshots folder (resolved the same way): a
  /// `Snapshots/<TestFile>/` that is a link to another place would make recording or accepting
  /// write outside it. A reference that is itself a symbolic link is fine: it is replaced by
  /// the new file, and its target is never written.
  public var writeProblem: String? {
    if InputFile.kind(of: referenceURL) == .directory {
      return "\(referenceURL.path) is a folder, not a reference file"
    }
    let root = InputFile.resolvedPath(snapshotsDirectory)
    let folder = InputFile.resolvedPath(referenceURL.deletingLastPathComponent())
    guard folder == root || folder.hasPrefix(root == "/" ? "/" : root + "/") else {
      return
        "\(referenceURL.deletingLastPathComponent().path) leads to \(folder), outside the snapshots folder \(root) (through a symbolic link)"
    }
    return nil
  }
}
