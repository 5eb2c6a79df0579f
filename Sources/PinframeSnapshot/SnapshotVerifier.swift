import Foundation
import PinframeFiles

/// Checks one snapshot against its reference, records references by the record mode, and
/// writes failure artifacts; shared by the test assertions and the `pinframe test` CLI.
public struct SnapshotVerifier: Sendable {
  /// Where the reference lives.
  public var location: SnapshotLocation
  /// The record mode in effect.
  public var record: SnapshotTestingConfiguration.Record
  /// The folder for failure artifacts.
  public var artifactsDirectory: URL

  /// Creates a verifier.
  public init(
    location: SnapshotLocation, record: SnapshotTestingConfiguration.Record,
    artifactsDirectory: URL
  ) {
    self.location = location
    self.record = record
    self.artifactsDirectory = artifactsDirectory
  }

  /// The folder receiving this snapshot's artifacts: `<artifacts>/<TestFile>/<test>.<name>/`.
  public var artifactFolder: URL {
    artifactsDirectory.appendingPathComponent(location.testFile)
      .appendingPathComponent("\(location.testName).\(location.name)")
  }

  func verify(_ format: some SnapshotFormat) -> SnapshotOutcome {
    let reference = location.referenceURL
    guard let data = FileManager.default.contents(atPath: reference.path) else {
      return missingReference(format)
    }
    let comparison: FormatComparison
    do {
      comparison = try format.compare(withReference: data)
    } catch {
      return unreadableReference(format, error: error)
    }
    if comparison.matches {
      return matched(format, comparison)
    }
    return mismatched(format, comparison, referenceData: data)
  }

  private func missingReference(_ format: some SnapshotFormat) -> SnapshotOutcome {
    guard record.recordsMissing else {
      let artifacts = (try? format.writeArtifacts(into: artifactFolder, referenceData: nil)) ?? []
      return .failed(
        "No reference was found on disk at \(location.referenceURL.path). Record mode is "
          + "\(record) (it is never when CI is set), so nothing was recorded: record it "
          + "locally (SNAPSHOT_TESTING_RECORD=missing) and commit it."
          + acceptHint(format, artifacts: artifacts), artifacts: artifacts)
    }
    if let failure = writeReference(format) { return failure }
    return .recorded(
      "No reference was found on disk. Automatically recorded snapshot: "
        + "\(location.referenceURL.path)\n\nRe-run the test to assert against the newly "
        + "recorded snapshot.")
  }

  private func unreadableReference(_ format: some SnapshotFormat, error: any Error)
    -> SnapshotOutcome
  {
    let problem = "The reference \(location.referenceURL.path) cannot be read: \(error)"
    guard record.recordsFailures else {
      let artifacts = (try? format.writeArtifacts(into: artifactFolder, referenceData: nil)) ?? []
      return .failed(problem + acceptHint(format, artifacts: artifacts), artifacts: artifacts)
    }
    if let failure = writeReference(format) { return failure }
    return .recorded(problem + "\nRecorded a new reference over it (record mode \(record)).")
  }

  private func matched(_ format: some SnapshotFormat, _ comparison: FormatComparison)
    -> SnapshotOutcome
  {
    guard record.recordsAll else { return .passed }
    guard !comparison.isIdentical else {
      return .recorded(
        "Record mode is all: the reference \(location.referenceURL.path) is unchanged and was "
          + "not rewritten. Turn record mode off and re-run the test.")
    }
    if let failure = writeReference(format) { return failure }
    return .recorded(
      "Record mode is all: re-recorded \(location.referenceURL.path) (it was within the "
        + "tolerance: \(comparison.details)). Turn record mode off and re-run the test.")
  }

  private func mismatched(
    _ format: some SnapshotFormat, _ comparison: FormatComparison, referenceData: Data
  ) -> SnapshotOutcome {
    let artifacts: [URL]
    do {
      artifacts = try format.writeArtifacts(into: artifactFolder, referenceData: referenceData)
    } catch {
      return .failed(
        "Snapshot does not match reference \(location.referenceURL.path): \(comparison.details)"
          + "\nWriting the artifacts failed: \(error)", artifacts: [])
    }
    if record.recordsFailures {
      if let failure = writeReference(format) { return failure }
      return .recorded(
        "Snapshot did not match reference; recorded the new one (record mode \(record)): "
          + "\(location.referenceURL.path)\n\(comparison.details)"
          + artifactList(artifacts))
    }
    return .failed(
      "Snapshot does not match reference.\n\n\(comparison.details)\n\n"
        + "@−\n\"file://\(location.referenceURL.path)\"\n@+\n\"file://\(format.actualArtifact(in: artifactFolder).path)\""
        + artifactList(artifacts) + acceptHint(format, artifacts: artifacts),
      artifacts: artifacts)
  }

  private func writeReference(_ format: some SnapshotFormat) -> SnapshotOutcome? {
    do {
      try AtomicFileWriter.write(try format.referenceBytes(), to: location.referenceURL)
      return nil
    } catch {
      return .failed(
        "Could not record the reference \(location.referenceURL.path): \(error)", artifacts: [])
    }
  }

  private func artifactList(_ artifacts: [URL]) -> String {
    guard !artifacts.isEmpty else { return "" }
    return "\n\nArtifacts:\n" + artifacts.map { "  \($0.path)" }.joined(separator: "\n")
  }

  private func acceptHint(_ format: some SnapshotFormat, artifacts: [URL]) -> String {
    let actual = format.actualArtifact(in: artifactFolder)
    guard artifacts.contains(actual) else { return "" }
    return "\n\nTo accept the change:\n  "
      + AcceptCommand.copy(from: actual, to: location.referenceURL)
  }
}

/// What verifying one snapshot led to.
public enum SnapshotOutcome: Sendable, Equatable {
  /// The snapshot matches its reference.
  case passed
  /// A reference was written; the assertion still fails with this message so the change is
  /// reviewed.
  case recorded(String)
  /// The snapshot does not match (or could not be checked); the message says why.
  case failed(String, artifacts: [URL])

  /// The failure message, or `nil` when the snapshot passed.
  public var failureMessage: String? {
    switch self {
    case .passed: return nil
    case .recorded(let message): return message
    case .failed(let message, _): return message
    }
  }
}

/// Shell commands that accept a snapshot change.
public enum AcceptCommand {
  /// `cp 'actual' 'reference'` with both paths quoted for POSIX shells.
  public static func copy(from source: URL, to destination: URL) -> String {
    "cp \(quote(source.path)) \(quote(destination.path))"
  }

  /// A path in single quotes, embedded single quotes written as `'\''`.
  public static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
