/// Where a snapshot's reference file lives, absolutely and within the snapshots folder.
public struct SnapshotReferencePath: Sendable, Hashable, Codable {
  /// The reference's absolute path (`/repo/Snapshots/CardTests/testCard.1.png`).
  public var absolutePath: String
  /// The reference's path relative to the snapshots folder (`CardTests/testCard.1.png`).
  public var relativePath: String

  /// Creates a reference path from its two spellings.
  public init(absolutePath: String, relativePath: String) {
    self.absolutePath = absolutePath
    self.relativePath = relativePath
  }

  /// The reference path of a snapshot location.
  public init(_ location: SnapshotLocation) {
    self.init(
      absolutePath: location.referenceURL.standardizedFileURL.path,
      relativePath: location.relativePath)
  }
}
