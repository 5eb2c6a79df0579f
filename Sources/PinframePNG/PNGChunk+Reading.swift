extension PNGChunk {
  /// Splits a PNG stream into its chunks, from IHDR through IEND.
  ///
  /// - Throws: ``PNGError/Kind/notPNG`` without the signature, ``PNGError/Kind/truncated`` when
  ///   a chunk or IEND is missing, ``PNGError/Kind/corrupt`` for an impossible length, a
  ///   malformed type or (when `verifyingCRC`) a CRC mismatch.
  static func chunks(in bytes: UnsafeRawBufferPointer, verifyingCRC: Bool) throws(PNGError)
    -> [PNGChunk]
  {
    try checkSignature(bytes)
    var chunks: [PNGChunk] = []
    var offset = signature.count
    while chunks.last?.type != .iend {
      let chunk = try chunk(at: offset, in: bytes, after: chunks.last)
      if verifyingCRC { try checkCRC(of: chunk, in: bytes) }
      chunks.append(chunk)
      offset = chunk.data.upperBound + 4
    }
    return chunks
  }

  /// Throws unless `bytes` starts with the 8-byte PNG signature.
  static func checkSignature(_ bytes: UnsafeRawBufferPointer) throws(PNGError) {
    guard !bytes.isEmpty else { throw PNGError(.notPNG, "not a PNG: the data is empty") }
    let prefix = Array(bytes.prefix(signature.count))
    guard prefix == Array(signature.prefix(prefix.count)) else {
      throw PNGError(
        .notPNG,
        "not a PNG: the data does not start with the PNG signature \(hex(signature)) (it starts with \(hex(prefix)))"
      )
    }
    guard prefix.count == signature.count else {
      throw PNGError(
        .truncated,
        "truncated PNG: the data (\(bytes.count) bytes) ends inside the 8-byte PNG signature")
    }
  }

  private static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { byte in
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }.joined(separator: " ")
  }

  private static func chunk(
    at offset: Int, in bytes: UnsafeRawBufferPointer, after previous: PNGChunk?
  )
    throws(PNGError) -> PNGChunk
  {
    let place =
      previous.map { "after chunk \($0.type) at byte \($0.offset)" } ?? "after the signature"
    guard bytes.count - offset >= 8 else {
      let detail =
        bytes.count == offset
        ? "ends \(place) without an IEND chunk" : "ends inside the header of the chunk \(place)"
      throw PNGError(.truncated, "truncated PNG: the data (\(bytes.count) bytes) \(detail)")
    }
    let length = Int(bytes.bigEndianUInt32(at: offset))
    let type = PNGChunkType(code: bytes.bigEndianUInt32(at: offset + 4))
    guard length <= 0x7fff_ffff, type.isWellFormed else {
      throw PNGError(
        .corrupt,
        "corrupt PNG: the chunk header at byte \(offset) (\(place)) is malformed: type \(type), length \(length)"
      )
    }
    guard bytes.count - offset - 12 >= length else {
      throw PNGError(
        .truncated,
        "truncated PNG: chunk \(type) at byte \(offset) declares \(length) data bytes but the data ends after \(bytes.count) bytes"
      )
    }
    return PNGChunk(type: type, offset: offset, data: offset + 8..<offset + 8 + length)
  }

  private static func checkCRC(of chunk: PNGChunk, in bytes: UnsafeRawBufferPointer)
    throws(PNGError)
  {
    let stored = bytes.bigEndianUInt32(at: chunk.data.upperBound)
    let computed = CRC32.checksum(
      UnsafeRawBufferPointer(rebasing: bytes[chunk.offset + 4..<chunk.data.upperBound]))
    guard stored == computed else {
      throw PNGError(
        .corrupt,
        "corrupt PNG: chunk \(chunk.type) at byte \(chunk.offset) fails its CRC check (stored \(hex(stored)), computed \(hex(computed)))"
      )
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
  }
}

extension UnsafeRawBufferPointer {
  /// The big-endian 32-bit number at `offset` (which must leave 4 bytes).
  func bigEndianUInt32(at offset: Int) -> UInt32 {
    UInt32(bigEndian: loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }

  /// The big-endian 16-bit number at `offset` (which must leave 2 bytes).
  func bigEndianUInt16(at offset: Int) -> UInt16 {
    UInt16(bigEndian: loadUnaligned(fromByteOffset: offset, as: UInt16.self))
  }
}
