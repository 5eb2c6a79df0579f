/// The pixel loops: rows of RGBA8 pixels handled as 32-bit words, written so that the compiler
/// vectorizes them.
///
/// The kernels for an opaque destination compute the blend rule two channels at a time: a word's
/// bytes 0 and 2 (and 1 and 3) sit in 16-bit lanes, `d·(255 − a) + s·a + 127 ≤ 65152` never
/// carries into the next lane, and `v / 255 == (v + 1 + (v >> 8)) >> 8` for every
/// `v ≤ 65534`. The source's alpha byte is 255, so the destination's alpha stays 255.
enum PixelKernels {
  private static let lowBytes: UInt32 = 0x00FF_00FF
  private static let rounding: UInt32 = 0x007F_007F
  /// The alpha byte of a pixel word (the fourth byte in memory).
  private static var alphaByte: UInt32 { UInt32(littleEndian: 0xFF00_0000) }

  /// Stores `pixel` into `count` consecutive pixels.
  static func fill(_ start: UnsafeMutableRawPointer, count: Int, pixel: UInt32) {
    start.withMemoryRebound(to: UInt32.self, capacity: count) { words in
      for index in 0..<count {
        words[index] = pixel
      }
    }
  }

  /// Whether all `count` pixels from `start` have alpha 255.
  static func allOpaque(_ start: UnsafeRawPointer, count: Int) -> Bool {
    let alpha = alphaByte
    return start.withMemoryRebound(to: UInt32.self, capacity: count) { words in
      var all: UInt32 = 0xFFFF_FFFF
      for index in 0..<count {
        all &= words[index]
      }
      return all & alpha == alpha
    }
  }

  /// Whether all `count` pixels from `start` have alpha 0.
  static func allTransparent(_ start: UnsafeRawPointer, count: Int) -> Bool {
    let alpha = alphaByte
    return start.withMemoryRebound(to: UInt32.self, capacity: count) { words in
      var any: UInt32 = 0
      for index in 0..<count {
        any |= words[index]
      }
      return any & alpha == 0
    }
  }

  /// Blends the opaque pixel word `source` with one `alpha` over `count` opaque pixels.
  ///
  /// The most common blend (a translucent colour over an opaque screen) is written out in full,
  /// with local constants and a `while` loop: unoptimised debug builds, where snapshot tests
  /// render, would otherwise call `mix` and the constants' accessors for every pixel (3× slower
  /// there). Optimised builds vectorize it like the other kernels.
  static func blendOverOpaque(
    _ start: UnsafeMutableRawPointer, count: Int, source: UInt32, alpha: UInt32
  ) {
    let mask: UInt32 = 0x00FF_00FF
    let one: UInt32 = 0x0001_0001
    let inverse = 255 &- alpha
    let redBlue = (source & mask) &* alpha &+ 0x007F_007F
    let greenAlpha = ((source &>> 8) & mask) &* alpha &+ 0x007F_007F
    start.withMemoryRebound(to: UInt32.self, capacity: count) { words in
      var index = 0
      while index < count {
        let destination = words[index]
        let lanes02 = (destination & mask) &* inverse &+ redBlue
        let lanes13 = ((destination &>> 8) & mask) &* inverse &+ greenAlpha
        let low = ((lanes02 &+ one &+ ((lanes02 &>> 8) & mask)) &>> 8) & mask
        let high = ((lanes13 &+ one &+ ((lanes13 &>> 8) & mask)) &>> 8) & mask
        words[index] = low | high &<< 8
        index &+= 1
      }
    }
  }

  /// Blends the opaque pixel word `source` with per-pixel `alphas` over `count` opaque pixels.
  static func blendOverOpaque(
    _ start: UnsafeMutableRawPointer, count: Int, source: UInt32, alphas: UnsafePointer<UInt8>
  ) {
    let sourceRedBlue = source & lowBytes
    let sourceGreenAlpha = (source &>> 8) & lowBytes
    start.withMemoryRebound(to: UInt32.self, capacity: count) { words in
      for index in 0..<count {
        let alpha = UInt32(alphas[index])
        words[index] = mix(
          words[index], inverse: 255 &- alpha, redBlue: sourceRedBlue &* alpha &+ rounding,
          greenAlpha: sourceGreenAlpha &* alpha &+ rounding)
      }
    }
  }

  /// Composites `count` layer pixels, their alpha scaled by `opacity`, over opaque pixels.
  static func compositeOverOpaque(
    _ start: UnsafeMutableRawPointer, layer: UnsafeRawPointer, count: Int, opacity: UInt32
  ) {
    let alphaMask = alphaByte
    start.withMemoryRebound(to: UInt32.self, capacity: count) { words in
      layer.withMemoryRebound(to: UInt32.self, capacity: count) { sources in
        for index in 0..<count {
          let source = sources[index]
          let alpha = multiply((source & alphaMask).littleEndian &>> 24, opacity)
          let opaqueSource = source | alphaMask
          words[index] = mix(
            words[index], inverse: 255 &- alpha,
            redBlue: (opaqueSource & lowBytes) &* alpha &+ rounding,
            greenAlpha: ((opaqueSource &>> 8) & lowBytes) &* alpha &+ rounding)
        }
      }
    }
  }

  /// Writes `count` alphas `(alpha × mask[i]) × opacity`, each product rounded as
  /// ``Blend/multiply(_:_:)``.
  static func maskedAlphas(
    _ alphas: UnsafeMutablePointer<UInt8>, mask: UnsafePointer<UInt8>, count: Int, alpha: UInt32,
    opacity: UInt32
  ) {
    for index in 0..<count {
      let masked = multiply(alpha, UInt32(mask[index]))
      alphas[index] = UInt8(truncatingIfNeeded: multiply(masked, opacity))
    }
  }

  /// ``Blend/multiply(_:_:)`` without a division: `(x·y + 127) / 255` for 8-bit `x` and `y`.
  @inline(__always)
  private static func multiply(_ x: UInt32, _ y: UInt32) -> UInt32 {
    let product = x &* y &+ 127
    return (product &+ 1 &+ (product &>> 8)) &>> 8
  }

  /// One destination word blended with precomputed source lanes `s·a + 127`.
  @inline(__always)
  private static func mix(
    _ destination: UInt32, inverse: UInt32, redBlue: UInt32, greenAlpha: UInt32
  ) -> UInt32 {
    let lanes02 = (destination & lowBytes) &* inverse &+ redBlue
    let lanes13 = ((destination &>> 8) & lowBytes) &* inverse &+ greenAlpha
    return divideBy255(lanes02) | divideBy255(lanes13) &<< 8
  }

  /// Both 16-bit lanes of `lanes` divided by 255 (each lane at most 65534).
  @inline(__always)
  private static func divideBy255(_ lanes: UInt32) -> UInt32 {
    ((lanes &+ 0x0001_0001 &+ ((lanes &>> 8) & lowBytes)) &>> 8) & lowBytes
  }
}
