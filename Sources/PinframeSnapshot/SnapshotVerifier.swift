import Foundation
import Pinframe
import PinframeFiles

/// Checks one snapshot against its reference, records references by the record mode, writes
/// failure artifacts and adds failures to the HTML report; shared by the test assertions and
/// the `pinframe test` CLI.
public struct SnapshotVerifier: Sendable {
  /// Where the reference lives.
  public var location: SnapshotLocation
  /// The record mode in effect.
  public var record: SnapshotTestingConfiguration.Record
  /// The folder for failure artifacts.
  public var artifactsDirectory: URL
  /// The report that failures are added to, or `nil` for none.
  public var report: SnapshotReport?
  /// The run this check belongs to, which clears the report once per run.
  ///
  /// The test assertions use the process's ``SnapshotRun/shared`` run; the CLI makes one per
  /// invocation.
  public var run: SnapshotRun
  /// The diff tool whose text failure messages show for the reference and the actual file.
  public var diffTool: SnapshotTestingConfiguration.DiffTool = .default
  /// Where the record mode came from and what overrides it, for the message of a missing
  /// reference in mode `never`; `nil` gives the generic advice (the CLI's).
  package var recordModeExplanation: (source: String, override: String)?
  /// More ways to accept a change, printed after the copy command (the CLI names its options).
  package var acceptAdvice: String?

  /// Creates a verifier; failures go to the report in `<artifacts>/report/` unless `report`
  /// says otherwise.
  public init(
    location: SnapshotLocation, record: SnapshotTestingConfiguration.Record,
    artifactsDirectory: URL, report: SnapshotReport?? = nil, run: SnapshotRun = .shared
  ) {
    self.location = location
    self.record = record
    self.artifactsDirectory = artifactsDirectory
    self.report = report ?? SnapshotReport(artifactsDirectory: artifactsDirectory)
    self.run = run
  }

  /// The folder receiving this snapshot's artifacts: `<artifacts>/<TestFile>/<test>.<name>/`.
  public var artifactFolder: URL {
    artifactsDirectory.appendingPathComponent(location.testFile)
      .appendingPathComponent("\(location.testName).\(location.name)")
  }

  func verify(_ format: some SnapshotFormat, testName: String) -> SnapshotVerification {
    // The run joins the report even when everything passes, so a passing run rewrites it to
    // say so instead of leaving a previous run's failures (a failure says why it cannot).
    if let report { try? run.start(report) }
    var check = Check(verifier: self, format: format, testName: testName)
    let outcome = check.run()
    return SnapshotVerification(
      outcome: outcome, record: check.record, isInReport: check.isInReport)
  }

  /// Checks an image against the PNG reference, by the record mode: the entry point for tools
  /// that render images themselves, such as the `pinframe test` CLI.
  ///
  /// - Parameters:
  ///   - image: The actual image.
  ///   - metadata: How it was made; stored in a recorded reference.
  ///   - tolerance: How different the pixels may be.
  ///   - testName: The test's name in failure records and reports.
  public func verify(
    image: Bitmap, metadata: SnapshotMetadata, tolerance: ImageTolerance = .exact,
    testName: String
  ) -> SnapshotVerification {
    verify(
      ImageSnapshotFormat(image: image, metadata: metadata, tolerance: tolerance),
      testName: testName)
  }

  /// Checks recorded animation frames against the APNG reference frame by frame, by the
  /// record mode: the entry point for tools that record animations themselves, such as the
  /// `pinframe test` CLI (the `.animation` strategy's engine).
  ///
  /// - Parameters:
  ///   - frames: The actual frames' display lists, in order; they are rasterized one at a time.
  ///   - fps: The frames per second they were sampled at.
  ///   - metadata: How they were made (``SnapshotMetadata/framesPerSecond`` set); stored in a
  ///     recorded reference.
  ///   - tolerance: How different each frame's pixels may be.
  ///   - options: The rasterizer's options.
  ///   - testName: The test's name in failure records and reports.
  public func verify(
    animation frames: [RecordedFrame], fps: Int, metadata: SnapshotMetadata,
    tolerance: ImageTolerance = .exact, options: RasterOptions = RasterOptions(),
    testName: String
  ) -> SnapshotVerification {
    verify(
      AnimationSnapshotFormat(
        frames: frames, fps: fps, metadata: metadata, tolerance: tolerance, options: options),
      testName: testName)
  }
}

/// The result of one verification: the outcome and, for failures, the report record.
public struct SnapshotVerification: Sendable {
  /// What verifying led to.
  public var outcome: SnapshotOutcome
  /// The failure's record, `nil` when the snapshot passed or nothing needs review.
  public var record: SnapshotFailureRecord?
  /// Whether the record was added to the HTML report (false when there is no report, or it
  /// could not be written).
  public var isInReport = false
}

/// What verifying one snapshot led to.
public enum SnapshotOutcome: Sendable, Equatable {
  /// The snapshot matches its reference.
  case passed
  /// A reference was written; the assertion still fails with this message so the change is
  /// reviewed.
  case recorded(String)
  /// The snapshot does not match (or could not be checked); the message says why.
  case failed(String)

  /// The failure message, or `nil` when the snapshot passed.
  public var failureMessage: String? {
    switch self {
    case .passed: return nil
    case .recorded(let message), .failed(let message): return message
    }
  }
}

/// One run of the record-mode decision table for one snapshot.
private struct Check<Format: SnapshotFormat> {
  let verifier: SnapshotVerifier
  let format: Format
  let testName: String
  var record: SnapshotFailureRecord?
  /// Whether the record was added to the report.
  var isInReport = false

  init(verifier: SnapshotVerifier, format: Format, testName: String) {
    self.verifier = verifier
    self.format = format
    self.testName = testName
  }

  private var reference: URL { verifier.location.referenceURL }
  private var mode: SnapshotTestingConfiguration.Record { verifier.record }

  mutating func run() -> SnapshotOutcome {
    let data: Data
    do {
      data = Data(try InputFile.read(reference))
    } catch  where error.reason == .missing {
      return missingReference()
    } catch {
      return inaccessibleReference(error)
    }
    let comparison: FormatComparison
    do {
      comparison = try format.compare(withReference: data)
    } catch {
      return unreadableReference(error)
    }
    return comparison.matches ? matched(comparison) : mismatched(comparison, data)
  }

  private mutating func missingReference() -> SnapshotOutcome {
    guard mode.recordsMissing else {
      let (source, override) =
        verifier.recordModeExplanation
        ?? (
          "it is never when CI is set",
          "Record it locally (SNAPSHOT_TESTING_RECORD=missing) and commit it."
        )
      let message =
        "No reference was found on disk at \(reference.path). Record mode is \(mode) "
        + "(\(source)), so nothing was recorded. \(override)"
      return fail(message, status: .missingReference, referenceData: nil)
    }
    if let failure = writeReference() { return failure }
    let message =
      "No reference was found on disk. Automatically recorded snapshot: \(reference.path)\n\n"
      + "Re-run the test to assert against the newly recorded snapshot."
    return recorded(message, status: .recordedMissingReference)
  }

  /// A reference path that holds no readable file (a folder, a FIFO, a file this user may not
  /// read): reported as such and never recorded over, whatever the record mode.
  private mutating func inaccessibleReference(_ error: FileReadError) -> SnapshotOutcome {
    fail(
      "The reference \(reference.path) cannot be read: \(error.explanation). Move it away "
        + "(or fix its permissions) and run the test again; nothing was recorded over it.",
      status: .unreadableReference, referenceData: nil)
  }

  private mutating func unreadableReference(_ error: any Error) -> SnapshotOutcome {
    let problem =
      "The reference \(reference.path) cannot be read: \(SystemErrorDescription.describe(error))"
    guard mode.recordsFailures else {
      return fail(problem, status: .unreadableReference, referenceData: nil)
    }
    if let failure = writeReference() { return failure }
    return recorded(
      problem + "\nRecorded a new reference over it (record mode \(mode)).",
      status: .unreadableReference)
  }

  private mutating func matched(_ comparison: FormatComparison) -> SnapshotOutcome {
    guard mode.recordsAll else { return .passed }
    guard !comparison.isIdentical else {
      return .recorded(
        "Record mode is all: the reference \(reference.path) is unchanged and was not "
          + "rewritten. Turn record mode off and re-run the test.")
    }
    if let failure = writeReference() { return failure }
    return recorded(
      "Record mode is all: re-recorded \(reference.path) (it was within the tolerance: "
        + "\(comparison.details)). Turn record mode off and re-run the test.",
      status: .rerecorded, comparison: comparison)
  }

  private mutating func mismatched(_ comparison: FormatComparison, _ data: Data)
    -> SnapshotOutcome
  {
    let status: SnapshotFailureRecord.Status =
      comparison.environmentChanges.isEmpty ? .changed : .environmentChanged
    guard mode.recordsFailures else {
      let message = "Snapshot does not match reference.\n\n\(comparison.details)"
      return fail(message, status: status, referenceData: data, comparison: comparison)
    }
    if let failure = writeReference() { return failure }
    return recorded(
      "Snapshot did not match reference; recorded the new one (record mode \(mode)): "
        + "\(reference.path)\n\(comparison.details)",
      status: .rerecorded, comparison: comparison)
  }

  private mutating func fail(
    _ message: String, status: SnapshotFailureRecord.Status, referenceData: Data?,
    comparison: FormatComparison? = nil
  ) -> SnapshotOutcome {
    let artifacts: SnapshotArtifacts
    do {
      artifacts = try format.writeArtifacts(
        into: verifier.artifactFolder, referenceData: referenceData,
        decoded: comparison?.decoded)
    } catch {
      return .failed(
        message + "\n\nWriting the artifacts failed: \(SystemErrorDescription.describe(error))")
    }
    let full = message + sides(artifacts, referenceData: referenceData) + describe(artifacts)
    let entry = makeRecord(full, status, artifacts, comparison)
    return .failed(full + accept(entry) + addToReport(entry))
  }

  private mutating func recorded(
    _ message: String, status: SnapshotFailureRecord.Status, comparison: FormatComparison? = nil
  ) -> SnapshotOutcome {
    let entry = makeRecord(message, status, SnapshotArtifacts(), comparison)
    return .recorded(message + addToReport(entry))
  }

  private mutating func makeRecord(
    _ message: String, _ status: SnapshotFailureRecord.Status, _ artifacts: SnapshotArtifacts,
    _ comparison: FormatComparison?
  ) -> SnapshotFailureRecord {
    let location = verifier.location
    var metrics = comparison?.metrics
    metrics?.scale = format.scale
    let entry = SnapshotFailureRecord(
      test: SnapshotTestIdentifier(location, testName: testName),
      kind: format.kind, status: status, reference: SnapshotReferencePath(location),
      message: message, metrics: metrics, artifacts: artifacts,
      environmentChanges: comparison?.environmentChanges ?? [],
      acceptRefusal: location.writeProblem)
    record = entry
    return entry
  }

  private func writeReference() -> SnapshotOutcome? {
    if let problem = verifier.location.writeProblem {
      return .failed("Did not record the reference: \(problem).")
    }
    do {
      try AtomicFileWriter.write(try format.referenceBytes(), to: reference)
      return nil
    } catch {
      return .failed(
        "Could not record the reference \(reference.path): \(SystemErrorDescription.describe(error))"
      )
    }
  }

  /// The diff tool's text for the reference and the actual file (by default
  /// swift-snapshot-testing's `@−` and `@+` lines).
  private func sides(_ artifacts: SnapshotArtifacts, referenceData: Data?) -> String {
    guard referenceData != nil, let actual = artifacts.actual else { return "" }
    return "\n\n" + verifier.diffTool(currentFilePath: reference.path, failedFilePath: actual)
  }

  /// Every file written: the whole images, the filmstrip, and the per-frame folder.
  private func describe(_ artifacts: SnapshotArtifacts) -> String {
    var files = [artifacts.expected, artifacts.actual, artifacts.diff, artifacts.filmstrip]
      .compactMap { $0 }
    let framePaths = artifacts.frames.flatMap { [$0.expected, $0.actual, $0.diff] }
      .compactMap { $0 }
    if let first = framePaths.first {
      let folder = URL(fileURLWithPath: first).deletingLastPathComponent().path
      files.append(
        "\(folder)/ (\(framePaths.count) files: NNN-expected.png, NNN-actual.png and "
          + "NNN-diff.png for each of \(artifacts.frames.count) frames)")
    }
    guard !files.isEmpty else { return "" }
    return "\n\nArtifacts:\n" + files.map { "  \($0)" }.joined(separator: "\n")
  }

  private func accept(_ entry: SnapshotFailureRecord) -> String {
    if let refusal = entry.acceptRefusal {
      return "\n\nThe change cannot be accepted by copying: \(refusal)."
    }
    let advice = verifier.acceptAdvice.map { "\n\($0)" } ?? ""
    return entry.acceptCommand.map { "\n\nTo accept the change:\n  \($0)\(advice)" } ?? ""
  }

  private mutating func addToReport(_ entry: SnapshotFailureRecord) -> String {
    guard let report = verifier.report else { return "" }
    do {
      try verifier.run.start(report)
      try report.add(entry, runID: verifier.run.id)
      isInReport = true
      return "\n\nReport: \(report.indexURL.path)"
    } catch {
      return "\n\nThe HTML report could not be updated: \(SystemErrorDescription.describe(error))"
    }
  }
}
