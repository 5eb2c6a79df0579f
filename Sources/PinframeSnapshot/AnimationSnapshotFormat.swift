import Foundation
import Pinframe
import PinframeFiles

/// Animation snapshots: every frame, stored as one APNG reference and verified frame by frame.
///
/// The actual frames are kept as display lists (a few kilobytes each) and rasterized one at a
/// time, while the reference's frames are decoded one at a time, so memory does not grow with
/// the number of frames. A different frame count or frame rate is reported as such, and the
/// frames both have are still compared.
struct AnimationSnapshotFormat: SnapshotFormat {
  /// The actual frames' display lists, in order.
  var frames: [RecordedFrame]
  /// Frames per second.
  var fps: Int
  /// How the frames were made (``SnapshotMetadata/framesPerSecond`` set).
  var metadata: SnapshotMetadata
  /// How different each frame may be.
  var tolerance: ImageTolerance
  /// The rasterizer's options.
  var options: RasterOptions

  var kind: SnapshotFailureRecord.Kind { .animation }

  var pathExtension: String { "png" }

  var scale: Double? { metadata.scale }

  func compare(withReference data: Data) throws -> FormatComparison {
    let opened = try APNGReader(data: data)
    var reader = opened
    let reference = SnapshotMetadata(textChunks: reader.text(SnapshotMetadata.textSelection))
    let referenceFPS = reference?.framesPerSecond ?? 0
    var scan = FrameScan(tolerance: tolerance)
    scan.expectedSize = PixelSize(width: reader.width, height: reader.height)
    scan.actualSize = canvasSize
    let sizeChanged = canvasSize.map { $0 != scan.expectedSize } ?? false
    // Only the frames both have, and none when the canvases differ: a reference of another
    // size or length is reported without decoding what cannot match.
    var rasterizer = Rasterizer(options: options)
    for index in 0..<(sizeChanged ? 0 : min(reader.frameCount, frames.count)) {
      let expected = try reader.nextFrame()?.bitmap
      scan.add(
        index: index, expected: expected, actual: try rasterizer.render(frames[index].displayList))
    }
    if sizeChanged { scan.differingFrames = Array(0..<frames.count) }
    let sameTiming = reader.frameCount == frames.count && referenceFPS == fps
    if sameTiming && scan.differingFrames.isEmpty && scan.identical { return .identical }
    var details = timingDetails(referenceCount: reader.frameCount, referenceFPS: referenceFPS)
    if sizeChanged, let expected = scan.expectedSize, let actual = canvasSize {
      details +=
        "Size changed: reference \(expected.width)×\(expected.height) px, actual \(actual.width)×\(actual.height) px; no frame was compared.\n"
    }
    details += sizeChanged ? "" : scan.summary
    var changes: [SnapshotMetadataChange] = []
    if let change = metadata.environmentChange(from: reference), !scan.differingFrames.isEmpty {
      details = "Environment changed: \(change).\n" + details
      changes = metadata.changes(from: reference)
    }
    if let change = metadata.scaleChange(from: reference), !scan.differingFrames.isEmpty {
      details = change + "\n" + details
    }
    let animation = AnimationMetrics(
      expectedFrameCount: reader.frameCount, actualFrameCount: frames.count,
      expectedFramesPerSecond: Double(referenceFPS), actualFramesPerSecond: Double(fps),
      differingFrames: scan.differingFrames)
    return FormatComparison(
      matches: sameTiming && scan.differingFrames.isEmpty, isIdentical: false, details: details,
      metrics: scan.metrics(animation: animation), environmentChanges: changes,
      decoded: .animation(opened))
  }

  /// The actual frames' canvas in device pixels (`nil` without frames).
  private var canvasSize: PixelSize? {
    frames.first.map { PixelSize(width: $0.displayList.width, height: $0.displayList.height) }
  }

  private func timingDetails(referenceCount: Int, referenceFPS: Int) -> String {
    var lines: [String] = []
    if referenceCount != frames.count {
      lines.append(
        "Frame count changed: reference \(referenceCount) frames, actual \(frames.count) frames.")
    }
    if referenceFPS != fps {
      lines.append("Frame rate changed: reference \(referenceFPS) fps, actual \(fps) fps.")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  func referenceBytes() throws -> [UInt8] {
    var rasterizer = Rasterizer(options: options)
    var writer: APNGWriter?
    for frame in frames {
      let bitmap = try rasterizer.render(frame.displayList)
      if writer == nil {
        writer = try APNGWriter(
          width: bitmap.width, height: bitmap.height,
          frameDelay: FrameDelay(framesPerSecond: UInt16(clamping: fps)),
          text: metadata.textChunks)
      }
      try writer?.append(bitmap)
    }
    guard let writer else { throw SnapshotFormatError(message: "the animation has no frames") }
    return [UInt8](try writer.finish())
  }

  func writeArtifacts(into folder: URL, referenceData: Data?, decoded: DecodedReference?) throws
    -> SnapshotArtifacts
  {
    var artifacts = SnapshotArtifacts()
    let actual = folder.appendingPathComponent("actual.png")
    try AtomicFileWriter.write(try referenceBytes(), to: actual)
    artifacts.actual = actual.path
    if let referenceData {
      let expected = folder.appendingPathComponent("expected.png")
      try AtomicFileWriter.write([UInt8](referenceData), to: expected)
      artifacts.expected = expected.path
    }
    artifacts.frames = try writeFrames(
      into: folder, reference: try openedReader(referenceData, decoded: decoded))
    artifacts.filmstrip = try writeFilmstrip(into: folder)
    return artifacts
  }

  /// The reference's reader before its first frame: the comparison's, else opened now.
  private func openedReader(_ data: Data?, decoded: DecodedReference?) throws -> APNGReader? {
    if case .animation(let reader) = decoded { return reader }
    return try data.map { try APNGReader(data: $0) }
  }

  /// Writes each frame's expected, actual and diff PNG as `frames/<index>-<side>.png`.
  private func writeFrames(into folder: URL, reference: APNGReader?) throws
    -> [SnapshotFrameArtifacts]
  {
    // Every frame of either side when the canvases match; only the actual frames when they
    // do not, so a reference of another size is never decoded.
    let matching = reference.flatMap {
      $0.width == canvasSize?.width && $0.height == canvasSize?.height ? $0 : nil
    }
    var reader = matching
    let count = max(reader?.frameCount ?? 0, frames.count)
    var rasterizer = Rasterizer(options: options)
    var result: [SnapshotFrameArtifacts] = []
    for index in 0..<count {
      let name = String(format: "frames/%03d", index)
      let expected = index < (reader?.frameCount ?? 0) ? try reader?.nextFrame()?.bitmap : nil
      let actual = index < frames.count ? try rasterizer.render(frames[index].displayList) : nil
      var entry = SnapshotFrameArtifacts()
      entry.expected = try expected.map { try write($0, "\(name)-expected.png", in: folder) }
      entry.actual = try actual.map { try write($0, "\(name)-actual.png", in: folder) }
      if let expected, let actual {
        let diff = try actual.diffImage(against: expected, tolerance: tolerance)
        entry.diff = try write(diff, "\(name)-diff.png", in: folder)
      }
      result.append(entry)
    }
    return result
  }

  /// Writes the actual frames side by side with their indices, each at most 480 pixels tall,
  /// and smaller when the strip would be over the rasterizer's pixel limit.
  private func writeFilmstrip(into folder: URL) throws -> String? {
    guard let first = frames.first?.displayList else { return nil }
    var strip = fittingFilmstrip(
      width: first.width, height: first.height, scale: min(1, 480 / Double(max(first.height, 1))))
    for frame in frames { strip.append(frame) }
    let image = try Bitmap(rendering: strip.displayList, options: options)
    return try write(image, "filmstrip.png", in: folder)
  }

  /// A filmstrip of the frames at `scale`, halved until the whole strip fits the pixel limit
  /// (checked before any frame is drawn; a 1-pixel frame always fits within the frame limit).
  private func fittingFilmstrip(width: Int, height: Int, scale: Double) -> Filmstrip {
    var strip = Filmstrip(frameWidth: width, frameHeight: height, scale: scale)
    while strip.frameWidth > 1 || strip.frameHeight > 1 {
      let size = strip.size(frameCount: frames.count)
      let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
      if !overflow, pixels <= options.pixelLimit { break }
      strip = Filmstrip(frameWidth: width, frameHeight: height, scale: strip.scale / 2)
    }
    return strip
  }

  private func write(_ bitmap: Bitmap, _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try AtomicFileWriter.write([UInt8](try bitmap.pngData(settings: .fast)), to: url)
    return url.path
  }
}

/// Compares an animation's frames pair by pair and sums what differs.
private struct FrameScan {
  let tolerance: ImageTolerance
  var differingFrames: [Int] = []
  var identical = true
  var differentPixels = 0
  var comparedPixels = 0
  var maxDistance = 0.0
  var bounds: PixelRect?
  var expectedSize: PixelSize?
  var actualSize: PixelSize?

  init(tolerance: ImageTolerance) {
    self.tolerance = tolerance
  }

  mutating func add(index: Int, expected: Bitmap?, actual: Bitmap?) {
    expectedSize = expectedSize ?? expected?.size
    actualSize = actualSize ?? actual?.size
    guard let expected, let actual else { return }
    let comparison = actual.compared(with: expected, tolerance: tolerance)
    comparedPixels += comparison.comparedPixels
    guard comparison.differentPixels > 0 || comparison.sizeChanged else { return }
    identical = false
    differentPixels += comparison.differentPixels
    maxDistance = max(maxDistance, comparison.maxDistance)
    bounds = union(bounds, comparison.differenceBounds)
    if !comparison.matches { differingFrames.append(index) }
  }

  var summary: String {
    guard !differingFrames.isEmpty else { return "The frames both have match." }
    let percent =
      comparedPixels == 0
      ? 0 : (Double(differentPixels) / Double(comparedPixels) * 10_000).rounded() / 100
    let list = differingFrames.map(String.init).joined(separator: ", ")
    var text =
      "\(differingFrames.count) frame(s) differ (\(list)): \(differentPixels) of \(comparedPixels) pixels (\(percent) %), largest distance \((maxDistance * 10_000).rounded() / 10_000)"
    if let bounds { text += ", within \(bounds) px" }
    return text + "."
  }

  func metrics(animation: AnimationMetrics) -> SnapshotMetrics {
    SnapshotMetrics(
      differentPixels: differentPixels, comparedPixels: comparedPixels, maxDistance: maxDistance,
      differenceBounds: bounds, expectedSize: expectedSize, actualSize: actualSize,
      animation: animation)
  }

  private func union(_ a: PixelRect?, _ b: PixelRect?) -> PixelRect? {
    guard let a else { return b }
    guard let b else { return a }
    let minX = min(a.x, b.x)
    let minY = min(a.y, b.y)
    let maxX = max(a.x + a.width, b.x + b.width)
    let maxY = max(a.y + a.height, b.y + b.height)
    return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
