extension SnapshotTestingConfiguration {
  /// Where a record mode came from, so that a failure can say what set it and what overrides
  /// it.
  package enum RecordOrigin: Sendable, Hashable {
    /// The `record:` argument of the assertion.
    case argument
    /// A `withSnapshotTesting(record:)` scope.
    case scope
    /// A `.snapshots(record:)` trait.
    case trait
    /// The deprecated process-wide `isRecording`.
    case global
    /// The `SNAPSHOT_TESTING_RECORD` environment variable.
    case environment
    /// The default on CI (`CI` is set).
    case continuousIntegration
    /// The default elsewhere (`missing`).
    case standard

    /// What set `mode`, as a clause: "set by the `.snapshots(record: .never)` trait".
    package func source(of mode: Record) -> String {
      switch self {
      case .argument: "passed as `record: .\(mode)` to this assertion"
      case .scope: "set by a `withSnapshotTesting(record: .\(mode))` scope"
      case .trait: "set by a `.snapshots(record: .\(mode))` trait"
      case .global: "set by the process-wide `isRecording`"
      case .environment: "set by SNAPSHOT_TESTING_RECORD=\(mode)"
      case .continuousIntegration: "the default when the CI environment variable is set"
      case .standard: "the default"
      }
    }

    /// What overrides a mode from this origin, as a sentence.
    package var override: String {
      switch self {
      case .argument:
        "To record it, change that argument (for example `record: .missing`) or remove it."
      case .scope, .trait:
        "SNAPSHOT_TESTING_RECORD does not override it: remove `record:` there (then "
          + "SNAPSHOT_TESTING_RECORD applies) or pass `record: .missing` to the assertion."
      case .global:
        "Set `isRecording` back, or pass `record: .missing` to the assertion."
      case .environment:
        "Run with SNAPSHOT_TESTING_RECORD=missing to record it; a `.snapshots(record:)` trait, "
          + "a `withSnapshotTesting(record:)` scope or a `record:` argument also overrides it."
      case .continuousIntegration, .standard:
        "Record it locally and commit it, or run with SNAPSHOT_TESTING_RECORD=missing (which "
          + "overrides the CI default)."
      }
    }
  }
}
