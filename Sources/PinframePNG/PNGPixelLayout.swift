/// How a bitmap's pixels are handed to libpng: the colour type the encoder writes.
enum PNGPixelLayout: Hashable, Sendable {
  /// Every pixel opaque: RGB, the alpha byte dropped by libpng.
  case rgb
  /// Some pixel translucent and more than 256 colours: RGBA.
  case rgba
  /// At most 256 distinct colours: an 8-bit palette.
  case palette(PNGPalette)
}

/// An 8-bit palette and the image's pixels as indices into it.
struct PNGPalette: Hashable, Sendable {
  /// RGB triples in order of first appearance (row by row).
  var colors: [UInt8]
  /// Alpha per entry, up to the last translucent one (the tRNS chunk); empty when all are opaque.
  var alphas: [UInt8]
  /// One index per pixel.
  var indices: [UInt8]
}

extension PNGPixelLayout {
  /// Picks the layout for RGBA8 pixels: a palette when there are at most 256 distinct colours,
  /// else RGB when every alpha is 255, else RGBA.
  static func choose(for pixels: [UInt8]) -> PNGPixelLayout {
    pixels.withUnsafeBytes { bytes in
      let count = bytes.count / 4
      var table = ColorTable()
      var indices = [UInt8](repeating: 0, count: count)
      var isOpaque = true
      var previous: UInt32? = nil
      var index: UInt8 = 0
      var pixel = 0
      indices.withUnsafeMutableBufferPointer { indices in
        while pixel < count {
          let color = bytes.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self)
          if color != previous {
            previous = color
            isOpaque = isOpaque && RGBA(color).alpha == 255
            guard let entry = table.index(of: color) else { break }
            index = entry
          }
          indices[pixel] = index
          pixel += 1
          pixel = copyRun(of: color, index: index, from: pixel, bytes, into: indices)
        }
      }
      if pixel == count { return .palette(table.palette(indices: indices)) }
      return isOpaque && allOpaque(bytes, from: pixel) ? .rgb : .rgba
    }
  }

  /// Extends a run of `color` 8 pixels at a time (rendered screens are mostly long runs),
  /// writing `index` for each; returns the first pixel not handled.
  private static func copyRun(
    of color: UInt32, index: UInt8, from start: Int, _ bytes: UnsafeRawBufferPointer,
    into indices: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    let count = indices.count
    let pair = UInt64(color) | UInt64(color) &<< 32
    let pattern = UInt64(index) &* 0x0101_0101_0101_0101
    guard let base = indices.baseAddress else { return start }
    var pixel = start
    while pixel + 8 <= count {
      let offset = pixel * 4
      let first = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let second = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
      let third = bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
      let fourth = bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
      guard (first ^ pair) | (second ^ pair) | (third ^ pair) | (fourth ^ pair) == 0 else { break }
      UnsafeMutableRawPointer(base + pixel).storeBytes(of: pattern, as: UInt64.self)
      pixel += 8
    }
    return pixel
  }

  private static func allOpaque(_ bytes: UnsafeRawBufferPointer, from pixel: Int) -> Bool {
    var offset = pixel * 4 + 3
    while offset < bytes.count {
      if bytes[offset] != 255 { return false }
      offset += 4
    }
    return true
  }
}

/// An RGBA8 pixel loaded as one 32-bit word in memory order.
private struct RGBA {
  let word: UInt32

  init(_ word: UInt32) { self.word = word }

  /// The bytes in memory order: red, green, blue, alpha.
  var bytes: [UInt8] { withUnsafeBytes(of: word) { Array($0) } }
  var alpha: UInt8 { withUnsafeBytes(of: word) { $0[3] } }
}

/// The distinct colours seen so far, up to 256, in an open-addressing hash table.
private struct ColorTable {
  private var keys = [UInt32](repeating: 0, count: 1024)
  private var slots = [UInt16](repeating: 0, count: 1024)
  private(set) var colors: [UInt32] = []

  /// The palette index of `color`, adding it when new; nil when it would be the 257th colour.
  mutating func index(of color: UInt32) -> UInt8? {
    var slot = Int((color &* 0x9E37_79B1) >> 22)
    while slots[slot] != 0 {
      if keys[slot] == color { return UInt8(slots[slot] - 1) }
      slot = (slot + 1) & 1023
    }
    guard colors.count < 256 else { return nil }
    colors.append(color)
    keys[slot] = color
    slots[slot] = UInt16(colors.count)
    return UInt8(colors.count - 1)
  }

  func palette(indices: [UInt8]) -> PNGPalette {
    let rgba = colors.map { RGBA($0).bytes }
    let lastTranslucent = rgba.lastIndex { $0[3] != 255 }
    let alphas = lastTranslucent.map { rgba[...$0].map { $0[3] } } ?? []
    return PNGPalette(colors: rgba.flatMap { $0.prefix(3) }, alphas: alphas, indices: indices)
  }
}
