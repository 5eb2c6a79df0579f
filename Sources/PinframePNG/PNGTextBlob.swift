/// Text chunks to write, in the blob format CPinframePNG takes: per entry a flag byte (1 = iTXt
/// with a UTF-8 value, 0 = tEXt with a Latin-1 value), the keyword, 0, the value, 0.
enum PNGTextBlob {
  /// Encodes key/value pairs sorted by key, so the same dictionary always gives the same bytes.
  ///
  /// Values that fit Latin-1 become tEXt chunks, others iTXt chunks (UTF-8).
  ///
  /// - Throws: ``PNGError/Kind/invalidInput`` for a keyword PNG cannot store or a value that
  ///   contains a NUL character, ``PNGError/Kind/tooLarge`` for text over `limits`.
  static func encode(_ text: [String: String], limits: PNGLimits) throws(PNGError) -> [UInt8] {
    var blob: [UInt8] = []
    var largest = 0
    var total = 0
    for (key, value) in text.sorted(by: { $0.key < $1.key }) {
      let keyword = try keywordBytes(key)
      guard !value.unicodeScalars.contains("\0") else {
        throw PNGError(.invalidInput, "text value for key \"\(key)\" contains a NUL character")
      }
      let latin1 = latin1Bytes(value)
      let stored = latin1 ?? Array(value.utf8)
      largest = max(largest, keyword.count + stored.count)
      total += keyword.count + stored.count
      blob.append(latin1 == nil ? 1 : 0)
      blob += keyword + [0]
      blob += stored + [0]
    }
    try limits.checkTextToWrite(largestChunk: largest, totalBytes: total)
    return blob
  }

  private static func keywordBytes(_ key: String) throws(PNGError) -> [UInt8] {
    let printable = { (byte: UInt8) in (32...126).contains(byte) || (161...255).contains(byte) }
    guard let bytes = latin1Bytes(key), (1...79).contains(bytes.count), bytes.allSatisfy(printable),
      bytes.first != 32, bytes.last != 32, !key.contains("  ")
    else {
      throw PNGError(
        .invalidInput,
        "text key \"\(key)\" cannot be a PNG keyword: use 1 to 79 printable Latin-1 characters, without leading, trailing or double spaces"
      )
    }
    return bytes
  }

  private static func latin1Bytes(_ string: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    for scalar in string.unicodeScalars {
      guard scalar.value < 256 else { return nil }
      bytes.append(UInt8(scalar.value))
    }
    return bytes
  }
}
