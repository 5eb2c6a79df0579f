import Pinframe
import PinframeSnapshot

/// How two images, or two animations frame by frame, compare.
struct AnimationComparison {
  /// The files' names, expected first.
  var names: (expected: String, actual: String)
  /// The frame counts, expected first.
  var frameCounts: (expected: Int, actual: Int)
  /// The comparison of each frame both files have.
  var frames: [ImageComparison]
  /// The first frame that does not match: its index and both bitmaps.
  var firstDifference: (index: Int, expected: Bitmap, actual: Bitmap)?

  /// Whether the files have as many frames and every frame matches.
  var matches: Bool {
    frameCounts.expected == frameCounts.actual && frames.allSatisfy(\.matches)
  }

  /// Compares `expected` and `actual` frame by frame, decoding one pair at a time.
  ///
  /// - Throws: ``CommandLineError`` when a frame does not decode.
  static func compare(
    _ expected: inout FrameSequence, _ actual: inout FrameSequence, tolerance: ImageTolerance
  ) throws(CommandLineError) -> AnimationComparison {
    var result = AnimationComparison(
      names: (expected.path, actual.path),
      frameCounts: (expected.frameCount, actual.frameCount), frames: [], firstDifference: nil)
    while let left = try expected.next(), let right = try actual.next() {
      let comparison = right.compared(with: left, tolerance: tolerance)
      if !comparison.matches, result.firstDifference == nil {
        result.firstDifference = (result.frames.count, left, right)
      }
      result.frames.append(comparison)
    }
    return result
  }

  /// The verdict, then what differs.
  func lines(tolerance: ImageTolerance) -> [String] {
    let pair = "\(names.expected) and \(names.actual)"
    var lines: [String] = []
    if frameCounts.expected != frameCounts.actual {
      lines.append(
        "\(pair) differ: \(frameCounts.expected) frames against \(frameCounts.actual)")
    }
    let changed = frames.indices.filter { !frames[$0].matches }
    if let index = changed.first {
      let frame =
        frameCounts.expected > 1 ? " in frame \(index) (\(changed.count) frames differ)" : ""
      lines.append("\(pair) differ\(frame):")
      lines.append(frames[index].summary(tolerance: tolerance))
    } else if lines.isEmpty {
      lines.append(sameLine(pair))
    }
    return lines
  }

  private func sameLine(_ pair: String) -> String {
    let size = frames.first.map { " (\($0.actualSize) px)" } ?? ""
    let count = frameCounts.expected > 1 ? ", \(frameCounts.expected) frames" : ""
    guard frames.allSatisfy({ $0.differentPixels == 0 }) else {
      let pixels = frames.map(\.differentPixels).reduce(0, +)
      return "\(pair) are the same within the tolerance\(size)\(count): \(pixels) pixels differ"
    }
    return "\(pair) have identical pixels\(size)\(count)"
  }
}
