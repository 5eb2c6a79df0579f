import Pinframe

/// The frame-by-frame comparison of an animation with its reference: which frames differ and
/// the pixel numbers summed over all frames.
struct AnimationComparison {
  /// The reference's frame count.
  var expectedFrameCount = 0
  /// The actual animation's frame count.
  var actualFrameCount = 0
  /// The reference's frame rate, from its first frame's delay (0 when unknown).
  var expectedFramesPerSecond = 0.0
  /// The 0-based indices of the frames that do not match, ascending.
  var differingFrames: [Int] = []
  /// The first differing frame's comparison.
  var firstDifference: ImageComparison?
  /// Differing pixels, summed over the frames both have.
  var differentPixels = 0
  /// Compared pixels, summed over the frames both have.
  var comparedPixels = 0
  /// The largest distance of any pixel.
  var maxDistance = 0.0
  /// The union of the frames' difference bounds.
  var differenceBounds: PixelRect?
  /// Both canvas sizes, from the first frames.
  var sizes: (expected: PixelSize, actual: PixelSize)?

  /// Compares two animations frame by frame, decoding one pair at a time.
  ///
  /// - Throws: ``PNGError`` when either does not decode.
  init(expected: Data, actual: Data, tolerance: ImageTolerance) throws {
    var reference = try APNGReader(data: expected)
    var current = try APNGReader(data: actual)
    expectedFrameCount = reference.frameCount
    actualFrameCount = current.frameCount
    while let left = try reference.nextFrame(), let right = try current.nextFrame() {
      if left.index == 0 {
        expectedFramesPerSecond = left.delay.seconds > 0 ? 1 / left.delay.seconds : 0
      }
      add(right.bitmap.compared(with: left.bitmap, tolerance: tolerance), frame: left.index)
    }
  }

  private mutating func add(_ comparison: ImageComparison, frame: Int) {
    if sizes == nil { sizes = (comparison.expectedSize, comparison.actualSize) }
    differentPixels += comparison.differentPixels
    comparedPixels += comparison.comparedPixels
    maxDistance = max(maxDistance, comparison.maxDistance)
    if let bounds = comparison.differenceBounds {
      differenceBounds = differenceBounds.map { $0.union(bounds) } ?? bounds
    }
    guard !comparison.matches else { return }
    differingFrames.append(frame)
    if firstDifference == nil { firstDifference = comparison }
  }

  /// Whether the frame counts agree and every frame matches.
  var matches: Bool { expectedFrameCount == actualFrameCount && differingFrames.isEmpty }

  /// Whether every frame is identical (no pixel differs at all).
  var isIdentical: Bool { matches && differentPixels == 0 }

  /// What differs, in sentences.
  func summary(tolerance: ImageTolerance) -> String {
    var lines: [String] = []
    if expectedFrameCount != actualFrameCount {
      lines.append(
        "Frame count changed: reference \(expectedFrameCount) frames, actual \(actualFrameCount).")
    }
    if let first = firstDifference, let index = differingFrames.first {
      let shown = differingFrames.prefix(20).map(String.init).joined(separator: ", ")
      let more = differingFrames.count > 20 ? ", …" : ""
      lines.append(
        "\(differingFrames.count) of \(min(expectedFrameCount, actualFrameCount)) frames differ: \(shown)\(more)."
      )
      lines.append("Frame \(index): " + first.summary(tolerance: tolerance))
    }
    return lines.joined(separator: "\n")
  }

  /// The numbers for the report.
  func metrics(actualFramesPerSecond: Double) -> SnapshotMetrics {
    SnapshotMetrics(
      differentPixels: differentPixels, comparedPixels: comparedPixels, maxDistance: maxDistance,
      differenceBounds: differenceBounds, expectedSize: sizes?.expected,
      actualSize: sizes?.actual,
      animation: AnimationMetrics(
        expectedFrameCount: expectedFrameCount, actualFrameCount: actualFrameCount,
        expectedFramesPerSecond: expectedFramesPerSecond,
        actualFramesPerSecond: actualFramesPerSecond, differingFrames: differingFrames))
  }
}

extension PixelRect {
  /// The smallest rectangle holding both.
  func union(_ other: PixelRect) -> PixelRect {
    let minX = min(x, other.x)
    let minY = min(y, other.y)
    let maxX = max(x + width, other.x + other.width)
    let maxY = max(y + height, other.y + other.height)
    return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
