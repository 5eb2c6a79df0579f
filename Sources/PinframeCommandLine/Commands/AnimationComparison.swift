import Pinframe
import PinframeSnapshot

/// How two images, or two animations frame by frame, compare.
struct AnimationComparison {
  /// The files' names, expected first.
  var names: (expected: String, actual: String)
  /// The frame counts, expected first.
  var frameCounts: (expected: Int, actual: Int)
  /// The canvas sizes in pixels, expected first.
  var sizes: (expected: PixelSize, actual: PixelSize)
  /// The comparison of each frame both files have (none when sizes or frame counts differ).
  var frames: [ImageComparison]
  /// The index of the first frame that does not match.
  var firstDifference: Int?

  /// Whether the files have one size and as many frames, and every frame matches.
  var matches: Bool {
    sizesMatch && frameCounts.expected == frameCounts.actual && frames.allSatisfy(\.matches)
  }

  private var sizesMatch: Bool { sizes.expected == sizes.actual }

  /// The largest canvas compared: the ``memoryBudget`` over the five canvases a comparison
  /// holds at most (each file's canvas and decoded frame, and the diff), 4 bytes a pixel.
  static let maximumCanvasPixels = memoryBudget / (5 * 4)
  /// The most memory a comparison's pixels take: 1 GiB, as a recording's.
  static let memoryBudget = RecordingWriter.defaultMemoryBudget

  /// Refuses, before any frame is decoded, a comparison over the memory budget or whose
  /// decoding (both files' frames) is over `workLimit`.
  ///
  /// - Throws: ``CommandLineError`` naming the budget, or the work limit's error.
  static func checkBudgets(
    _ expected: FrameSequence, _ actual: FrameSequence, workLimit: WorkLimit
  ) throws {
    for file in [expected, actual] {
      let (pixels, overflow) = file.width.multipliedReportingOverflow(by: file.height)
      guard overflow || pixels > maximumCanvasPixels else { continue }
      throw CommandLineError(
        "\(file.path): comparing \(file.width)×\(file.height) px frames would take more than the \(memoryBudget >> 30) GiB memory budget of a comparison (at most \(maximumCanvasPixels) pixels a frame); no option raises it"
      )
    }
    var pixels = 0.0
    for file in [expected, actual] {
      let frame = Double(file.width) * Double(file.height)
      pixels += frame * Double(file.frameCount)
    }
    let work = pixels < Double(Int.max) ? Int(pixels) : Int.max
    try workLimit.check(
      work, for: "comparing \(expected.path) and \(actual.path)",
      raise: WorkLimitOption.raise(toCover: work))
  }

  /// Compares `expected` and `actual` frame by frame, decoding one pair at a time.
  ///
  /// Files of different sizes or frame counts are not decoded at all. `firstDifferent` gets
  /// the pixels of the first frame pair that does not match (to write a diff), which are not
  /// kept.
  ///
  /// - Throws: ``CommandLineError`` when a frame does not decode, and what `firstDifferent`
  ///   throws.
  static func compare(
    _ expected: inout FrameSequence, _ actual: inout FrameSequence, tolerance: ImageTolerance,
    firstDifferent: (_ expected: Bitmap, _ actual: Bitmap) throws -> Void
  ) throws -> AnimationComparison {
    var result = AnimationComparison(
      names: (expected.path, actual.path),
      frameCounts: (expected.frameCount, actual.frameCount),
      sizes: (
        PixelSize(width: expected.width, height: expected.height),
        PixelSize(width: actual.width, height: actual.height)
      ), frames: [], firstDifference: nil)
    guard result.sizesMatch, expected.frameCount == actual.frameCount else { return result }
    while let left = try expected.next(), let right = try actual.next() {
      let comparison = right.compared(with: left, tolerance: tolerance)
      if !comparison.matches, result.firstDifference == nil {
        result.firstDifference = result.frames.count
        try firstDifferent(left, right)
      }
      result.frames.append(comparison)
    }
    return result
  }

  /// The verdict, then what differs.
  func lines(tolerance: ImageTolerance) -> [String] {
    let pair = "\(names.expected) and \(names.actual)"
    var lines: [String] = []
    if !sizesMatch {
      lines.append("\(pair) differ: \(sizes.expected) px against \(sizes.actual) px")
    }
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
