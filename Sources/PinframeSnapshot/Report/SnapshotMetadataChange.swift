/// One entry of a reference's environment metadata that differs from the current run's.
///
/// References record the renderer, fonts, toolchain and scale they were made with; when these
/// differ, the report says "environment changed" separately from "pixels changed".
public struct SnapshotMetadataChange: Sendable, Hashable, Codable {
  /// The metadata key (`renderer`, `swift`, `scale`).
  public var key: String
  /// The reference's value, `nil` when the reference does not record the key.
  public var expected: String?
  /// The current run's value, `nil` when the run does not have the key.
  public var actual: String?

  /// Creates a metadata change.
  public init(key: String, expected: String?, actual: String?) {
    self.key = key
    self.expected = expected
    self.actual = actual
  }
}
