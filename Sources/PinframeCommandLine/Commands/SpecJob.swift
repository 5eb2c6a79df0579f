import Foundation
import Pinframe
import PinframeFiles
import PinframeSnapshot

/// The part of checking one spec that runs off the main actor: rasterizing its display list
/// (or its animation's frames) and verifying the pixels against the reference.
struct SpecJob: Sendable {
  /// What is checked.
  enum Content: Sendable {
    /// A still image, still to be drawn.
    case image(DisplayList)
    /// An animation: its frames' display lists, sampled at `fps`.
    case animation([RecordedFrame], fps: Int)
  }

  /// The spec file, as messages show it.
  var path: String
  /// What is checked.
  var content: Content
  /// Where the reference is and what the record mode is.
  var verifier: SnapshotVerifier
  /// How the image was made, for a recorded reference.
  var metadata: SnapshotMetadata
  /// The reference as messages show it.
  var reference: String

  /// The memory checking the spec takes at most, about: three canvases of RGBA pixels (the
  /// actual frame, the reference's, the diff).
  var memoryBytes: Int {
    let canvas: DisplayList? =
      switch content {
      case .image(let list): list
      case .animation(let frames, _): frames.first?.displayList
      }
    let pixels = canvas.map { $0.width.multipliedReportingOverflow(by: $0.height) }
    guard let pixels, !pixels.overflow, pixels.partialValue < Int.max / 12 else { return .max / 2 }
    return pixels.partialValue * 12
  }

  private func verify() throws -> SnapshotVerification {
    switch content {
    case .image(let displayList):
      let image = try Bitmap(rendering: displayList)
      return verifier.verify(image: image, metadata: metadata, testName: path)
    case .animation(let frames, let fps):
      return verifier.verify(animation: frames, fps: fps, metadata: metadata, testName: path)
    }
  }

  /// Rasterizes and verifies.
  func run() -> SpecResult {
    let clock = ContinuousClock()
    let start = clock.now
    do {
      let verification = try verify()
      verifier.run.touch(
        verifier.location, outcome: verification.outcome,
        artifactsDirectory: verifier.artifactsDirectory)
      return SpecResult(
        path: path, reference: reference, verification: verification, report: verifier.report,
        duration: clock.now - start)
    } catch {
      return SpecResult(
        path: path, status: .error, message: "\(path): \(SystemErrorDescription.describe(error))")
    }
  }
}
