extension [UInt8] {
  /// Appends a chunk: length, type, `data` and the CRC over type and data.
  mutating func appendChunk(_ type: PNGChunkType, _ data: UnsafeRawBufferPointer) {
    appendBigEndian(UInt32(data.count))
    let typeStart = count
    appendBigEndian(type.code)
    append(contentsOf: data)
    let crc = withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[typeStart...])) }
    appendBigEndian(crc)
  }

  /// Appends a chunk whose data is `data`.
  mutating func appendChunk(_ type: PNGChunkType, _ data: [UInt8]) {
    data.withUnsafeBytes { appendChunk(type, $0) }
  }

  /// Appends a 32-bit number, most significant byte first.
  mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
  }

  /// Appends a 16-bit number, most significant byte first.
  mutating func appendBigEndian(_ value: UInt16) {
    append(UInt8(value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }
}
