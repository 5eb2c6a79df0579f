import Foundation

/// Moves image data between APNG frames and standalone PNGs, so that libpng encodes and decodes
/// every frame.
enum APNGFrameStream {
  /// A PNG split into what precedes its image data and the image data itself.
  struct Parts {
    /// The IHDR chunk, whole (length, type, data, CRC).
    var header: [UInt8]
    /// The other chunks before the first IDAT, whole (PLTE, tRNS, text…).
    var ancillary: [UInt8]
    /// The concatenated IDAT payloads: one zlib stream.
    var imageData: [UInt8]
  }

  /// Splits a PNG made by libpng.
  static func parts(of png: Data) throws(PNGError) -> Parts {
    try png.withPNGBytes { bytes throws(PNGError) in
      let chunks = try PNGChunk.chunks(in: bytes, verifyingCRC: false)
      var parts = Parts(header: [], ancillary: [], imageData: [])
      for chunk in chunks {
        let whole = bytes[chunk.offset..<chunk.data.upperBound + 4]
        switch chunk.type {
        case .ihdr: parts.header += whole
        case .idat: parts.imageData += bytes[chunk.data]
        case .iend: break
        default: if parts.imageData.isEmpty { parts.ancillary += whole }
        }
      }
      return parts
    }
  }

  /// A standalone PNG around one frame's image data: signature, IHDR, the given whole chunks
  /// (PLTE, tRNS), one IDAT, IEND.
  static func png(header: PNGHeaderFields, chunks: [UInt8], imageData: [UInt8]) -> [UInt8] {
    var png = PNGChunk.signature
    png.appendChunk(.ihdr, header.chunkData)
    png += chunks
    png.appendChunk(.idat, imageData)
    png.appendChunk(.iend, [])
    return png
  }
}
