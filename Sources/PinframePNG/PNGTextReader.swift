/// Reads the tEXt, zTXt and iTXt chunks of a PNG that a caller asks for, within ``PNGLimits``.
///
/// The chunks not asked for are skipped unread, never inflated. A chunk over
/// ``PNGLimits/chunkByteLimit`` once inflated (keyword and value) is skipped, and reading stops
/// at the first chunk that would take the total over ``PNGLimits/textByteLimit``. Inflating
/// never holds more than the limit in memory. Damaged text chunks (CRC, keyword, zlib stream)
/// are skipped, as libpng skips damaged ancillary chunks. When a keyword repeats, the first
/// chunk wins.
struct PNGTextReader {
  /// The limits on each chunk and on all of them.
  let limits: PNGLimits
  /// The chunks to read.
  let selection: PNGTextSelection

  /// The text of the text chunks among `chunks`, by keyword.
  func text(in bytes: UnsafeRawBufferPointer, chunks: [PNGChunk]) -> [String: String] {
    var text: [String: String] = [:]
    var used = 0
    guard selection != .none else { return text }
    for chunk in chunks where [.text, .ztxt, .itxt].contains(chunk.type) {
      guard chunk.hasValidCRC(in: bytes) else { continue }
      let budget = min(limits.chunkByteLimit, limits.textByteLimit - used)
      switch entry(of: chunk, in: bytes, budget: budget) {
      case .entry(let keyword, let value, let size):
        used += size
        if text[keyword] == nil { text[keyword] = value }
      case .overBudget where budget < limits.chunkByteLimit:
        return text
      case .overBudget, .damaged, .notSelected:
        continue
      }
    }
    return text
  }

  /// What one text chunk holds.
  private enum Entry {
    /// A keyword and its value, `size` bytes together as stored (inflated).
    case entry(keyword: String, value: String, size: Int)
    /// More bytes than the budget.
    case overBudget
    /// A malformed chunk.
    case damaged
    /// A chunk the selection leaves out.
    case notSelected
  }

  /// A value, decoded, and the bytes it took.
  private enum Value {
    case text(String, size: Int)
    case overBudget
    case damaged
  }

  private func entry(of chunk: PNGChunk, in bytes: UnsafeRawBufferPointer, budget: Int)
    -> Entry
  {
    let data = UnsafeRawBufferPointer(rebasing: bytes[chunk.data])
    guard let nul = data.prefix(80).firstIndex(of: 0), nul > 0 else { return .damaged }
    let keyword = Self.latin1String(UnsafeRawBufferPointer(rebasing: data[..<nul]))
    guard selection.includes(keyword) else { return .notSelected }
    let rest = UnsafeRawBufferPointer(rebasing: data[(nul + 1)...])
    let room = budget - nul
    let value: Value
    switch chunk.type {
    case .ztxt:
      guard let method = rest.first else { return .damaged }
      value = Self.inflated(method: method, rest.dropFirst(), room: room, utf8: false)
    case .itxt:
      value = Self.international(rest, room: room)
    default:
      value = Self.stored(rest, room: room, utf8: false)
    }
    switch value {
    case .text(let text, let size):
      return .entry(keyword: keyword, value: text, size: nul + size)
    case .overBudget: return .overBudget
    case .damaged: return .damaged
    }
  }

  /// An iTXt value: compression flag and method, language tag, translated keyword, text.
  private static func international(_ data: UnsafeRawBufferPointer, room: Int) -> Value {
    guard data.count >= 2, data[0] <= 1 else { return .damaged }
    let fields = data[2...]
    guard let language = fields.firstIndex(of: 0),
      let translated = fields[(language + 1)...].firstIndex(of: 0)
    else { return .damaged }
    let text = data[(translated + 1)...]
    return data[0] == 1
      ? inflated(method: data[1], text, room: room, utf8: true)
      : stored(UnsafeRawBufferPointer(rebasing: text), room: room, utf8: true)
  }

  private static func stored(_ bytes: UnsafeRawBufferPointer, room: Int, utf8: Bool) -> Value {
    guard bytes.count <= room else { return .overBudget }
    return .text(decode(bytes, utf8: utf8), size: bytes.count)
  }

  /// A compressed value: method 0 is zlib, the only one PNG defines.
  private static func inflated(
    method: UInt8, _ stream: Slice<UnsafeRawBufferPointer>, room: Int, utf8: Bool
  ) -> Value {
    guard method == 0 else { return .damaged }
    switch LibPNG.inflate(UnsafeRawBufferPointer(rebasing: stream), limit: room) {
    case .bytes(let bytes):
      return .text(bytes.withUnsafeBytes { decode($0, utf8: utf8) }, size: bytes.count)
    case .overLimit: return .overBudget
    case .damaged: return .damaged
    }
  }

  private static func decode(_ bytes: UnsafeRawBufferPointer, utf8: Bool) -> String {
    utf8 ? String(decoding: bytes, as: UTF8.self) : latin1String(bytes)
  }

  /// Latin-1 bytes as a string: each byte is the code point of the same value, so bytes from
  /// 0x80 on take two bytes of UTF-8. (Concrete types and plain loops keep it fast unoptimised.)
  private static func latin1String(_ bytes: UnsafeRawBufferPointer) -> String {
    var high = 0
    for index in 0..<bytes.count where bytes[index] >= 0x80 { high += 1 }
    guard high > 0 else { return String(decoding: bytes, as: UTF8.self) }
    return String(unsafeUninitializedCapacity: bytes.count + high) { utf8 in
      var next = 0
      for index in 0..<bytes.count {
        let byte = bytes[index]
        if byte < 0x80 {
          utf8[next] = byte
          next += 1
        } else {
          utf8[next] = 0xC0 | byte >> 6
          utf8[next + 1] = 0x80 | byte & 0x3F
          next += 2
        }
      }
      return next
    }
  }
}

extension PNGChunk {
  /// Whether the chunk's stored CRC matches its type and data.
  func hasValidCRC(in bytes: UnsafeRawBufferPointer) -> Bool {
    let computed = CRC32.checksum(
      UnsafeRawBufferPointer(rebasing: bytes[offset + 4..<data.upperBound]))
    return bytes.bigEndianUInt32(at: data.upperBound) == computed
  }
}
