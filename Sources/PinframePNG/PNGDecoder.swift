import Foundation
import PinframeRaster

/// Decodes PNG data into RGBA8 bitmaps, and reads PNG headers and text cheaply.
///
/// Every valid PNG decodes: palette (1/2/4/8-bit), grey (1/2/4/8/16-bit), grey+alpha, RGB and
/// RGBA (8/16-bit), with tRNS and Adam7 interlacing. Samples become 8-bit RGBA with straight
/// alpha; 16-bit samples are scaled with rounding, `round(v × 255 / 65535)` (libpng's
/// `png_set_scale_16`). Gamma and colour-space chunks are ignored: samples are taken as stored.
/// An APNG decodes to its default image; ``APNGReader`` reads its frames.
public struct PNGDecoder: Sendable {
  /// Limits that keep hostile or damaged files from exhausting memory: the shared
  /// ``PNGLimits``, which writers check too.
  public typealias Options = PNGLimits

  /// The limits this decoder applies.
  public var options: Options

  /// Creates a decoder with the given limits.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// Decodes a PNG into an RGBA8 bitmap and, when asked, its text chunks.
  ///
  /// - Parameters:
  ///   - data: The PNG file's bytes.
  ///   - text: The tEXt, zTXt and iTXt chunks to read (within ``PNGLimits/chunkByteLimit``
  ///     each and ``PNGLimits/textByteLimit`` in all): all by default; the others are skipped
  ///     unread, never inflated.
  /// - Throws: ``PNGError`` of kind `notPNG`, `truncated`, `corrupt` (with libpng's message) or
  ///   `tooLarge` (before allocating) when the data cannot be decoded.
  public func decode(_ data: some ContiguousBytes, text: PNGTextSelection = .all)
    throws(PNGError) -> PNGImage
  {
    try data.withPNGBytes { bytes throws(PNGError) in try decode(bytes: bytes, text: text) }
  }

  /// Reads the header and, when asked, the text chunks without decompressing the image.
  ///
  /// - Parameters:
  ///   - data: The PNG file's bytes.
  ///   - text: The text chunks to read, within the limits: all by default.
  /// - Throws: ``PNGError`` when the chunk structure or the chunks before the image data are
  ///   damaged.
  public func info(_ data: some ContiguousBytes, text: PNGTextSelection = .all)
    throws(PNGError) -> PNGInfo
  {
    try data.withPNGBytes { bytes throws(PNGError) in try info(bytes: bytes, text: text) }
  }

  func decode(bytes: UnsafeRawBufferPointer, text selection: PNGTextSelection) throws(PNGError)
    -> PNGImage
  {
    try PNGChunk.checkSignature(bytes)
    let header = try LibPNG.readHeader(bytes, chunkByteLimit: options.chunkByteLimit)
    try checkPixelLimit(width: header.width, height: header.height)
    let pixels = try LibPNG.decode(bytes, header: header, chunkByteLimit: options.chunkByteLimit)
    let bitmap: Bitmap
    do {
      bitmap = try Bitmap(
        width: header.width, height: header.height, pixels: pixels,
        pixelLimit: options.pixelLimit)
    } catch {
      throw PNGError(.corrupt, "decoded PNG does not form a bitmap: \(error)")
    }
    guard selection != .none, let chunks = try? PNGChunk.chunks(in: bytes, verifyingCRC: false)
    else { return PNGImage(bitmap: bitmap) }
    return PNGImage(bitmap: bitmap, text: text(selection, in: bytes, chunks: chunks))
  }

  private func info(bytes: UnsafeRawBufferPointer, text selection: PNGTextSelection)
    throws(PNGError) -> PNGInfo
  {
    let chunks = try PNGChunk.chunks(in: bytes, verifyingCRC: false)
    let header = try LibPNG.readHeader(bytes, chunkByteLimit: options.chunkByteLimit)
    return PNGInfo(
      header: header, text: text(selection, in: bytes, chunks: chunks),
      animation: try PNGInfo.Animation(chunks, in: bytes))
  }

  /// The text chunks among `chunks` that `selection` names, within the limits.
  func text(_ selection: PNGTextSelection, in bytes: UnsafeRawBufferPointer, chunks: [PNGChunk])
    -> [String: String]
  {
    PNGTextReader(limits: options, selection: selection).text(in: bytes, chunks: chunks)
  }

  /// Throws ``PNGError/Kind/tooLarge`` when `width × height` is over the pixel limit.
  func checkPixelLimit(width: Int, height: Int) throws(PNGError) {
    try options.checkPixelsToRead(width: width, height: height)
  }
}

extension ContiguousBytes {
  /// Runs `body` on the bytes, passing its typed error through.
  func withPNGBytes<Result>(_ body: (UnsafeRawBufferPointer) throws(PNGError) -> Result)
    throws(PNGError) -> Result
  {
    let outcome = withUnsafeBytes { bytes in
      Swift.Result { () throws(PNGError) in try body(bytes) }
    }
    return try outcome.get()
  }
}
