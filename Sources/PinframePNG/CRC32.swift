/// The CRC-32 of PNG chunks (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320, reflected).
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { byte in
    var value = UInt32(byte)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }

  /// The CRC of `bytes`, continuing from `crc` (the CRC of the bytes before them).
  static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    table.withUnsafeBufferPointer { table in
      var value = ~crc
      for byte in bytes {
        value = table[Int((value ^ UInt32(byte)) & 0xff)] ^ (value >> 8)
      }
      return ~value
    }
  }
}
