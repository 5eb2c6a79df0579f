import PinframeGraphics

/// Where one frame's data lies in an APNG, found before any frame is decoded.
struct APNGFramePlan: Hashable, Sendable {
  var control: APNGFrameControl
  /// The byte offset of the frame's fcTL chunk (0 for a plain PNG), for messages.
  var controlOffset: Int
  /// Whether the frame's image data is the IDAT (the default image).
  var usesDefaultImage: Bool
  /// The byte ranges of the frame's fdAT payloads, sequence numbers excluded.
  var data: [Range<Int>] = []
}

extension APNGFramePlan {
  /// The frames of an APNG, validated: sequence numbers, regions, ops and frame count.
  ///
  /// Returns nil for a PNG without acTL.
  /// - Throws: ``PNGError/Kind/tooLarge`` when acTL declares more than `frameLimit` frames,
  ///   ``PNGError/Kind/invalidAnimation`` for inconsistent APNG chunks.
  static func plans(
    _ chunks: [PNGChunk], in bytes: UnsafeRawBufferPointer, canvas: PNGHeaderFields,
    frameLimit: Int
  ) throws(PNGError) -> (frames: [APNGFramePlan], loopCount: Int)? {
    guard let animation = try PNGInfo.Animation(chunks, in: bytes) else { return nil }
    guard animation.frameCount <= frameLimit else {
      throw PNGError(
        .tooLarge,
        "APNG declares \(animation.frameCount) frames, over the limit of \(frameLimit) frames; \(LimitAdvice.raise("PNGDecoder.Options.frameLimit", to: "read it"))"
      )
    }
    var reader = PlanReader(bytes: bytes, canvas: canvas)
    for chunk in chunks { try reader.read(chunk) }
    try reader.finish(declaredFrames: animation.frameCount)
    return (reader.plans, animation.loopCount)
  }
}

/// Walks the chunks of an APNG, collecting frame plans and checking them.
private struct PlanReader {
  let bytes: UnsafeRawBufferPointer
  let canvas: PNGHeaderFields
  var plans: [APNGFramePlan] = []
  var nextSequence: UInt32 = 0
  var sawImageData = false

  init(bytes: UnsafeRawBufferPointer, canvas: PNGHeaderFields) {
    self.bytes = bytes
    self.canvas = canvas
  }

  mutating func read(_ chunk: PNGChunk) throws(PNGError) {
    switch chunk.type {
    case .actl where sawImageData:
      throw invalid(
        "acTL at byte \(chunk.offset) comes after the image data; it must precede the first IDAT")
    case .fctl where !sawImageData && !plans.isEmpty:
      throw invalid(
        "fcTL at byte \(chunk.offset) is a second fcTL before the IDAT; only frame 0 can use the IDAT"
      )
    case .fctl:
      try checkHasData()
      try checkSequence(of: chunk)
      let control = try APNGFrameControl(chunk, in: bytes, frame: plans.count, canvas: canvas)
      plans.append(
        APNGFramePlan(
          control: control, controlOffset: chunk.offset, usesDefaultImage: !sawImageData))
      if !sawImageData { try checkCoversCanvas(plans[0]) }
    case .idat:
      if let last = plans.last, !last.usesDefaultImage {
        throw invalid(
          "IDAT at byte \(chunk.offset) follows the fcTL of frame \(plans.count - 1); only frame 0 can use the IDAT"
        )
      }
      sawImageData = true
    case .fdat:
      try checkSequence(of: chunk)
      guard let last = plans.last else {
        throw invalid("fdAT at byte \(chunk.offset) comes before any fcTL")
      }
      guard !last.usesDefaultImage else {
        throw invalid("fdAT at byte \(chunk.offset) follows frame 0, whose image data is the IDAT")
      }
      plans[plans.count - 1].data.append(chunk.data.lowerBound + 4..<chunk.data.upperBound)
    default:
      break
    }
  }

  func finish(declaredFrames: Int) throws(PNGError) {
    try checkHasData()
    guard declaredFrames == plans.count, declaredFrames > 0 else {
      throw invalid(
        "acTL declares \(declaredFrames) frames but the file has \(plans.count) fcTL chunks")
    }
  }

  private mutating func checkSequence(of chunk: PNGChunk) throws(PNGError) {
    guard chunk.data.count >= 4 else {
      throw invalid("\(chunk.type) at byte \(chunk.offset) is too short to hold a sequence number")
    }
    let sequence = bytes.bigEndianUInt32(at: chunk.data.lowerBound)
    guard sequence == nextSequence else {
      throw invalid(
        "\(chunk.type) at byte \(chunk.offset) has sequence number \(sequence), expected \(nextSequence)"
      )
    }
    nextSequence += 1
  }

  private func checkHasData() throws(PNGError) {
    guard let last = plans.last, !last.usesDefaultImage, last.data.isEmpty else { return }
    throw invalid(
      "frame \(plans.count - 1) (fcTL at byte \(last.controlOffset)) has no image data: no fdAT follows it"
    )
  }

  private func checkCoversCanvas(_ plan: APNGFramePlan) throws(PNGError) {
    let region = plan.control.region
    guard region != PNGRect(x: 0, y: 0, width: canvas.width, height: canvas.height) else { return }
    throw invalid(
      "frame 0 (fcTL at byte \(plan.controlOffset)) precedes the IDAT, so it must cover the whole \(canvas.width)×\(canvas.height) canvas at (0, 0), but it covers \(region.width)×\(region.height) px at (\(region.x), \(region.y))"
    )
  }

  private func invalid(_ message: String) -> PNGError {
    PNGError(.invalidAnimation, "invalid APNG: " + message)
  }
}

extension APNGFrameControl {
  /// Reads and checks an fcTL chunk (its sequence number is checked by the caller).
  init(_ chunk: PNGChunk, in bytes: UnsafeRawBufferPointer, frame: Int, canvas: PNGHeaderFields)
    throws(PNGError)
  {
    let name = "frame \(frame) (fcTL at byte \(chunk.offset))"
    guard chunk.data.count == 26 else {
      throw PNGError(
        .invalidAnimation, "invalid APNG: \(name) has \(chunk.data.count) data bytes, expected 26")
    }
    let start = chunk.data.lowerBound
    let field = { (index: Int) in Int(bytes.bigEndianUInt32(at: start + 4 * index)) }
    region = PNGRect(x: field(3), y: field(4), width: field(1), height: field(2))
    delay = FrameDelay(
      numerator: bytes.bigEndianUInt16(at: start + 20),
      denominator: bytes.bigEndianUInt16(at: start + 22))
    guard region.width > 0, region.height > 0, region.x + region.width <= canvas.width,
      region.y + region.height <= canvas.height
    else {
      throw PNGError(
        .invalidAnimation,
        "invalid APNG: \(name) covers \(region.width)×\(region.height) px at (\(region.x), \(region.y)), which is empty or outside the \(canvas.width)×\(canvas.height) canvas"
      )
    }
    guard let disposal = Disposal(rawValue: bytes[start + 24]),
      let blend = Blend(rawValue: bytes[start + 25])
    else {
      throw PNGError(
        .invalidAnimation,
        "invalid APNG: \(name) has dispose op \(bytes[start + 24]) and blend op \(bytes[start + 25]); dispose ops are 0 (none), 1 (background), 2 (previous), blend ops 0 (source), 1 (over)"
      )
    }
    self.disposal = disposal
    self.blend = blend
  }
}
