/// Text chunks in the blob format CPinframePNG exchanges: per entry a flag byte (1 = iTXt with a
/// UTF-8 value, 0 = tEXt/zTXt with a Latin-1 value), the keyword, 0, the value, 0.
enum PNGTextBlob {
  /// Encodes key/value pairs sorted by key, so the same dictionary always gives the same bytes.
  ///
  /// Values that fit Latin-1 become tEXt chunks, others iTXt chunks (UTF-8).
  ///
  /// - Throws: ``PNGError/Kind/invalidInput`` for a keyword PNG cannot store or a value that
  ///   contains a NUL character, ``PNGError/Kind/tooLarge`` for text over `limits`.
  static func encode(_ text: [String: String], limits: PNGLimits) throws(PNGError) -> [UInt8] {
    let longest = text.values.map(\.utf8.count).max() ?? 0
    let total = text.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
    try limits.checkTextToWrite(longestValue: longest, totalBytes: total)
    var blob: [UInt8] = []
    for (key, value) in text.sorted(by: { $0.key < $1.key }) {
      let keyword = try keywordBytes(key)
      guard !value.unicodeScalars.contains("\0") else {
        throw PNGError(.invalidInput, "text value for key \"\(key)\" contains a NUL character")
      }
      let latin1 = latin1Bytes(value)
      blob.append(latin1 == nil ? 1 : 0)
      blob += keyword + [0]
      blob += (latin1 ?? Array(value.utf8)) + [0]
    }
    return blob
  }

  /// Decodes a blob; when a keyword repeats, the first entry wins.
  static func decode(_ blob: UnsafeRawBufferPointer) -> [String: String] {
    var text: [String: String] = [:]
    var cursor = blob.startIndex
    func field() -> UnsafeRawBufferPointer.SubSequence? {
      guard cursor < blob.endIndex, let end = blob[cursor...].firstIndex(of: 0) else { return nil }
      defer { cursor = end + 1 }
      return blob[cursor..<end]
    }
    while cursor < blob.endIndex {
      let isInternational = blob[cursor] == 1
      cursor += 1
      guard let key = field(), let value = field() else { break }
      let decoded = isInternational ? String(decoding: value, as: UTF8.self) : latin1String(value)
      let keyword = latin1String(key)
      if text[keyword] == nil { text[keyword] = decoded }
    }
    return text
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

  private static func latin1String(_ bytes: some Sequence<UInt8>) -> String {
    String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
  }
}
