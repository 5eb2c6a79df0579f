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

  /// Decodes a PNG into an RGBA8 bitmap and its text chunks.
  ///
  /// - Throws: ``PNGError`` of kind `notPNG`, `truncated`, `corrupt` (with libpng's message) or
  ///   `tooLarge` (before allocating) when the data cannot be decoded.
  public func decode(_ data: some ContiguousBytes) throws(PNGError) -> PNGImage {
    try data.withPNGBytes { bytes throws(PNGError) in try decode(bytes: bytes) }
  }

  /// Reads the header and all text chunks without decompressing the image.
  ///
  /// - Throws: ``PNGError`` when the chunk structure or the chunks before the image data are
  ///   damaged.
  public func info(_ data: some ContiguousBytes) throws(PNGError) -> PNGInfo {
    try data.withPNGBytes { bytes throws(PNGError) in try info(bytes: bytes) }
  }

  func decode(bytes: UnsafeRawBufferPointer) throws(PNGError) -> PNGImage {
    try PNGChunk.checkSignature(bytes)
    let header = try LibPNG.readHeader(bytes, chunkByteLimit: options.chunkByteLimit).header
    try checkPixelLimit(width: header.width, height: header.height)
    let decoded = try LibPNG.decode(bytes, header: header, chunkByteLimit: options.chunkByteLimit)
    do {
      let bitmap = try Bitmap(
        width: header.width, height: header.height, pixels: decoded.pixels,
        pixelLimit: options.pixelLimit)
      return PNGImage(bitmap: bitmap, text: decoded.text)
    } catch {
      throw PNGError(.corrupt, "decoded PNG does not form a bitmap: \(error)")
    }
  }

  private func info(bytes: UnsafeRawBufferPointer) throws(PNGError) -> PNGInfo {
    let chunks = try PNGChunk.chunks(in: bytes, verifyingCRC: false)
    let stream = Self.headerStream(bytes, chunks: chunks)
    let (header, text) = try stream.withPNGBytes { stream throws(PNGError) in
      try LibPNG.readHeader(stream, chunkByteLimit: options.chunkByteLimit)
    }
    return PNGInfo(header: header, text: text, animation: try PNGInfo.Animation(chunks, in: bytes))
  }

  /// Throws ``PNGError/Kind/tooLarge`` when `width × height` is over the pixel limit.
  func checkPixelLimit(width: Int, height: Int) throws(PNGError) {
    try options.checkPixelsToRead(width: width, height: height)
  }

  /// The bytes libpng needs to read the header and every text chunk.
  ///
  /// That is everything before the first IDAT, the text chunks that follow the image data, then
  /// the first IDAT's header, where libpng stops. Byte offsets before the first IDAT stay those of
  /// the file.
  private static func headerStream(_ bytes: UnsafeRawBufferPointer, chunks: [PNGChunk]) -> [UInt8] {
    guard let firstData = chunks.firstIndex(where: { $0.type == .idat }) else {
      return Array(bytes)
    }
    let dataStart = chunks[firstData].offset
    var stream = Array(bytes[..<dataStart])
    for chunk in chunks[firstData...] where [.text, .ztxt, .itxt].contains(chunk.type) {
      stream += bytes[chunk.offset..<chunk.data.upperBound + 4]
    }
    stream += bytes[dataStart..<dataStart + 8]
    return stream
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
