import PinframeGraphics

/// Reads the generated outline blobs: base64 text holding the byte format that
/// `Scripts/fonts/glyph_outlines.py` describes (varints, zigzag deltas, contours shared
/// between glyphs).
struct OutlineDecoder {
  /// What does not decode.
  enum Failure: Error, Equatable {
    /// A character that is not base64 (line breaks and spaces are skipped).
    case notBase64
    /// The bytes end inside a value, or a reference names a contour not read yet.
    case malformed(offset: Int)
    /// Bytes are left after the last glyph.
    case trailingBytes(count: Int)
  }

  private let bytes: [UInt8]
  private var offset = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The glyphs of a face's blob, `.notdef` first.
  static func decode(base64 text: String) throws(Failure) -> [GlyphOutline] {
    var decoder = OutlineDecoder(bytes: try base64Bytes(text))
    return try decoder.glyphs()
  }

  /// The bytes of base64 `text`, skipping white space.
  static func base64Bytes(_ text: String) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count / 4 * 3)
    var accumulator: UInt32 = 0
    var bits = 0
    for character in text.utf8 {
      let value: UInt32
      switch character {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(character - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(character - UInt8(ascii: "a")) + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(character - UInt8(ascii: "0")) + 52
      case UInt8(ascii: "+"): value = 62
      case UInt8(ascii: "/"): value = 63
      case UInt8(ascii: "="), UInt8(ascii: " "), UInt8(ascii: "\n"): continue
      default: throw .notBase64
      }
      accumulator = accumulator << 6 | value
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
      }
    }
    return bytes
  }

  /// Every glyph of the blob; it must end after the last one.
  private mutating func glyphs() throws(Failure) -> [GlyphOutline] {
    let count = try varint()
    var glyphs: [GlyphOutline] = []
    glyphs.reserveCapacity(min(count, 4096))
    var bodies: [Body] = []
    for _ in 0..<count {
      glyphs.append(try glyph(bodies: &bodies))
    }
    guard offset == bytes.count else { throw .trailingBytes(count: bytes.count - offset) }
    return glyphs
  }

  /// A contour's shape relative to its start: verbs and point offsets.
  private struct Body {
    var verbs: [GlyphOutline.Verb] = []
    var offsets: [(x: Int, y: Int)] = []
  }

  private mutating func glyph(bodies: inout [Body]) throws(Failure) -> GlyphOutline {
    let advance = try varint()
    let contours = try varint()
    var verbs: [GlyphOutline.Verb] = []
    var points: [GlyphOutline.Point] = []
    for _ in 0..<contours {
      let reference = try varint()
      let body: Body
      if reference == 0 {
        body = try self.body()
        bodies.append(body)
      } else {
        guard reference <= bodies.count else { throw .malformed(offset: offset) }
        body = bodies[reference - 1]
      }
      let startX = try signed()
      let startY = try signed()
      verbs.append(.move)
      points.append(GlyphOutline.Point(x: Float(startX), y: Float(startY)))
      verbs += body.verbs
      for delta in body.offsets {
        points.append(GlyphOutline.Point(x: Float(startX + delta.x), y: Float(startY + delta.y)))
      }
    }
    return GlyphOutline(
      verbs: verbs, points: points, advance: Double(advance),
      unitsPerEm: FontMetricsTable.unitsPerEm)
  }

  /// A contour body: its segment codes, then the deltas they take.
  private mutating func body() throws(Failure) -> Body {
    let count = try varint()
    let codeBytes = (count * 2 + 7) / 8
    guard bytes.count - offset >= codeBytes else { throw .malformed(offset: offset) }
    let codes = offset
    offset += codeBytes
    var body = Body()
    var x = 0
    var y = 0
    func add(_ dx: Int, _ dy: Int) {
      x += dx
      y += dy
      body.offsets.append((x, y))
    }
    for index in 0..<count {
      let code = bytes[codes + index / 4] >> UInt8(index % 4 * 2) & 3
      switch code {
      case 0:
        body.verbs.append(.line)
        add(try signed(), try signed())
      case 1:
        body.verbs.append(.line)
        add(try signed(), 0)
      case 2:
        body.verbs.append(.line)
        add(0, try signed())
      default:
        body.verbs.append(.cubic)
        for _ in 0..<3 { add(try signed(), try signed()) }
      }
    }
    return body
  }

  /// A zigzag-coded signed varint.
  private mutating func signed() throws(Failure) -> Int {
    let value = try varint()
    return value & 1 == 0 ? value >> 1 : -(value >> 1) - 1
  }

  /// A LEB128 varint of at most 28 bits.
  private mutating func varint() throws(Failure) -> Int {
    var value = 0
    var shift = 0
    while offset < bytes.count, shift < 28 {
      let byte = bytes[offset]
      offset += 1
      value |= Int(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
    throw .malformed(offset: offset)
  }
}
