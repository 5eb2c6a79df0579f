import Foundation
import Pinframe
import PinframeFiles

/// The per-frame pictures of an animation failure: each frame of both sides, and a diff of
/// each frame that differs, as `frames/007-expected.png`, `…-actual.png`, `…-diff.png`.
struct FrameArtifacts {
  /// The failure's artifact folder.
  let folder: URL
  /// The tolerance the diffs are drawn with.
  let tolerance: ImageTolerance

  /// Writes the frames of both animations (the reference's only when it decodes) and returns
  /// one entry per frame of the longer one.
  func write(expected: Data?, actual: Data) throws -> [SnapshotFrameArtifacts] {
    var reference = expected.flatMap { try? APNGReader(data: $0) }
    var current = try APNGReader(data: actual)
    var entries: [SnapshotFrameArtifacts] = []
    while true {
      let left = try? reference?.nextFrame()
      let right = try current.nextFrame()
      guard left != nil || right != nil else { break }
      entries.append(try write(index: entries.count, left?.bitmap, right?.bitmap))
    }
    return entries
  }

  private func write(index: Int, _ expected: Bitmap?, _ actual: Bitmap?) throws
    -> SnapshotFrameArtifacts
  {
    let digits = String(index)
    let name = String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    var entry = SnapshotFrameArtifacts()
    entry.expected = try expected.map { try save($0, "\(name)-expected.png") }
    entry.actual = try actual.map { try save($0, "\(name)-actual.png") }
    if let expected, let actual, !actual.compared(with: expected, tolerance: tolerance).matches {
      entry.diff = try save(
        try actual.diffImage(against: expected, tolerance: tolerance), "\(name)-diff.png")
    }
    return entry
  }

  private func save(_ bitmap: Bitmap, _ name: String) throws -> String {
    let url = folder.appendingPathComponent("frames").appendingPathComponent(name)
    try AtomicFileWriter.write([UInt8](try bitmap.pngData(settings: .fast)), to: url)
    return url.path
  }
}
