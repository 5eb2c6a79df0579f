import Foundation
import Pinframe
import PinframeSnapshot

/// The part of checking one spec that runs off the main actor: rasterizing its display list
/// and verifying the pixels against the reference.
struct SpecJob: Sendable {
  /// The spec file, as messages show it.
  var path: String
  /// What to draw.
  var displayList: DisplayList
  /// Where the reference is and what the record mode is.
  var verifier: SnapshotVerifier
  /// How the image was made, for a recorded reference.
  var metadata: SnapshotMetadata
  /// The reference as messages show it.
  var reference: String

  /// Rasterizes and verifies.
  func run() -> SpecResult {
    let clock = ContinuousClock()
    let start = clock.now
    do {
      let image = try Bitmap(rendering: displayList)
      let verification = verifier.verify(image: image, metadata: metadata, testName: path)
      verifier.run.touch(
        verifier.location, outcome: verification.outcome,
        artifactsDirectory: verifier.artifactsDirectory)
      return SpecResult(
        path: path, reference: reference, verification: verification, report: verifier.report,
        duration: clock.now - start)
    } catch {
      return SpecResult(path: path, status: .error, message: "\(path): \(error)")
    }
  }
}
