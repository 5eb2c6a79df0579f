import Foundation
import PinframeRaster

/// Small bitmaps with known content for round trips.
enum TestImages {
  /// 40×30, opaque, 1,200 distinct colours.
  static func opaqueGradient() throws -> Bitmap {
    try make(width: 40, height: 30) { x, y in [UInt8(x * 6), UInt8(y * 8), UInt8((x + y) * 3), 255]
    }
  }

  /// 40×30, 1,200 colours, alpha varying.
  static func translucentGradient() throws -> Bitmap {
    try make(width: 40, height: 30) { x, y in
      [UInt8(x * 6), UInt8(y * 8), UInt8((x + y) * 3), UInt8(255 - x * 4)]
    }
  }

  /// 20×10 with 5 opaque colours in stripes; first appearance order: red, green, blue, grey, white.
  static func fewOpaqueColours() throws -> Bitmap {
    let colours: [[UInt8]] = [
      [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [128, 128, 128, 255],
      [255, 255, 255, 255],
    ]
    return try make(width: 20, height: 10) { x, y in colours[(x / 4 + y) % 5] }
  }

  /// 16×16 with 256 colours, some translucent: entry i = (i, 255 - i, i / 2, i % 3 == 0 ? i : 255).
  static func translucentPalette() throws -> Bitmap {
    try make(width: 16, height: 16) { x, y in
      let i = y * 16 + x
      return [UInt8(i), UInt8(255 - i), UInt8(i / 2), i % 3 == 0 ? UInt8(i) : 255]
    }
  }

  static func make(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) throws -> Bitmap {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width { pixels += pixel(x, y) }
    }
    return try Bitmap(width: width, height: height, pixels: pixels)
  }
}

/// The chunk types of a PNG, in order, and the data of each.
func chunks(of data: Data) -> [(type: String, data: [UInt8])] {
  let bytes = [UInt8](data)
  var chunks: [(type: String, data: [UInt8])] = []
  var offset = 8
  while offset + 12 <= bytes.count {
    let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
    chunks.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
    offset += 12 + length
  }
  return chunks
}
