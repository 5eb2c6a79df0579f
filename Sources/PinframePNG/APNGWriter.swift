import Foundation
import PinframeRaster

/// Writes an animated PNG (APNG, PNG 3rd edition) frame by frame through stock libpng.
///
/// Each frame after the first stores only the bounding box of the pixels that changed since the
/// previous frame, with dispose op NONE and blend op SOURCE (unchanged pixels persist, so this is
/// exact). A frame identical to the previous one still gets its own fcTL (a 1×1 region), so
/// frame count and timing stay exact. The writer keeps only the previous frame and the compressed
/// frame data, so memory stays flat as frames are added.
///
/// The whole animation shares one colour type: RGB while every frame is opaque, RGBA from the
/// first translucent pixel on (frames already stored are then re-encoded one at a time).
///
/// ```swift
/// var writer = try APNGWriter(width: 390, height: 844, frameDelay: FrameDelay(framesPerSecond: 60))
/// for frame in frames { try writer.append(frame) }
/// try writer.finish().write(to: url, options: .atomic)
/// ```
public struct APNGWriter: Sendable {
  /// The canvas width in pixels.
  public let width: Int
  /// The canvas height in pixels.
  public let height: Int
  /// The delay of frames appended without their own.
  public let frameDelay: FrameDelay
  /// How many times the animation plays; 0 means forever.
  public let loopCount: Int

  let encoder: PNGEncoder
  let textBlob: [UInt8]
  var isOpaque = true
  var previous: Bitmap?
  var firstFrameChunks = APNGFrameStream.Parts(header: [], ancillary: [], imageData: [])
  var frames: [StoredFrame] = []

  /// One frame as stored: where it goes and its compressed image data.
  struct StoredFrame: Sendable {
    var control: APNGFrameControl
    var imageData: [UInt8]
  }

  /// The number of frames appended so far.
  public var frameCount: Int { frames.count }

  /// Creates a writer for a canvas.
  ///
  /// - Parameters:
  ///   - width: The canvas width in pixels; every frame must have it.
  ///   - height: The canvas height in pixels; every frame must have it.
  ///   - frameDelay: The delay of each frame, exact (1/60 s by default).
  ///   - loopCount: How many times the animation plays; 0 (the default) means forever.
  ///   - settings: The encoder settings used for every frame.
  ///   - text: Text chunks stored once, before the image data.
  ///   - limits: The canvas pixels, frames and text the file may have: the readers' limits, so
  ///     that the file reads back (``PNGLimits/standard`` by default).
  /// - Throws: ``PNGError/Kind/invalidInput`` for an empty canvas, a loop count outside
  ///   0…4,294,967,295, or text PNG cannot hold; ``PNGError/Kind/tooLarge`` for a canvas or
  ///   text over `limits`.
  public init(
    width: Int, height: Int, frameDelay: FrameDelay = FrameDelay(framesPerSecond: 60),
    loopCount: Int = 0, settings: PNGEncoder.Settings = .default, text: [String: String] = [:],
    limits: PNGLimits = .standard
  ) throws(PNGError) {
    guard (1...0x7fff_ffff).contains(width), (1...0x7fff_ffff).contains(height) else {
      throw PNGError(
        .invalidInput, "APNG canvas \(width)×\(height) px is invalid: sides must be 1 to 2^31 − 1")
    }
    guard (0...Int(UInt32.max)).contains(loopCount) else {
      throw PNGError(.invalidInput, "loop count \(loopCount) is outside 0…4294967295 (0 = forever)")
    }
    try limits.checkPixelsToWrite(width: width, height: height, subject: "APNG canvas")
    self.width = width
    self.height = height
    self.frameDelay = frameDelay
    self.loopCount = loopCount
    encoder = PNGEncoder(settings: settings, limits: limits)
    textBlob = try PNGTextBlob.encode(text, limits: limits)
  }

  /// The limits the file must fit, the readers'.
  public var limits: PNGLimits { encoder.limits }

  /// Adds the next frame, shown for `delay` (the writer's ``frameDelay`` when nil).
  ///
  /// - Throws: ``PNGError/Kind/invalidInput`` when the bitmap is not the canvas size,
  ///   ``PNGError/Kind/tooLarge`` for a frame past ``PNGLimits/frameLimit`` (before encoding
  ///   it), and the encoder's errors.
  public mutating func append(_ bitmap: Bitmap, delay: FrameDelay? = nil) throws(PNGError) {
    guard bitmap.width == width, bitmap.height == height else {
      throw PNGError(
        .invalidInput,
        "frame \(frames.count) is \(bitmap.width)×\(bitmap.height) px but the APNG canvas is \(width)×\(height) px"
      )
    }
    try limits.checkFramesToWrite(frames.count + 1)
    let region = APNGWriter.storedRegion(from: previous, to: bitmap)
    if isOpaque && !APNGWriter.isOpaque(bitmap, in: region) {
      try convertToRGBA()
    }
    let parts = try encode(bitmap, region: region, withText: frames.isEmpty)
    if frames.isEmpty { firstFrameChunks = parts }
    let control = APNGFrameControl(region: region, delay: delay ?? frameDelay)
    frames.append(StoredFrame(control: control, imageData: parts.imageData))
    previous = bitmap
  }

  /// The APNG file: all frames appended so far.
  ///
  /// - Throws: ``PNGError/Kind/invalidInput`` when no frame was appended.
  public func finish() throws(PNGError) -> Data {
    guard !frames.isEmpty else {
      throw PNGError(.invalidInput, "an APNG needs at least one frame; append one before finish()")
    }
    var file = PNGChunk.signature + firstFrameChunks.header
    var control: [UInt8] = []
    control.appendBigEndian(UInt32(frames.count))
    control.appendBigEndian(UInt32(loopCount))
    file.appendChunk(.actl, control)
    file += firstFrameChunks.ancillary
    var sequence: UInt32 = 0
    for (index, frame) in frames.enumerated() {
      file.appendChunk(.fctl, frame.control.chunkData(sequence: sequence))
      sequence += 1
      for piece in APNGWriter.pieces(of: frame.imageData) {
        if index == 0 {
          file.appendChunk(.idat, Array(piece))
        } else {
          var data: [UInt8] = []
          data.appendBigEndian(sequence)
          file.appendChunk(.fdat, data + piece)
          sequence += 1
        }
      }
    }
    file.appendChunk(.iend, [])
    return Data(file)
  }

  /// Frame data split into chunks of at most 1 MiB.
  private static func pieces(of data: [UInt8]) -> [ArraySlice<UInt8>] {
    let size = 1 << 20
    return stride(from: 0, to: max(data.count, 1), by: size).map {
      data[$0..<min($0 + size, data.count)]
    }
  }
}
