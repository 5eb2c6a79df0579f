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

  /// Reads the chunks before the first IDAT: the header and the text found there.
  static func readHeader(_ bytes: UnsafeRawBufferPointer, chunkByteLimit: Int) throws(PNGError)
    -> (header: Header, text: [String: String])
  {
    var limits = CPinframePNG_Limits(chunkByteLimit: chunkByteLimit)
    var header = CPinframePNG_Header()
    var text = CPinframePNG_Buffer()
    var message = CPinframePNG_Message()
    let status = CPinframePNG_readHeader(
      bytes.baseAddress, bytes.count, &limits, &header, &text, &message)
    defer { CPinframePNG_freeBuffer(&text) }
    guard status == CPinframePNG_StatusOK else {
      throw PNGError(status: status, message: message, input: bytes)
    }
    return (
      Header(header),
      PNGTextBlob.decode(UnsafeRawBufferPointer(start: text.bytes, count: text.count))
    )
  }

  /// Decodes a whole image into RGBA8 bytes; `header` (from ``readHeader(_:chunkByteLimit:)``)
  /// sizes the buffer, which is allocated only now.
  static func decode(_ bytes: UnsafeRawBufferPointer, header: Header, chunkByteLimit: Int)
    throws(PNGError) -> (pixels: [UInt8], text: [String: String])
  {
    var limits = CPinframePNG_Limits(chunkByteLimit: chunkByteLimit)
    var decoded = CPinframePNG_Header()
    var text = CPinframePNG_Buffer()
    var message = CPinframePNG_Message()
    defer { CPinframePNG_freeBuffer(&text) }
    var status = CPinframePNG_StatusOK
    let pixels = [UInt8](unsafeUninitializedCapacity: header.width * header.height * 4) {
      buffer, initialized in
      status = CPinframePNG_decode(
        bytes.baseAddress, bytes.count, &limits, buffer.baseAddress, buffer.count, &decoded, &text,
        &message)
      initialized = status == CPinframePNG_StatusOK ? buffer.count : 0
    }
    guard status == CPinframePNG_StatusOK else {
      throw PNGError(status: status, message: message, input: bytes)
    }
    return (
      pixels, PNGTextBlob.decode(UnsafeRawBufferPointer(start: text.bytes, count: text.count))
    )
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
