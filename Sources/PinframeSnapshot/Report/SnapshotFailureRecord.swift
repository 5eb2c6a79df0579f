/// One snapshot that needs review: what failed, the numbers, the files, and how to accept it.
///
/// Records are stored as JSON (one file each) in a ``SnapshotReport`` folder and rendered into
/// its `index.html`. Paths are absolute; the report turns them into relative links.
public struct SnapshotFailureRecord: Sendable, Hashable, Codable, Identifiable {
  /// The snapshot: test file, test and snapshot name.
  public var test: SnapshotTestIdentifier
  /// Whether the snapshot is an image, an animation or text.
  public var kind: Kind
  /// What happened: changed pixels, a missing reference, a changed environment, ….
  public var status: Status
  /// The reference file.
  public var reference: SnapshotReferencePath
  /// The failure message, as the test reported it.
  public var message: String
  /// The pixel and frame numbers (images and animations).
  public var metrics: SnapshotMetrics?
  /// The files written for the failure.
  public var artifacts: SnapshotArtifacts
  /// The environment metadata that differs between the reference and this run.
  public var environmentChanges: [SnapshotMetadataChange]
  /// Why the change cannot be accepted by copying the actual file (the reference is a folder,
  /// or its folder leads outside the snapshots folder); `nil` when it can.
  public var acceptRefusal: String?

  /// Creates a record.
  public init(
    test: SnapshotTestIdentifier, kind: Kind, status: Status, reference: SnapshotReferencePath,
    message: String, metrics: SnapshotMetrics? = nil, artifacts: SnapshotArtifacts,
    environmentChanges: [SnapshotMetadataChange] = [], acceptRefusal: String? = nil
  ) {
    self.test = test
    self.kind = kind
    self.status = status
    self.reference = reference
    self.message = message
    self.metrics = metrics
    self.artifacts = artifacts
    self.environmentChanges = environmentChanges
    self.acceptRefusal = acceptRefusal
  }

  /// The record's key (``SnapshotTestIdentifier/key``): one record per reference file.
  public var id: String { test.key }
}

extension SnapshotFailureRecord {
  /// What kind of snapshot failed.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A still image (PNG).
    case image
    /// An animation (APNG), compared frame by frame.
    case animation
    /// A text snapshot, such as a view tree dump.
    case text
  }

  /// What happened to the snapshot.
  public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
    /// The snapshot differs from its reference.
    case changed
    /// There is no reference and the record mode did not allow writing one.
    case missingReference
    /// There was no reference, so the actual snapshot was recorded as the reference.
    case recordedMissingReference
    /// The record mode rewrote a reference that differed.
    case rerecorded
    /// The reference was made in a different environment (renderer, fonts, toolchain, scale).
    case environmentChanged
    /// The reference exists but cannot be decoded.
    case unreadableReference

    /// A short label for the report: "Changed", "No reference", ….
    public var title: String {
      switch self {
      case .changed: "Changed"
      case .missingReference: "No reference"
      case .recordedMissingReference: "Recorded"
      case .rerecorded: "Re-recorded"
      case .environmentChanged: "Environment changed"
      case .unreadableReference: "Unreadable reference"
      }
    }

    /// Whether copying the actual snapshot over the reference is still to be done.
    ///
    /// Not for references the run already wrote (recorded or re-recorded).
    public var needsAccepting: Bool {
      switch self {
      case .recordedMissingReference, .rerecorded: false
      default: true
      }
    }
  }
}
