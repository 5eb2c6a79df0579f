import CPinframePNG
import Foundation

/// The Swift side of CPinframePNG, which turns C statuses into ``PNGError``.
///
/// Each call runs one C operation; libpng itself is never called from Swift.
enum LibPNG {
  /// The IHDR fields libpng read.
  struct Header: Hashable, Sendable {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let isInterlaced: Bool

    init(_ header: CPinframePNG_Header) {
      width = Int(header.width)
      height = Int(header.height)
      bitDepth = Int(header.bitDepth)
      colorType = Int(header.colorType)
      isInterlaced = header.interlaced != 0
    }
  }

  /// Reads the chunks before the first IDAT: the header (text chunks are skipped unread).
  static func readHeader(_ bytes: UnsafeRawBufferPointer, chunkByteLimit: Int) throws(PNGError)
    -> Header
  {
    var limits = CPinframePNG_Limits(chunkByteLimit: chunkByteLimit)
    var header = CPinframePNG_Header()
    var message = CPinframePNG_Message()
    let status = CPinframePNG_readHeader(
      bytes.baseAddress, bytes.count, &limits, &header, &message)
    guard status == CPinframePNG_StatusOK else {
      throw PNGError(status: status, message: message, input: bytes)
    }
    return Header(header)
  }

  /// Decodes a whole image into RGBA8 bytes, skipping text chunks unread.
  ///
  /// `header` (from ``readHeader(_:chunkByteLimit:)``) sizes the buffer, which is allocated
  /// only now.
  static func decode(_ bytes: UnsafeRawBufferPointer, header: Header, chunkByteLimit: Int)
    throws(PNGError) -> [UInt8]
  {
    var limits = CPinframePNG_Limits(chunkByteLimit: chunkByteLimit)
    var decoded = CPinframePNG_Header()
    var message = CPinframePNG_Message()
    var status = CPinframePNG_StatusOK
    let pixels = [UInt8](unsafeUninitializedCapacity: header.width * header.height * 4) {
      buffer, initialized in
      status = CPinframePNG_decode(
        bytes.baseAddress, bytes.count, &limits, buffer.baseAddress, buffer.count, &decoded,
        &message)
      initialized = status == CPinframePNG_StatusOK ? buffer.count : 0
    }
    guard status == CPinframePNG_StatusOK else {
      throw PNGError(status: status, message: message, input: bytes)
    }
    return pixels
  }

  /// What inflating a zlib stream gave.
  enum Inflated {
    /// The whole stream, within the limit.
    case bytes([UInt8])
    /// The stream holds more than the limit; nothing past it was kept in memory.
    case overLimit
    /// The stream is damaged or cut short.
    case damaged
  }

  /// Inflates a zlib stream of at most `limit` bytes.
  static func inflate(_ bytes: UnsafeRawBufferPointer, limit: Int) -> Inflated {
    var output = CPinframePNG_Buffer()
    defer { CPinframePNG_freeBuffer(&output) }
    let status = CPinframePNG_inflate(
      bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, max(limit, 0),
      &output)
    switch status {
    case CPinframePNG_StatusOK:
      return .bytes(Array(UnsafeRawBufferPointer(start: output.bytes, count: output.count)))
    case CPinframePNG_StatusOverLimit:
      return .overLimit
    default:
      return .damaged
    }
  }

  /// Runs the encoder; the PNG bytes are handed over without a copy.
  static func encode(_ request: CPinframePNG_EncodeRequest) throws(PNGError) -> Data {
    var request = request
    var output = CPinframePNG_Buffer()
    var message = CPinframePNG_Message()
    let status = CPinframePNG_encode(&request, &output, &message)
    guard status == CPinframePNG_StatusOK, let bytes = output.bytes else {
      CPinframePNG_freeBuffer(&output)
      throw PNGError(status: status, message: message, input: nil)
    }
    return Data(bytesNoCopy: bytes, count: output.count, deallocator: .free)
  }
}
