/// The fields of an APNG fcTL chunk: where a frame goes, how long it shows, how it is combined.
struct APNGFrameControl: Hashable, Sendable {
  /// What happens to the frame's region before the next frame is drawn.
  enum Disposal: UInt8 {
    /// Leave it as it is.
    case none = 0
    /// Clear it to transparent black.
    case background = 1
    /// Restore what it was before this frame.
    case previous = 2
  }

  /// How the frame's pixels are combined with the canvas.
  enum Blend: UInt8 {
    /// Replace the region, alpha included.
    case source = 0
    /// Alpha-composite the frame over the region.
    case over = 1
  }

  var region: PNGRect
  var delay: FrameDelay
  var disposal: Disposal = .none
  var blend: Blend = .source

  /// The 26 data bytes of the fcTL chunk with a sequence number.
  func chunkData(sequence: UInt32) -> [UInt8] {
    var data: [UInt8] = []
    for value in [sequence, UInt32(region.width), UInt32(region.height)] {
      data.appendBigEndian(value)
    }
    data.appendBigEndian(UInt32(region.x))
    data.appendBigEndian(UInt32(region.y))
    data.appendBigEndian(delay.numerator)
    data.appendBigEndian(delay.denominator)
    return data + [disposal.rawValue, blend.rawValue]
  }
}

/// A rectangle of pixels on a canvas.
struct PNGRect: Hashable, Sendable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int
}

/// The fields of an IHDR chunk.
struct PNGHeaderFields: Hashable, Sendable {
  var width: Int
  var height: Int
  var bitDepth: UInt8
  var colorType: UInt8
  var interlace: UInt8

  /// The header of an 8-bit, non-interlaced image.
  init(width: Int, height: Int, colorType: UInt8) {
    self.width = width
    self.height = height
    bitDepth = 8
    self.colorType = colorType
    interlace = 0
  }

  /// Reads the 13 data bytes of an IHDR chunk.
  init(_ chunk: PNGChunk, in bytes: UnsafeRawBufferPointer) throws(PNGError) {
    guard chunk.type == .ihdr, chunk.data.count == 13 else {
      throw PNGError(
        .corrupt,
        "corrupt PNG: the first chunk is \(chunk.type) with \(chunk.data.count) data bytes, expected IHDR with 13"
      )
    }
    let start = chunk.data.lowerBound
    width = Int(bytes.bigEndianUInt32(at: start))
    height = Int(bytes.bigEndianUInt32(at: start + 4))
    bitDepth = bytes[start + 8]
    colorType = bytes[start + 9]
    interlace = bytes[start + 12]
  }

  /// The 13 data bytes of the IHDR chunk (compression and filter method 0).
  var chunkData: [UInt8] {
    var data: [UInt8] = []
    data.appendBigEndian(UInt32(width))
    data.appendBigEndian(UInt32(height))
    return data + [bitDepth, colorType, 0, 0, interlace]
  }
}
