import Foundation

/// Writes small, valid, uncompressed PNG files for tests (no encoder needed).
///
/// A PNG is the 8-byte signature and three chunks: `IHDR` (size, 8-bit RGBA), `IDAT` and
/// `IEND`; each chunk is length, type, data and the CRC-32 of type and data. `IDAT` holds a zlib
/// stream of the scanlines (each prefixed with filter type 0) made of deflate "stored" blocks,
/// which PNG allows: header `78 01`, blocks of at most 65,535 bytes each introduced by a final
/// flag, the length and its one's complement (little-endian), then the Adler-32 of the data.
enum TestPNG {
  /// The PNG bytes of a `width`×`height` image filled by `color(x, y)` (RGBA).
  static func encode(width: Int, height: Int, color: (Int, Int) -> [UInt8]) -> [UInt8] {
    var scanlines: [UInt8] = []
    for y in 0..<height {
      scanlines.append(0)
      for x in 0..<width { scanlines += color(x, y) }
    }
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", header) + chunk("IDAT", zlibStored(scanlines)) + chunk("IEND", [])
  }

  /// Writes a one-colour PNG to `url`, creating its folder.
  static func write(_ rgba: [UInt8], width: Int, height: Int, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(encode(width: width, height: height) { _, _ in rgba }).write(to: url)
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeAndData = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
  }

  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let count = min(65_535, data.count - start)
      let isLast: UInt8 = start + count == data.count ? 1 : 0
      let length = UInt16(count)
      stream += [isLast, UInt8(length & 0xFF), UInt8(length >> 8)]
      stream += [UInt8(~length & 0xFF), UInt8(~length >> 8)]
      stream += data[start..<(start + count)]
      start += count
    } while start < data.count
    return stream + bigEndian(adler32(data))
  }

  /// CRC-32 (polynomial 0xEDB88320, reflected), bit by bit: slow but tiny.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// Adler-32: two running sums modulo 65,521.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
