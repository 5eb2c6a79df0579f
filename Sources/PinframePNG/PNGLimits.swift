import PinframeGraphics
import PinframeRaster

/// The largest PNG and APNG files Pinframe makes and reads: one set of limits, shared by the
/// writers (``PNGEncoder``, ``APNGWriter``, recordings) and the readers (``PNGDecoder``,
/// ``APNGReader``), so that whatever is written within them reads back.
///
/// Each limit is checked before work starts: a reader checks what a file declares before
/// allocating for it, a writer checks sizes before encoding. Messages name the limit to raise.
///
/// | limit | default |
/// | --- | --- |
/// | ``pixelLimit`` | 100,000,000 pixels (`Bitmap/defaultPixelLimit`, the rasterizer's too) |
/// | ``chunkByteLimit`` | 8,000,000 bytes per ancillary chunk, once inflated |
/// | ``textByteLimit`` | 16,000,000 bytes of text chunks per file, once inflated |
/// | ``frameLimit`` | 28,801 frames: 120 s at 240 fps, both ends included |
public struct PNGLimits: Hashable, Sendable {
  /// The most pixels (width × height) an image or an APNG canvas may have.
  public var pixelLimit: Int
  /// The most bytes one ancillary chunk (tEXt, zTXt, iTXt, iCCP…) may take once inflated; for
  /// text, its keyword and value.
  ///
  /// A reader skips larger chunks without keeping more than this in memory, which defuses
  /// decompression bombs in metadata; a writer refuses a larger text chunk.
  public var chunkByteLimit: Int
  /// The most bytes all text chunks of one file may take once inflated, keywords included.
  ///
  /// A reader stops reading text at the first chunk that would pass it (the pixels still
  /// decode); a writer refuses more.
  public var textByteLimit: Int
  /// The most frames an APNG may have: a reader refuses a file declaring more before decoding
  /// any frame, a writer refuses to append more.
  public var frameLimit: Int

  /// The default ``frameLimit``: 28,801 frames, the longest animation a spec may have (120 s)
  /// at the highest frame rate (240 fps), frame 0 and the last frame both included.
  public static let defaultFrameLimit = 120 * 240 + 1
  /// The default ``chunkByteLimit``: 8,000,000 bytes.
  public static let defaultChunkByteLimit = 8_000_000
  /// The default ``textByteLimit``: 16,000,000 bytes.
  public static let defaultTextByteLimit = 16_000_000

  /// Creates limits; each defaults to its documented value.
  public init(
    pixelLimit: Int = Bitmap.defaultPixelLimit,
    chunkByteLimit: Int = PNGLimits.defaultChunkByteLimit,
    textByteLimit: Int = PNGLimits.defaultTextByteLimit,
    frameLimit: Int = PNGLimits.defaultFrameLimit
  ) {
    self.pixelLimit = pixelLimit
    self.chunkByteLimit = chunkByteLimit
    self.textByteLimit = textByteLimit
    self.frameLimit = frameLimit
  }

  /// The defaults.
  public static let standard = PNGLimits()

  /// Throws ``PNGError/Kind/tooLarge`` when an image of `width × height` pixels is over
  /// ``pixelLimit``; the message names the limit as the reader's options.
  func checkPixelsToRead(width: Int, height: Int) throws(PNGError) {
    guard !fits(width: width, height: height) else { return }
    throw PNGError(
      .tooLarge,
      "PNG is \(width)×\(height) px, over the limit of \(pixelLimit) pixels; \(LimitAdvice.raise("PNGDecoder.Options.pixelLimit", to: "decode it"))"
    )
  }

  /// Throws ``PNGError/Kind/tooLarge`` when an image of `width × height` pixels is over
  /// ``pixelLimit``, so that no reader with the same limits would refuse it.
  ///
  /// - Parameters:
  ///   - width: The image's width in pixels.
  ///   - height: The image's height in pixels.
  ///   - subject: What is that large, for the message: `image`, `APNG canvas`.
  public func checkPixelsToWrite(width: Int, height: Int, subject: String = "image")
    throws(PNGError)
  {
    guard !fits(width: width, height: height) else { return }
    throw PNGError(
      .tooLarge,
      "\(subject) is \(width)×\(height) px, over the limit of \(pixelLimit) pixels that readers accept; \(LimitAdvice.raise("PNGLimits.pixelLimit", to: "write it"))"
    )
  }

  /// Throws ``PNGError/Kind/tooLarge`` when an APNG of `frameCount` frames would be over
  /// ``frameLimit``, so that no reader with the same limits would refuse it.
  public func checkFramesToWrite(_ frameCount: Int) throws(PNGError) {
    guard frameCount > frameLimit else { return }
    throw PNGError(
      .tooLarge,
      "an APNG of \(frameCount) frames is over the limit of \(frameLimit) frames that readers accept; \(LimitAdvice.raise("PNGLimits.frameLimit", to: "write it"))"
    )
  }

  /// Throws ``PNGError/Kind/tooLarge`` when text chunks to write are over the limits: a chunk
  /// (keyword and value) over ``chunkByteLimit`` or all of them over ``textByteLimit``.
  func checkTextToWrite(largestChunk: Int, totalBytes: Int) throws(PNGError) {
    if largestChunk > chunkByteLimit {
      throw PNGError(
        .tooLarge,
        "a text chunk of \(largestChunk) bytes (keyword and value) is over the limit of \(chunkByteLimit) bytes per chunk that readers accept; \(LimitAdvice.raise("PNGLimits.chunkByteLimit", to: "write it"))"
      )
    }
    if totalBytes > textByteLimit {
      throw PNGError(
        .tooLarge,
        "text chunks of \(totalBytes) bytes in all (keywords and values) are over the limit of \(textByteLimit) bytes per file that readers accept; \(LimitAdvice.raise("PNGLimits.textByteLimit", to: "write them"))"
      )
    }
  }

  private func fits(width: Int, height: Int) -> Bool {
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    return !overflow && pixels <= pixelLimit && pixels <= Int.max / 4
  }
}
