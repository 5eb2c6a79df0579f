/// One chunk of a PNG stream: its type and where its data lies in the stream.
struct PNGChunk: Hashable, Sendable {
  /// The four-letter chunk type.
  let type: PNGChunkType
  /// The offset of the chunk's length field from the start of the stream.
  let offset: Int
  /// The byte range of the chunk's data in the stream.
  let data: Range<Int>

  /// The 8-byte PNG signature.
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
}

/// A four-letter chunk type such as `IHDR`, stored as its big-endian code.
struct PNGChunkType: Hashable, Sendable, CustomStringConvertible {
  /// The type's four bytes read as a big-endian number.
  let code: UInt32

  /// The type from its four ASCII letters.
  init(_ name: StaticString) {
    var code: UInt32 = 0
    name.withUTF8Buffer { letters in
      for letter in letters { code = code << 8 | UInt32(letter) }
    }
    self.code = code
  }

  /// The type from its big-endian code.
  init(code: UInt32) {
    self.code = code
  }

  /// The four letters (non-letters shown as `?`).
  var description: String {
    let letters = (0..<4).map { index -> Character in
      let byte = UInt8(truncatingIfNeeded: code >> (24 - 8 * index))
      let isLetter = (65...90).contains(byte) || (97...122).contains(byte)
      return isLetter ? Character(Unicode.Scalar(byte)) : "?"
    }
    return String(letters)
  }

  /// Whether every byte is an ASCII letter, as the format requires.
  var isWellFormed: Bool { !description.contains("?") }

  static let ihdr = PNGChunkType("IHDR")
  static let plte = PNGChunkType("PLTE")
  static let trns = PNGChunkType("tRNS")
  static let idat = PNGChunkType("IDAT")
  static let iend = PNGChunkType("IEND")
  static let actl = PNGChunkType("acTL")
  static let fctl = PNGChunkType("fcTL")
  static let fdat = PNGChunkType("fdAT")
  static let text = PNGChunkType("tEXt")
  static let ztxt = PNGChunkType("zTXt")
  static let itxt = PNGChunkType("iTXt")
}
